/**
 * Alerts: the new-listings scan with 10,000 saved searches (all with email alerts on) and
 * 1,000 new cars, over a catalogue of 20,000 older cars. Reports the matching join alone
 * (the SQL that pairs new cars with saved searches), the whole scan (matching, delivery
 * rows, one notification and email job per user), and a second scan that finds nothing new.
 *
 *   npx tsx bench/alerts.ts                                         # PGlite (in memory)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/alerts.ts
 *
 * With TEST_DATABASE_URL a new database is created next to it and dropped at the end.
 * ROLE=api: no job worker runs, so the queued emails are not sent while measuring.
 */
import { sql } from "drizzle-orm";
import { savedSearches } from "../src/server/db/schema/buyers.js";
import { generateDemoCars, type DemoCar } from "../src/server/demo/cars.js";
import { queryRows } from "../src/server/lib/sql.js";
import { matchedPairsSql, queryWords } from "../src/server/modules/alerts/filters-sql.js";
import { runAlertScan } from "../src/server/modules/alerts/service.js";
import { createTestApp } from "../test/test-app.js";

const OLD_CARS = Number(process.env.BENCH_OLD_CARS ?? 20_000);
const NEW_CARS = Number(process.env.BENCH_NEW_CARS ?? 1_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const PER_USER = 5;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What buyers save: mostly a maker, often a model and a budget, sometimes years, fuel or a word. */
function filtersLike(car: DemoCar, r: () => number): Record<string, unknown> {
  const f: Record<string, unknown> = {};
  if (r() < 0.9) f.maker = car.maker;
  if (f.maker && r() < 0.5) f.model = car.model;
  if (r() < 0.5) f.price_max = Math.round((car.price_krw * (0.8 + r() * 0.6)) / 100_000) * 100_000;
  if (r() < 0.3) f.year_min = car.year - Math.floor(r() * 4);
  if (r() < 0.2) f.fuel = car.fuel;
  if (r() < 0.15) f.mileage_max = 50_000 + Math.floor(r() * 10) * 10_000;
  if (r() < 0.1) f.q = ["sonata", "그랜저", "camry", "K5", "Соната", "sorento 4WD"][Math.floor(r() * 6)];
  return f;
}

async function insertCars(exec: (q: ReturnType<typeof sql>) => Promise<unknown>, list: DemoCar[], age: string) {
  for (let i = 0; i < list.length; i += 500) {
    const rows = list.slice(i, i + 500).map(
      (c, j) =>
        sql`(${c.car_name}, ${c.maker}, ${c.model}, ${c.grade}, ${c.year}, ${c.mileage}, ${c.fuel}, ${c.transmission},
             ${c.price_krw}, ${c.car_number}, ${`/photos/00/b${i + j}_t.jpg`},
             ${JSON.stringify([{ url: `/photos/00/b${i + j}.jpg`, thumb_url: `/photos/00/b${i + j}_t.jpg` }])}::jsonb,
             now() - ${age}::interval)`,
    );
    await exec(sql`insert into cars (car_name, maker, model, grade, year, mileage, fuel, transmission, price_krw,
                   car_number, main_image, images, created_at) values ${sql.join(rows, sql`, `)}`);
  }
}

async function main() {
  const app = await createTestApp({ role: "api" });
  const db = app.core.db;
  const exec = (q: ReturnType<typeof sql>) => db.execute(q);
  try {
    const r = mulberry32(7);
    const all = generateDemoCars(OLD_CARS + NEW_CARS, 4242);
    const older = all.slice(0, OLD_CARS);
    const fresh = all.slice(OLD_CARS);
    let t0 = performance.now();
    await insertCars(exec, older, "30 days");
    const users = Math.ceil(SEARCHES / PER_USER);
    await exec(sql`insert into users (email, password_hash, name, referral_code, country)
      select 'bench' || g || '@example.com', 'x', 'Bench ' || g, 'BENCH' || g,
             (array['US','MN','RU','KR','KZ'])[1 + g % 5]
      from generate_series(1, ${users}) g`);
    const [{ first }] = await queryRows<{ first: number }>(db, sql`select min(id)::int as first from users`);
    // Searches saved a day ago, modelled on the catalogue (some match nothing new).
    const rows = Array.from({ length: SEARCHES }, (_, i) => ({
      userId: first + Math.floor(i / PER_USER),
      name: `search ${i}`,
      filters: filtersLike(all[Math.floor(r() * all.length)], r),
      emailAlerts: true,
      createdAt: new Date(Date.now() - 86_400_000),
    }));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(savedSearches).values(rows.slice(i, i + 1000));
    await insertCars(exec, fresh, "1 minute");
    await exec(sql`analyze`);
    console.log(
      `seeded ${OLD_CARS} older cars, ${NEW_CARS} new cars, ${users} users, ${SEARCHES} saved searches in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    // The matching join alone (what the scan runs per chunk of users, here for all at once).
    const texts = await queryRows<{ q: string }>(
      db,
      sql`select distinct s.filters->>'q' as q from saved_searches s where s.email_alerts and nullif(btrim(s.filters->>'q'), '') is not null`,
    );
    const words = JSON.stringify(queryWords(texts.map((t) => t.q)));
    const matchSql = sql`with q_words as (
        select * from jsonb_to_recordset(${words}::jsonb) as w(q text, names text[], number text)),
      new_cars as materialized (
        select * from cars c where c.soldout = false and c.created_at > now() - interval '15 minutes'
          and not exists (select 1 from orders o where o.car_id = c.id and o.status <> 'cancelled')),
      ${matchedPairsSql(0, 2_147_483_647)}
      select count(*)::int as pairs, count(distinct user_id)::int as users from matched`;
    const samples: number[] = [];
    let result = { pairs: 0, users: 0 };
    for (let i = 0; i < 3; i++) {
      t0 = performance.now();
      [result] = await queryRows<{ pairs: number; users: number }>(db, matchSql);
      samples.push(performance.now() - t0);
    }
    console.log(
      `matching join: ${SEARCHES} searches × ${NEW_CARS} new cars → ${result.pairs} matches for ${result.users} users; ` +
        `${samples.map((s) => s.toFixed(0)).join(" / ")} ms (3 runs)`,
    );

    t0 = performance.now();
    const scan = await runAlertScan(app.core);
    const scanMs = performance.now() - t0;
    const [{ deliveries, notes, mails }] = await queryRows<{ deliveries: number; notes: number; mails: number }>(
      db,
      sql`select (select count(*)::int from alert_deliveries) as deliveries,
                 (select count(*)::int from notifications) as notes,
                 (select count(*)::int from pgboss.job where name = 'mail-send') as mails`,
    );
    console.log(
      `first scan: ${(scanMs / 1000).toFixed(2)} s — ${scan.newListings} notifications, ${deliveries} delivery rows, ${notes} notifications stored, ${mails} email jobs queued`,
    );
    t0 = performance.now();
    const again = await runAlertScan(app.core);
    console.log(
      `second scan (nothing new to send): ${(performance.now() - t0).toFixed(0)} ms — ${again.newListings} notifications`,
    );
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
