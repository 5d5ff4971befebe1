/**
 * `npm run bench -- explain`: EXPLAIN ANALYZE of every list statement the filters and sorts can
 * produce, on the bench database (BENCH_DATABASE_URL, filled by `npm run bench -- peer`; set
 * BENCH_CARS=1000000 and a database of its own for the large catalogue). A generated sweep: no
 * filter, each filter alone and pairs of them (common and rare values, short and long search
 * words in three scripts), × the five sorts × pages 1, 5 and 20, page and count statements. Prints
 * the slowest statements and the share above the target (SWEEP_TARGET_MS, default 20 ms).
 * Each statement runs three times and the fastest counts (a warm cache, as a busy server has; the
 * neighbours' load only ever adds). The page statements get the count, as the service gives it.
 * SWEEP_JSON=file also writes every statement's figures there, to compare two runs statement by
 * statement (pages touched do not depend on the machine's load; milliseconds do).
 */
import { writeFileSync } from "node:fs";
import pg from "pg";
import { SESSION_OPTIONS } from "../src/server/db/pool.js";
import { PgDialect } from "drizzle-orm/pg-core";
import { CAR_SORTS, listCountSql, listPagePlan, pastTheEnd } from "../src/server/modules/car-search/list-sql.js";
import { filterSets, sweepValues } from "./explain-sweep-cases.js";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_catalogue";
const TARGET_MS = Number(process.env.SWEEP_TARGET_MS ?? 20);
const PAGE_SIZE = 20;
const dialect = new PgDialect();

type Plan = {
  "Execution Time": number;
  Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number; "Actual Rows": number };
};

/** The fastest of three runs, and the pages it touched (which the neighbours' load does not change). */
async function explain(client: pg.Client, query: { sql: string; params: unknown[] }) {
  let ms = Infinity;
  let pages = 0;
  let returned = 0;
  for (let run = 0; run < 3; run++) {
    const { rows } = await client.query<{ "QUERY PLAN": Plan[] }>(
      `explain (analyze, buffers, format json) ${query.sql}`,
      query.params,
    );
    const [plan] = rows[0]["QUERY PLAN"];
    ms = Math.min(ms, plan["Execution Time"]);
    pages = plan.Plan["Shared Hit Blocks"] + plan.Plan["Shared Read Blocks"];
    returned = plan.Plan["Actual Rows"];
  }
  return { ms, pages, rows: returned };
}

const client = new pg.Client({ connectionString: DATABASE_URL, options: SESSION_OPTIONS });
await client.connect();
const { rows: countRows } = await client.query<{ n: number }>("select count(*)::int as n from cars");
const sets = filterSets(await sweepValues(client));
const { rows: live } = await client.query<{ n: number }>("select count(*)::int as n from cars where soldout = false");
const catalogue = live[0].n;
const results: { what: string; ms: number; pages: number }[] = [];
const started = Date.now();
for (const filters of sets) {
  const label = JSON.stringify(filters);
  const count = dialect.sqlToQuery(listCountSql(filters));
  results.push({ what: `count ${label}`, ...(await explain(client, count)) });
  const matches = (await client.query<{ total: number }>(count.sql, count.params)).rows[0].total;
  for (const sort of CAR_SORTS)
    for (const page of [1, 5, 20]) {
      const offset = (page - 1) * PAGE_SIZE;
      if (pastTheEnd(matches, offset)) continue; // the service asks nothing
      // As readListPage: the first statement, and the fallback when the first came back short.
      const plan = listPagePlan(filters, sort, PAGE_SIZE, offset, { matches, catalogue });
      const first = await explain(client, dialect.sqlToQuery(plan.first));
      const second =
        first.rows < plan.expected && plan.fallback ? await explain(client, dialect.sqlToQuery(plan.fallback)) : null;
      results.push({
        what: `page ${page} ${sort} ${label}${second ? " (walk, then collect)" : ""}`,
        ms: first.ms + (second?.ms ?? 0),
        pages: first.pages + (second?.pages ?? 0),
      });
    }
}
await client.end();
results.sort((a, b) => b.ms - a.ms);
if (process.env.SWEEP_JSON) writeFileSync(process.env.SWEEP_JSON, JSON.stringify(results, null, 1));
const over = results.filter((r) => r.ms > TARGET_MS);
console.log(
  `${results.length} statements on ${countRows[0].n} cars in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
    `${over.length} over ${TARGET_MS} ms; median ${results[Math.floor(results.length / 2)].ms.toFixed(2)} ms`,
);
const show = Number(process.env.SWEEP_SHOW ?? 20);
const line = (r: (typeof results)[number]) =>
  `${r.ms.toFixed(1).padStart(8)} ms ${String(r.pages).padStart(7)} pages  ${r.what}`;
console.log("slowest:");
for (const r of results.slice(0, show)) console.log(line(r));
console.log("most pages touched (the neighbours' load does not change these):");
for (const r of [...results].sort((a, b) => b.pages - a.pages).slice(0, show)) console.log(line(r));
