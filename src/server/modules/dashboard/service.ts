// The admin dashboard: the size of every queue an administrator works through, in one query.
import { sql } from "drizzle-orm";
import type { Dashboard } from "../../../shared/api/deals.js";
import type { Core } from "../../core.js";
import { queryRows } from "../../lib/sql.js";
import { ACTIVE_MINUTES } from "../visitors/service.js";

type Counts = {
  users_total: number;
  users_new_7d: number;
  requests_pending: number;
  topups_pending: number;
  orders_reserved: number;
  orders_invoiced: number;
  orders_paid: number;
  orders_shipped: number;
  sns_pending: number;
  withdrawals_pending: number;
  contact_7d: number;
  visitors_today: number;
  visitors_active: number;
};

export async function dashboard(core: Core): Promise<Dashboard> {
  const tz = core.config.tzSchedule;
  // "Today" is the calendar day of TZ_SCHEDULE, as on the visitor statistics.
  const startOfToday = sql`(((now() at time zone ${tz})::date)::timestamp at time zone ${tz})`;
  const [c] = await queryRows<Counts>(
    core.db,
    sql`select
      (select count(*) from users where deleted_at is null)::int as users_total,
      (select count(*) from users where deleted_at is null and created_at >= now() - interval '7 days')::int as users_new_7d,
      (select count(*) from vehicle_requests where status = 'pending')::int as requests_pending,
      (select count(*) from topups where status = 'pending')::int as topups_pending,
      (select count(*) from orders where status = 'reserved')::int as orders_reserved,
      (select count(*) from orders where status = 'invoiced')::int as orders_invoiced,
      (select count(*) from orders where status = 'paid')::int as orders_paid,
      (select count(*) from orders where status = 'shipped')::int as orders_shipped,
      (select count(*) from sns_share_submissions where status = 'pending')::int as sns_pending,
      (select count(*) from withdrawal_requests where status = 'pending')::int as withdrawals_pending,
      (select count(*) from contact_messages where created_at >= now() - interval '7 days')::int as contact_7d,
      (select count(distinct visitor_hash) from visitor_logs where created_at >= ${startOfToday})::int as visitors_today,
      (select count(distinct visitor_hash) from visitor_logs
        where created_at >= now() - make_interval(mins => ${ACTIVE_MINUTES}::int))::int as visitors_active`,
  );
  const n = (v: number) => Number(v);
  return {
    users: { total: n(c.users_total), new_7d: n(c.users_new_7d) },
    vehicle_requests: { pending: n(c.requests_pending) },
    topups: { pending: n(c.topups_pending) },
    orders: {
      reserved: n(c.orders_reserved),
      invoiced: n(c.orders_invoiced),
      paid: n(c.orders_paid),
      shipped: n(c.orders_shipped),
    },
    sns_shares: { pending: n(c.sns_pending) },
    withdrawals: { pending: n(c.withdrawals_pending) },
    contact_messages: { last_7d: n(c.contact_7d) },
    visitors: { today: n(c.visitors_today), active_now: n(c.visitors_active) },
  };
}
