/**
 * Catalogue load benchmark (architecture.md "Performance targets"):
 *
 *   npm run bench                      # = npx tsx bench/run.ts catalogue
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kcar_bench BENCH_CARS=100000 npm run bench
 *
 * Fills a PostgreSQL database (created when missing) with BENCH_CARS cars, then measures
 * GET /api/cars with filters and sorts, GET /api/cars/makers and GET /api/cars/{id} on the
 * real service and on a minimal node:http + pg server running the same SQL
 * (catalogue-servers.ts), each in its own process, with autocannon in this process. Per
 * scenario, alternating between the two servers BENCH_ROUNDS times: the highest throughput
 * (BENCH_CONNECTIONS connections) and the latency at a steady 500 requests/s (paced-load.ts,
 * open loop); medians reported.
 * Targets: list p99 ≤ 25 ms at 500 req/s and ≥ 70 % of the minimal server's throughput;
 * makers and detail p99 ≤ 10 ms at 500 req/s.
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../src/server/db/client.js";
import { ensureBenchCatalogue } from "./catalogue-data.js";
import { pacedLoad } from "./paced-load.js";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/kcar_bench";
const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const RATE = Number(process.env.BENCH_RATE ?? 500);

const here = path.dirname(fileURLToPath(import.meta.url));
const enc = encodeURIComponent;

/** Filtered and sorted list requests, cycled by every connection. */
export const LIST_PATHS = [
  `/api/cars?maker=${enc("현대")}&sort=price_asc`,
  `/api/cars?maker=${enc("기아")}&model=${enc("쏘렌토")}&sort=newest`,
  `/api/cars?fuel=${enc("디젤")}&year_min=2020&sort=mileage_asc`,
  `/api/cars?price_min=10000000&price_max=30000000&sort=year_desc`,
  `/api/cars?maker=${enc("제네시스")}&year_min=2021&sort=price_desc&page=2`,
  `/api/cars?transmission=${enc("오토")}&mileage_max=50000&sort=newest&page=3`,
  `/api/cars?maker=${enc("벤츠")}&price_max=60000000&sort=price_desc`,
  `/api/cars?year_min=2018&year_max=2022&fuel=${enc("가솔린")}&sort=year_desc&page=5`,
];

/** Creates the database when missing and migrates it; a database whose schema history no longer fits is recreated. */
export async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
      if (statement === "create" && exists.rowCount === 0) await client.query(`create database ${name}`);
      if (statement === "drop") await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  await run("create");
  try {
    await (await openDatabase({ databaseUrl: url, pgliteDir: "" })).close();
  } catch (err) {
    // The one initial migration is regenerated while nothing has shipped: start over.
    console.log(`  recreating ${name}: ${(err as Error).message.split("\n")[0]}`);
    await run("drop");
    await run("create");
    await (await openDatabase({ databaseUrl: url, pgliteDir: "" })).close();
  }
}

type Server = { kind: string; port: number; child: ChildProcess };

export async function startServer(kind: "app" | "minimal"): Promise<Server> {
  const child = fork(path.join(here, "catalogue-servers.ts"), [kind, DATABASE_URL], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m: { port: number }) => resolve(m.port));
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { kind, port, child };
}

async function stats(server: Server): Promise<{ maxRss: number; cpuMicros: number }> {
  server.child.send({ cmd: "stats" });
  return new Promise((resolve) => server.child.once("message", resolve));
}

export async function stopServer(server: Server): Promise<{ maxRss: number }> {
  const last = await stats(server);
  server.child.send({ cmd: "stop" });
  await new Promise((resolve) => server.child.once("exit", resolve));
  return last;
}

type Measure = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total?: number;
  cpuPerRequest?: number;
};
// Full-speed throughput: autocannon, closed loop. Latency at a fixed rate: pacedLoad (open loop).

