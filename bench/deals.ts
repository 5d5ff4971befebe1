/**
 * Deals: the admin orders list at 10,000 orders (p50/p95/p99 of GET /api/admin/orders over
 * several pages and status filters) and the time to confirm a top-up (each confirm is one
 * transaction: row lock, ledger credit, status, notification and its email job).
 *
 *   npx tsx bench/deals.ts                                         # PGlite (in memory)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/deals.ts
 *
 * Requests go through `app.inject` one after the other (the real routes, validation,
 * serialisation and session lookup, without the network).
 */
import { sql } from "drizzle-orm";
import { topups } from "../src/server/db/schema/deals.js";
import { createAdmin, createUser, loginCookie } from "../test/factories.js";
import { createTestApp } from "../test/test-app.js";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const LIST_REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 400);
const CONFIRMS = Number(process.env.BENCH_CONFIRMS ?? 200);

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] };
}
const fmt = (r: ReturnType<typeof percentiles>) =>
  `n=${r.n} p50=${r.p50.toFixed(2)} ms p95=${r.p95.toFixed(2)} ms p99=${r.p99.toFixed(2)} ms max=${r.max.toFixed(2)} ms`;

async function main() {
  const app = await createTestApp({}, {}, {});
  const db = app.core.db;
  try {
    const admin = await createAdmin(app);
    const cookie = await loginCookie(app, admin);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(app)));
    const started = performance.now();
    // 10,000 cars, one order each (a car holds one live order), statuses spread over the flow.
    await db.execute(sql`insert into cars (car_name, maker, model, year, mileage, fuel, transmission, price_krw)
      select '현대 쏘나타 DN8 2.0 가솔린 ' || g, '현대', '쏘나타', 2015 + g % 10, 10000 + g, '가솔린', '오토', 10000000 + g * 1000
      from generate_series(1, ${ORDERS}) g`);
    const ids = buyers.map((b) => b.id);
    await db.execute(sql`insert into orders (user_id, car_id, status, reserved_until, price_krw, price_usd_cents, destination_port, created_at)
      select (${sql.raw(`array[${ids.join(",")}]`)})[1 + c.id % ${ids.length}], c.id,
             (array['reserved','invoiced','paid','shipped','delivered','cancelled'])[1 + c.id % 6],
             now() + interval '7 days', c.price_krw, case when c.id % 6 in (1,2,3,4) then 1500000 else null end,
             'Vladivostok', now() - make_interval(mins => c.id)
      from cars c`);
    await db.execute(sql`insert into order_events (order_id, status, created_at)
      select o.id, s.status, o.created_at + make_interval(mins => s.n)
      from orders o cross join lateral (
        select n, (array['reserved','invoiced','paid','shipped','delivered'])[n] as status
        from generate_series(1, 1 + o.id % 5) n) s`);
    await db.execute(sql`analyze`);
    console.log(`seeded ${ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const urls = [
      "/api/admin/orders?page=1&page_size=20",
      "/api/admin/orders?page=2&page_size=100",
      "/api/admin/orders?status=reserved&page=1&page_size=20",
      "/api/admin/orders?status=shipped&page=5&page_size=50",
      `/api/admin/orders?page=${Math.floor(ORDERS / 20)}&page_size=20`,
    ];
    for (const url of urls) await app.inject({ method: "GET", url, headers: { cookie } }); // warm up
    const list: number[] = [];
    for (let i = 0; i < LIST_REQUESTS; i++) {
      const url = urls[i % urls.length];
      const t0 = performance.now();
      const res = await app.inject({ method: "GET", url, headers: { cookie } });
      list.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    console.log(`GET /api/admin/orders at ${ORDERS} orders: ${fmt(percentiles(list))}`);
    urls.forEach((url, u) =>
      console.log(`  ${url}: ${fmt(percentiles(list.filter((_, i) => i % urls.length === u)))}`),
    );

    // Pending top-ups straight into the table (creating them is not what is measured here).
    const pending = await db
      .insert(topups)
      .values(
        Array.from({ length: CONFIRMS }, (_, i) => ({
          userId: ids[i % ids.length],
          amount: 10_000,
          amountUsdCents: 1000,
          reference: `CC-BENCH${String(i).padStart(4, "0")}`,
          payerName: "Bench",
        })),
      )
      .returning({ id: topups.id });
    const confirm: number[] = [];
    for (const created of pending) {
      const t0 = performance.now();
      const res = await app.inject({
        method: "POST",
        url: `/api/admin/topups/${created.id}/confirm`,
        headers: { cookie },
        payload: {},
      });
      confirm.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
    }
    console.log(`POST /api/admin/topups/{id}/confirm: ${fmt(percentiles(confirm))}`);
  } finally {
    await app.close();
  }
}

await main();
