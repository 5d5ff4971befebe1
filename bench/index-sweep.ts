/**
 * `npm run bench -- index-sweep`: the same generated sweep of filter × sort × page as
 * `npm run bench -- explain` (bench/explain-sweep.ts), answered the way the API answers it while
 * its list index is current: the count and the page's ids from memory, then the page's cars by id
 * from PostgreSQL (the prepared statement, one round trip). Each case's time is the whole of that,
 * the fastest of three runs. Prints the index's read and build time, its memory, the slowest cases,
 * and any case the index left to SQL.
 *
 * SWEEP_CHANGED=2000: the sweep runs on the index with that many cars (spread over the catalogue)
 * read again by id and laid over it, as after a change of theirs (list-index-changes.ts): every
 * answer then also tests them one by one and merges them into its page. Prints the patch's time.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { SESSION_OPTIONS } from "../src/server/db/pool.js";
import * as schema from "../src/server/db/schema.js";
import type { Db } from "../src/server/db/client.js";
import { CAR_SORTS, pastTheEnd } from "../src/server/modules/car-search/list-sql.js";
import { loadIndexedCars, loadListIndex } from "../src/server/modules/car-search/list-index-load.js";
import { listRowsByIds } from "../src/server/modules/car-search/list-rows.js";
import { isHeldSql } from "../src/server/modules/orders/held.js";
import { filterSets, sweepValues } from "./explain-sweep-cases.js";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_catalogue";
const TARGET_MS = Number(process.env.SWEEP_TARGET_MS ?? 20);
const CHANGED = Number(process.env.SWEEP_CHANGED ?? 0);
const PAGE_SIZE = 20;

const pool = new pg.Pool({ connectionString: DATABASE_URL, options: SESSION_OPTIONS, max: 1 });
const db = drizzle({ client: pool, schema }) as unknown as Db;
const client = await pool.connect();
const sets = filterSets(await sweepValues(client));
client.release();

const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
let started = performance.now();
const read = await loadListIndex(db);
const built = performance.now() - started;
const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
console.log(
  `list index of ${read.size} cars read and built in ${(built / 1000).toFixed(1)} s, ` +
    `~${((heapAfter - heapBefore) / 1e6).toFixed(0)} MB`,
);
const index = CHANGED > 0 ? await patched(CHANGED) : read;

/** The index with `n` cars, evenly spread over the ids, read again by id and laid over it. */
async function patched(n: number) {
  const [{ min, max }] = (await pool.query("select min(id)::int as min, max(id)::int as max from cars")).rows;
  const ids = Array.from({ length: n }, (_, i) => min + Math.floor(((max - min) * i) / n));
  const t = performance.now();
  const cars = await loadIndexedCars(db, ids);
  const readMs = performance.now() - t;
  const view = read.patched(new Map(cars.map((car) => [car.id, car])));
  console.log(
    `${cars.length} changed cars read by id in ${readMs.toFixed(1)} ms, laid over the index in ` +
      `${(performance.now() - t - readMs).toFixed(1)} ms`,
  );
  return view;
}

/**
 * The fastest of three runs of one answer, how long its first run (the search's matches not yet
 * kept) took, and the CPU this process spent in the fastest (on a busy machine, the wall time
 * also holds the time other processes had the cores).
 */
async function time(answer: () => Promise<unknown>) {
  let best = Infinity;
  let first = 0;
  let cpu = 0;
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await answer();
    const ms = performance.now() - t;
    const used = process.cpuUsage(c);
    if (run === 0) first = ms;
    if (ms < best) [best, cpu] = [ms, (used.user + used.system) / 1000];
  }
  return { ms: best, first, cpu };
}

const results: { what: string; ms: number; first: number; cpu: number }[] = [];
const leftToSql: string[] = [];
started = performance.now();
for (const filters of sets) {
  const label = JSON.stringify(filters);
  if (!index.answers(filters)) {
    leftToSql.push(label);
    continue;
  }
  results.push({ what: `count ${label}`, ...(await time(async () => index.count(filters))) });
  const matches = index.count(filters);
  for (const sort of CAR_SORTS)
    for (const page of [1, 5, 20]) {
      const offset = (page - 1) * PAGE_SIZE;
      if (pastTheEnd(matches, offset)) continue;
      results.push({
        what: `page ${page} ${sort} ${label}`,
        ...(await time(async () => {
          const ids = index.pageIds(filters, sort, PAGE_SIZE, offset);
          if (ids.length > 0) await listRowsByIds(db, ids, sort, isHeldSql);
        })),
      });
    }
}
await pool.end();
results.sort((a, b) => b.ms - a.ms);
const over = results.filter((r) => r.ms > TARGET_MS);
console.log(
  `${results.length} answers in ${((performance.now() - started) / 1000).toFixed(0)} s; ${over.length} over ${TARGET_MS} ms; ` +
    `median ${results[Math.floor(results.length / 2)].ms.toFixed(2)} ms; ` +
    `worst first run (a search's matches found) ${Math.max(...results.map((r) => r.first)).toFixed(1)} ms`,
);
console.log(`left to SQL: ${leftToSql.length === 0 ? "none" : leftToSql.join(", ")}`);
console.log("slowest:");
for (const r of results.slice(0, Number(process.env.SWEEP_SHOW ?? 20)))
  console.log(`${r.ms.toFixed(2).padStart(8)} ms (cpu ${r.cpu.toFixed(1)}, first ${r.first.toFixed(1)} ms)  ${r.what}`);
process.exit(0);