async function load(port: number, paths: string[], opts: { seconds: number; connections: number }): Promise<Measure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: opts.connections,
    duration: opts.seconds,
    requests: paths.map((p) => ({ method: "GET" as const, path: p })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

type Scenario = { name: string; paths: string[]; p99Target: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medianOf(runs: Measure[]): Measure {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuPerRequest: median(runs.map((r) => r.cpuPerRequest ?? 0)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

type Results = Record<string, { max: Measure; fixed: Measure }>;

/**
 * Both servers run side by side (idle while the other is measured) and the runs alternate,
 * ROUNDS times, so that a change in background load hits both alike; medians are reported.
 */
async function measureBoth(servers: Record<"app" | "minimal", Server>, scenarios: Scenario[]) {
  const out: Record<"app" | "minimal", Results> = { app: {}, minimal: {} };
  for (const s of scenarios) {
    const runs = {
      app: { max: [] as Measure[], fixed: [] as Measure[] },
      minimal: { max: [] as Measure[], fixed: [] as Measure[] },
    };
    for (const kind of ["minimal", "app"] as const) {
      await load(servers[kind].port, s.paths, { seconds: WARMUP_SECONDS, connections: CONNECTIONS });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ["minimal", "app"] as const) {
        // CPU time of the server process per request: unlike req/s, not skewed by other load.
        const before = await stats(servers[kind]);
        const run = await load(servers[kind].port, s.paths, { seconds: SECONDS, connections: CONNECTIONS });
        const after = await stats(servers[kind]);
        runs[kind].max.push({
          ...run,
          cpuPerRequest: (after.cpuMicros - before.cpuMicros) / Math.max(1, run.total ?? 0),
        });
      }
      for (const kind of ["minimal", "app"] as const) {
        runs[kind].fixed.push(
          await pacedLoad(`http://127.0.0.1:${servers[kind].port}`, s.paths, { seconds: SECONDS, rate: RATE }),
        );
      }
    }
    for (const kind of ["minimal", "app"] as const) {
      const max = medianOf(runs[kind].max);
      const fixed = medianOf(runs[kind].fixed);
      out[kind][s.name] = { max, fixed };
      const bad = max.non2xx + fixed.non2xx + max.errors + fixed.errors;
      console.log(
        `  ${kind.padEnd(7)} ${s.name.padEnd(8)} max ${runs[kind].max.map((r) => r.rps.toFixed(0)).join(" / ")} req/s` +
          ` | at ${RATE}/s p99 ${runs[kind].fixed.map((r) => r.p99).join(" / ")} ms` +
          (bad > 0 ? `  !! non-2xx ${max.non2xx + fixed.non2xx}, errors ${max.errors + fixed.errors}` : ""),
      );
    }
  }
  return out;
}

export async function runCatalogueBench() {
  console.log(
    `Catalogue benchmark (medians of ${ROUNDS} alternating rounds): ${CARS} cars on ${DATABASE_URL.replace(/\/\/[^@]*@/, "//")}, ${SECONDS} s per run, ${CONNECTIONS} connections for max throughput, ${RATE} req/s fixed rate`,
  );
  await ensureDatabase(DATABASE_URL);
  await ensureBenchCatalogue(DATABASE_URL, CARS, (line) => console.log(`  ${line}`));

  // Detail ids spread over the whole table (sold-out cars included: they stay visible).
  const detailPaths = Array.from(
    { length: 500 },
    (_, i) => `/api/cars/${1 + Math.floor(((i * 7919) % 500) * (CARS / 500))}`,
  );
  const scenarios: Scenario[] = [
    { name: "list", paths: LIST_PATHS, p99Target: 25 },
    { name: "makers", paths: ["/api/cars/makers"], p99Target: 10 },
    { name: "detail", paths: detailPaths, p99Target: 10 },
  ];

  const servers = { minimal: await startServer("minimal"), app: await startServer("app") };
  const results = await measureBoth(servers, scenarios);
  const rss = { minimal: (await stopServer(servers.minimal)).maxRss, app: (await stopServer(servers.app)).maxRss };
  const app = { results: results.app, maxRss: rss.app };
  const minimal = { results: results.minimal, maxRss: rss.minimal };

  console.log("\nScenario  server   max req/s   p50   p99  cpu µs/req | @500/s p50   p99 | ratio | target");
  let ok = true;
  for (const s of scenarios) {
    const a = app.results[s.name];
    const m = minimal.results[s.name];
    const ratio = a.max.rps / m.max.rps;
    const latencyOk = a.fixed.p99 <= s.p99Target;
    const ratioOk = s.name !== "list" || ratio >= 0.7;
    ok &&= latencyOk && ratioOk;
    for (const [kind, r] of [
      ["minimal", m],
      ["app", a],
    ] as const) {
      console.log(
        `${s.name.padEnd(9)} ${kind.padEnd(8)} ${r.max.rps.toFixed(0).padStart(9)} ${String(r.max.p50).padStart(5)} ${String(r.max.p99).padStart(5)} ${(r.max.cpuPerRequest ?? 0).toFixed(0).padStart(11)} |` +
          ` ${String(r.fixed.p50).padStart(10)} ${String(r.fixed.p99).padStart(5)} |` +
          (kind === "app"
            ? ` ${(ratio * 100).toFixed(0).padStart(4)}% | p99 ≤ ${s.p99Target} ms ${latencyOk ? "ok" : "MISSED"}${s.name === "list" ? `, ≥ 70 % ${ratioOk ? "ok" : "MISSED"}` : ""}`
            : "       |"),
      );
    }
  }
  console.log(
    `\nPeak resident memory: app ${(app.maxRss / 2 ** 20).toFixed(0)} MB, minimal ${(minimal.maxRss / 2 ** 20).toFixed(0)} MB (target ≤ 250 MB)`,
  );
  console.log(ok ? "All catalogue targets met." : "Some catalogue targets were missed.");
  return ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runCatalogueBench().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err) => {
      console.error(err);
      process.exit(2);
    },
  );
}
