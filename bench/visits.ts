/**
 * What visit logging adds to a request (target ≤ 1 ms, architecture.md).
 *
 *   npx tsx bench/visits.ts                      # PGlite, plus PostgreSQL when TEST_DATABASE_URL is set
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/visits.ts
 *
 * Two measurements per database, both with TRUST_PROXY on and every request from one of
 * 5,000 public addresses (so the LRU misses, rows are geolocated from the bundled city
 * database and written in batches, as in production):
 *  1. in process: N sequential `app.inject` calls to POST /api/visits, to a no-op POST with
 *     the same body schema, and to GET /api/health; the visits' time includes draining the
 *     recorder afterwards, so the background INSERTs and lookups are charged to the requests.
 *  2. over HTTP: autocannon (10 connections) against the listening server, run in a child
 *     process so the load generator does not share the server's event loop.
 * The added cost is visits minus no-op, per request, in CPU time of the server process (the
 * figure that holds on a busy machine; PostgreSQL's own work happens in its server).
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { Type } from "typebox";
import { buildApp } from "../src/server/app.js";
import { createTestDatabase, testConfig } from "../test/test-app.js";

const INJECTS = Number(process.env.BENCH_INJECTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ADDRESSES = 5000;

/** Public IPv4 addresses spread over the allocated space (the first octet avoids reserved blocks). */
function publicAddresses(n: number): string[] {
  const firstOctets = [
    1, 2, 5, 8, 23, 31, 37, 41, 46, 58, 77, 78, 80, 82, 85, 89, 91, 95, 101, 103, 109, 112, 115, 118, 121, 125, 141,
    151, 168, 175, 178, 180, 185, 188, 193, 195, 200, 202, 203, 210, 211, 213, 217, 220,
  ];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, () => {
    const a = firstOctets[Math.floor(next() * firstOctets.length)];
    return `${a}.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}.${1 + Math.floor(next() * 254)}`;
  }).map((ip) => (ip.startsWith("203.0.113.") ? "203.0.114.1" : ip));
}

async function startServer(kind: "pglite" | "postgres") {
  const db = kind === "pglite" ? await createPglite() : await createTestDatabase();
  const app = await buildApp(testConfig({ trustProxy: true }, { LOG_LEVEL: "silent" }), {
    logger: false,
    database: db.database,
  });
  // The baseline: same method, same body validation, no logging.
  app.post(
    "/api/bench-noop",
    {
      config: { access: "public" },
      schema: { body: Type.Object({ path: Type.String({ minLength: 1, maxLength: 2048, pattern: "^/" }) }) },
    },
    async (_req, reply) => reply.status(204).send(),
  );
  await app.ready();
  return { app, db };
}

async function createPglite() {
  const saved = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  try {
    return await createTestDatabase();
  } finally {
    if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
  }
}

type Result = { name: string; wallUs: number; cpuUs: number };

/** CPU time of this process so far, in µs (user + system). */
const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

async function injectRound(kind: "pglite" | "postgres"): Promise<Result[]> {
  const { app, db } = await startServer(kind);
  const ips = publicAddresses(ADDRESSES);
  const body = JSON.stringify({ path: "/cars/123" });
  const headers = (i: number) => ({ "content-type": "application/json", "x-forwarded-for": ips[i % ips.length] });
  const routes: Array<{ name: string; run: (i: number) => Promise<unknown>; after?: () => Promise<void> }> = [
    { name: "GET /api/health", run: () => app.inject({ method: "GET", url: "/api/health" }) },
    {
      name: "POST no-op",
      run: (i) => app.inject({ method: "POST", url: "/api/bench-noop", payload: body, headers: headers(i) }),
    },
    {
      name: "POST /api/visits",
      run: (i) => app.inject({ method: "POST", url: "/api/visits", payload: body, headers: headers(i) }),
      after: () => app.core.visitRecorder.drain(),
    },
  ];
  // Warm up: JIT, the city database's first load, the route caches.
  for (const r of routes) {
    for (let i = 0; i < 2000; i++) await r.run(i);
    await r.after?.();
  }
  const results: Result[] = [];
  for (const r of routes) {
    const wall = process.hrtime.bigint();
    const cpu = cpuNow();
    for (let i = 0; i < INJECTS; i++) await r.run(i + 7);
    await r.after?.();
    results.push({
      name: r.name,
      wallUs: Number(process.hrtime.bigint() - wall) / 1000 / INJECTS,
      cpuUs: (cpuNow() - cpu) / INJECTS,
    });
  }
  await app.close();
  await db.drop();
  return results;
}

