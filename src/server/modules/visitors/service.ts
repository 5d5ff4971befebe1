import { eq, sql, type SQL } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { visitorLogs } from "../../db/schema/system.js";
import { queryRows } from "../../lib/sql.js";
export { installationSecret } from "./visitor-identity.js";

/** A visitor counts as active this long after their last page view. */
export const ACTIVE_MINUTES = 5;
const MAX_POINTS = 5000;

const rows = <T>(core: Core, query: SQL) => queryRows<T>(core.db, query);

export type MapPoint = {
  id: string;
  latitude: number;
  longitude: number;
  country_code: string;
  city: string | null;
  last_seen: string;
  active: boolean;
  visits: number;
};

/**
 * One point per visitor seen in the last `minutes` (newest first, at most 5000): the place
 * of their newest located visit, when they were last seen, and whether that is within 5 minutes.
 */
export async function mapData(core: Core, minutes: number): Promise<MapPoint[]> {
  const since = sql`now() - make_interval(mins => ${minutes}::int)`;
  const found = await rows<Omit<MapPoint, "last_seen"> & { last_seen: Date | string }>(
    core,
    sql`
      with seen as (
        select visitor_hash, max(created_at) as last_seen, count(*)::int as visits
          from visitor_logs where created_at >= ${since}
         group by visitor_hash order by last_seen desc limit ${MAX_POINTS}
      ), located as (
        select distinct on (v.visitor_hash) v.visitor_hash, v.latitude, v.longitude, v.country_code, v.city
          from visitor_logs v join seen s on s.visitor_hash = v.visitor_hash
         where v.geo_status = 'ok' and v.created_at >= ${since}
         order by v.visitor_hash, v.created_at desc
      )
      select substr(s.visitor_hash, 1, 16) as id, l.latitude, l.longitude, l.country_code, l.city, s.last_seen, s.visits,
             s.last_seen >= now() - make_interval(mins => ${ACTIVE_MINUTES}::int) as active
        from seen s join located l on l.visitor_hash = s.visitor_hash
       order by s.last_seen desc`,
  );
  return found.map((r) => ({ ...r, last_seen: new Date(r.last_seen).toISOString() }));
}

export type VisitorStats = {
  days: number;
  time_zone: string;
  totals: {
    visits: number;
    visitors: number;
    today_visits: number;
    today_visitors: number;
    active_visitors: number;
    countries: number;
  };
  per_day: Array<{ date: string; visits: number; visitors: number }>;
  per_country: Array<{ country_code: string; visits: number; visitors: number }>;
};

/**
 * Totals (all time, today in TZ_SCHEDULE, active now), visits and visitors per day for the
 * last `days` days (every day listed, zeros included) and per country over the same days.
 */
export async function visitorStats(core: Core, days: number): Promise<VisitorStats> {
  const tz = core.config.tzSchedule;
  const today = sql`(now() at time zone ${tz})::date`;
  const startOfDay = (offsetDays: number) => sql`((${today} - ${offsetDays}::int)::timestamp at time zone ${tz})`;

  const [totals] = await rows<VisitorStats["totals"]>(
    core,
    sql`select count(*)::int as visits, count(distinct visitor_hash)::int as visitors,
               (count(*) filter (where created_at >= ${startOfDay(0)}))::int as today_visits,
               (count(distinct visitor_hash) filter (where created_at >= ${startOfDay(0)}))::int as today_visitors,
               (count(distinct visitor_hash) filter (where created_at >= now() - make_interval(mins => ${ACTIVE_MINUTES}::int)))::int as active_visitors,
               count(distinct country_code)::int as countries
          from visitor_logs`,
  );
  const daily = await rows<{ date: string; visits: number; visitors: number }>(
    core,
    sql`select to_char((created_at at time zone ${tz})::date, 'YYYY-MM-DD') as date,
               count(*)::int as visits, count(distinct visitor_hash)::int as visitors
          from visitor_logs where created_at >= ${startOfDay(days - 1)}
         group by 1`,
  );
  const [{ first }] = await rows<{ first: string }>(
    core,
    sql`select to_char(${today} - ${days - 1}::int, 'YYYY-MM-DD') as first`,
  );
  const byDate = new Map(daily.map((d) => [d.date, d]));
  const perDay: VisitorStats["per_day"] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(first, i);
    const d = byDate.get(date);
    perDay.push({ date, visits: d?.visits ?? 0, visitors: d?.visitors ?? 0 });
  }
  const perCountry = await rows<VisitorStats["per_country"][number]>(
    core,
    sql`select country_code, count(*)::int as visits, count(distinct visitor_hash)::int as visitors
          from visitor_logs where created_at >= ${startOfDay(days - 1)} and country_code is not null
         group by country_code order by visitors desc, visits desc, country_code`,
  );
  return { days, time_zone: tz, totals, per_day: perDay, per_country: perCountry };
}

function addDays(isoDate: string, n: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Forgets which visits a purged account made: the visits stay (statistics), the user id goes. */
export async function forgetVisitorUser(db: DbOrTx, userId: number) {
  await db.update(visitorLogs).set({ userId: null }).where(eq(visitorLogs.userId, userId));
}

/**
 * The dashboard's counts: distinct visitors today (the calendar day of TZ_SCHEDULE, as on the
 * visitor statistics) and in the last ACTIVE_MINUTES.
 */
export async function visitorCounts(core: Pick<Core, "db" | "config">) {
  const tz = core.config.tzSchedule;
  const startOfToday = sql`(((now() at time zone ${tz})::date)::timestamp at time zone ${tz})`;
  const [row] = await queryRows<{ today: number; active: number }>(
    core.db,
    sql`select
      (select count(distinct visitor_hash) from visitor_logs where created_at >= ${startOfToday})::int as today,
      (select count(distinct visitor_hash) from visitor_logs
        where created_at >= now() - make_interval(mins => ${ACTIVE_MINUTES}::int))::int as active`,
  );
  return { today: Number(row.today), active_now: Number(row.active) };
}
