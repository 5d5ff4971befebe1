/**
 * `npm run bench -- list-changes`: the public list at a steady rate while admins edit prices.
 *
 * Two API instances on one PostgreSQL (BENCH_DATABASE_URL, BENCH_CARS cars), as in production:
 * one serves the lists (its own process), the other takes the edits (in this process; each edit
 * is an admin's PATCH of a car's price, and reaches the first instance through the cache bus,
 * with the car's id). Every list request is one nobody asked before (a new price floor on a
 * maker, fuel, search or year filter, in any sort, pages 1–5), so the whole-answer cache cannot
 * answer it: the list index does, or SQL. Prints p50, p99 and the slowest of the lists, without
 * edits and at EDITS_PER_S edits a second.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_1m BENCH_CARS=1000000 npm run bench -- list-changes
 */
import { pacedLoad } from "./paced-load.js";
import { ensureDatabase, startServer, stopServer } from "./catalogue.js";
import { ensureBenchCatalogue } from "./catalogue-data.js";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../src/server/app.js";
import { loadConfig } from "../src/server/config.js";
import { createAdmin, loginCookie } from "../test/factories.js";
import { BENCH_PRODUCTION_ENV } from "./production-env.js";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/kcar_bench";
const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 30);
const EDITS_PER_S = Number(process.env.EDITS_PER_S ?? 5);

const enc = encodeURIComponent;
const SORTS = ["newest", "price_asc", "price_desc", "year_desc", "mileage_asc"];
const FILTERS = [
  `maker=${enc("현대")}`,
  `maker=${enc("기아")}`,
  `fuel=${enc("디젤")}`,
  `q=${enc("k5")}`,
  `q=${enc("쏘나타")}`,
  "year_min=2020",
  `transmission=${enc("수동")}`,
  "mileage_max=50000",
];

/** Lists nobody asked before: each with its own price floor. */
function listPaths(n: number, seed: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const k = i + seed * n;
    const floor = 1_000_000 + ((k * 7919) % 20_000) * 1_000;
    return `/api/cars?${FILTERS[k % FILTERS.length]}&price_min=${floor}&sort=${SORTS[k % SORTS.length]}&page=${1 + (k % 5)}`;
  });
}

await ensureDatabase(DATABASE_URL);
await ensureBenchCatalogue(DATABASE_URL, CARS, (line) => console.log(`  ${line}`));
const lists = await startServer("app");
const origin = `http://127.0.0.1:${lists.port}`;
const editor = await buildApp(
  loadConfig({
    DATABASE_URL,
    ...BENCH_PRODUCTION_ENV,
    ROLE: "api",
    LOG_LEVEL: "silent",
    DEMO_DATA: "false",
    DATA_DIR: path.join(os.tmpdir(), "kcar-bench-editor"),
  }),
  { logger: false },
);
const admin = await createAdmin(editor, { email: `bench-${Date.now()}@example.com` });
const cookie = await loginCookie(editor, admin);
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
const [{ min, max }] = (await pool.query("select min(id)::int as min, max(id)::int as max from cars")).rows;
await pool.end();

// The lists instance reads its index after its first list and a quiet second; ready when a
// search against its sort's grain (seconds in SQL at a million cars) answers at once, twice.
await fetch(`${origin}/api/cars?sort=newest`);
const started = performance.now();
for (let fast = 0; fast < 2;) {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const t = performance.now();
  await fetch(
    `${origin}/api/cars?q=${enc("현대")}&price_min=${Math.floor(Math.random() * 1e7)}&sort=mileage_asc&page=5`,
  );
  fast = performance.now() - t < 50 ? fast + 1 : 0;
}
console.log(`list index ready after ${((performance.now() - started) / 1000).toFixed(0)} s`);

let edits = 0;
let failedEdits = 0;
async function editPrices(until: number) {
  const interval = 1000 / EDITS_PER_S;
  while (performance.now() < until) {
    const id = min + Math.floor(Math.random() * (max - min));
    const res = await editor.inject({
      method: "PATCH",
      url: `/api/cars/${id}`,
      headers: { cookie },
      payload: { price_krw: 1_000_000 + Math.floor(Math.random() * 50_000) * 1_000 },
    });
    if (res.statusCode === 200) edits++;
    else if (res.statusCode !== 404) failedEdits++;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

for (const [round, editing] of [
  [0, false],
  [1, true],
] as const) {
  const until = performance.now() + SECONDS * 1000;
  const editingDone = editing ? editPrices(until) : Promise.resolve();
  const result = await pacedLoad(origin, listPaths(RATE * SECONDS, round + 1), { rate: RATE, seconds: SECONDS });
  await editingDone;
  console.log(
    `${editing ? `with ${edits} price edits (${EDITS_PER_S}/s)` : "without edits"}: ${RATE} lists/s for ${SECONDS} s, ` +
      `p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms` +
      (result.non2xx + result.errors + failedEdits > 0
        ? ` !! non-2xx ${result.non2xx}, errors ${result.errors}, failed edits ${failedEdits}`
        : ""),
  );
}
await editor.close();
await stopServer(lists);
process.exit(0);