type LoadResult = {
  name: string;
  requests: number;
  rps: number;
  meanMs: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Server CPU per request (µs), background writes of the period included. */
  cpuUs: number;
};
type ServerReply = { cpu: number; rows: { n: number; located: number } };

/** Child process: serves the app on loopback; on request drains the recorder and reports its CPU time. */
async function serve(kind: "pglite" | "postgres") {
  const { app, db } = await startServer(kind);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  process.send!({ port: typeof address === "object" && address ? address.port : 0 });
  process.on("message", async (msg: { cmd: string }) => {
    if (msg.cmd === "snapshot") {
      await app.core.visitRecorder.drain();
      const rows = (await app.core.db.execute(
        sql`select count(*)::int as n, count(*) filter (where geo_status = 'ok')::int as located from visitor_logs`,
      )) as unknown as { rows: Array<{ n: number; located: number }> };
      process.send!({ cpu: cpuNow(), rows: rows.rows[0] } satisfies ServerReply);
    }
    if (msg.cmd === "stop") {
      await app.close();
      await db.drop();
      process.exit(0);
    }
  });
}

async function loadRound(kind: "pglite" | "postgres"): Promise<{ results: LoadResult[]; rows: ServerReply["rows"] }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_SERVE: kind },
    execArgv: ["--import", "tsx"],
  });
  const port = await new Promise<number>((resolve) => child.once("message", (m: { port: number }) => resolve(m.port)));
  const snapshot = () => {
    const reply = new Promise<ServerReply>((resolve) => child.once("message", (m: ServerReply) => resolve(m)));
    child.send({ cmd: "snapshot" });
    return reply;
  };
  const ips = publicAddresses(ADDRESSES);
  const body = JSON.stringify({ path: "/cars/123" });
  const post = (path: string) =>
    ips.map((ip) => ({
      method: "POST" as const,
      path,
      body,
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }));
  const scenarios = [
    { name: "GET /api/health", requests: [{ method: "GET" as const, path: "/api/health" }] },
    { name: "POST no-op", requests: post("/api/bench-noop") },
    { name: "POST /api/visits", requests: post("/api/visits") },
  ];
  const results: LoadResult[] = [];
  for (const s of scenarios) {
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: 10,
        duration,
        requests: s.requests as autocannon.Request[],
      });
    await run(2); // warm-up
    const before = await snapshot();
    const r = await run(SECONDS);
    const after = await snapshot();
    results.push({
      name: s.name,
      requests: r.requests.total,
      rps: r.requests.average,
      meanMs: r.latency.mean,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
      cpuUs: (after.cpu - before.cpu) / r.requests.total,
    });
  }
  const { rows } = await snapshot();
  child.send({ cmd: "stop" });
  await new Promise((resolve) => child.once("exit", resolve));
  return { results, rows };
}

async function main() {
  const kinds: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  for (const kind of kinds) {
    console.log(`\n=== ${kind}`);
    const inject = await injectRound(kind);
    console.log(`in process, ${INJECTS} sequential app.inject calls each, per request:`);
    for (const r of inject) {
      console.log(
        `  ${r.name.padEnd(18)} wall ${r.wallUs.toFixed(1).padStart(7)} µs   CPU ${r.cpuUs.toFixed(1).padStart(7)} µs`,
      );
    }
    const noop = inject.find((r) => r.name === "POST no-op")!;
    const visits = inject.find((r) => r.name === "POST /api/visits")!;
    console.log(
      `  added by visit logging (background writes included): CPU ${(visits.cpuUs - noop.cpuUs).toFixed(1)} µs, wall ${(visits.wallUs - noop.wallUs).toFixed(1)} µs`,
    );

    const load = await loadRound(kind);
    console.log(`over HTTP, autocannon 10 connections × ${SECONDS} s (server in its own process):`);
    for (const r of load.results) {
      console.log(
        `  ${r.name.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} req/s  mean ${r.meanMs.toFixed(2)} ms  p50 ${r.p50} ms  p99 ${r.p99} ms  server CPU ${r.cpuUs.toFixed(1)} µs/req  errors ${r.errors}  non-2xx ${r.non2xx}`,
      );
    }
    const n = load.results.find((r) => r.name === "POST no-op")!;
    const v = load.results.find((r) => r.name === "POST /api/visits")!;
    console.log(`  added server CPU per visit (background writes included): ${(v.cpuUs - n.cpuUs).toFixed(1)} µs`);
    console.log(`  added mean latency at saturation: ${(v.meanMs - n.meanMs).toFixed(3)} ms`);
    console.log(`  visitor_logs rows written: ${load.rows.n} (${load.rows.located} located)`);
  }
}

if (process.env.BENCH_SERVE) void serve(process.env.BENCH_SERVE as "pglite" | "postgres");
else void main();
