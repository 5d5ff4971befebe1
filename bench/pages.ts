/**
 * Server-rendered pages against the JSON they are drawn from (issue 25, docs/decisions/0004):
 *
 *   npm run bench -- pages
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kcar_bench BENCH_CARS=100000 npm run bench -- pages
 *
 * On the 100,000-car database, the real service (ROLE=api, the built web app and its server
 * render: run `npm run build` or `node tools/build-web.mjs` first) answers GET /cars/{id} and
 * GET /cars?… as HTML beside GET /api/cars/{id} and GET /api/cars?…: the highest throughput
 * (autocannon, BENCH_CONNECTIONS connections) and the latency at a steady BENCH_RATE req/s
 * (paced-load.ts, open loop). Pages are measured as visitors mostly get them (from the page
 * cache, which the domain events clear), and once more uncached: each request a car page
 * no one asked for before, at BENCH_COLD_RATE req/s.
 * Target: car page HTML p99 ≤ 50 ms at 100 req/s.
 */
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { ensureBenchCatalogue } from "./catalogue-data.js";
import { ensureDatabase, LIST_PATHS } from "./catalogue.js";
import { pacedLoad, type PacedResult } from "./paced-load.js";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/kcar_bench";
const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const COLD_RATE = Number(process.env.BENCH_COLD_RATE ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));

async function maxThroughput(origin: string, paths: string[]) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((p) => ({ method: "GET" as const, path: p, headers: { "accept-language": "ru" } })),
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, bad: result.non2xx + result.errors };
}

const row = (name: string, max: { rps: number; p99: number; bad: number }, paced: PacedResult) =>
  `  ${name.padEnd(22)} ${String(max.rps).padStart(7)} req/s (p99 ${String(max.p99).padStart(4)} ms)   ` +
  `at ${RATE} req/s: p50 ${paced.p50} ms, p99 ${paced.p99} ms, max ${paced.max} ms` +
  (max.bad + paced.non2xx + paced.errors > 0 ? `  !! ${max.bad + paced.non2xx} non-2xx, ${paced.errors} errors` : "");

async function main() {
  console.log(
    `Pages benchmark: ${CARS} cars on ${DATABASE_URL.replace(/\/\/[^@]*@/, "//")}, ${SECONDS} s per run, ` +
      `${CONNECTIONS} connections for max throughput, ${RATE} req/s fixed rate`,
  );
  await ensureDatabase(DATABASE_URL);
  await ensureBenchCatalogue(DATABASE_URL, CARS, (line) => console.log(`  ${line}`));
  const child = fork(path.join(here, "catalogue-servers.ts"), ["app", DATABASE_URL], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve) => child.once("message", (m: { port: number }) => resolve(m.port)));
  const origin = `http://127.0.0.1:${port}`;
  try {
    const ids = Array.from({ length: 8 }, (_, i) => 1 + Math.floor((i * CARS) / 8));
    const langs = ["en", "ko", "mn", "ru"];
    const carPages = ids.map((id, i) => `/cars/${id}?lang=${langs[i % 4]}`);
    const listPages = LIST_PATHS.slice(0, 4).map((p, i) => `${p.replace("/api/cars", "/cars")}&lang=${langs[i % 4]}`);
    const scenarios = [
      { name: "car page HTML", paths: carPages },
      { name: "car JSON", paths: ids.map((id) => `/api/cars/${id}`) },
      { name: "list page HTML", paths: listPages },
      { name: "list JSON", paths: LIST_PATHS.slice(0, 4) },
    ];
    const first = await fetch(`${origin}${carPages[0]}`);
    const html = await first.text();
    if (!html.includes('id="ssr-state"'))
      throw new Error("the car page was not rendered on the server: build the web app first");
    // Warm-up: JIT, the render bundle, the caches.
    for (const s of scenarios) await pacedLoad(origin, s.paths, { rate: 20, seconds: 3 });
    console.log(`\n  ${"".padEnd(22)} max throughput               latency at a steady rate`);
    for (const s of scenarios) {
      const max = await maxThroughput(origin, s.paths);
      const paced = await pacedLoad(origin, s.paths, { rate: RATE, seconds: SECONDS });
      console.log(row(s.name, max, paced));
    }
    // Uncached: each request a car page (and language) not rendered before.
    const cold = Array.from({ length: COLD_RATE * SECONDS }, (_, i) => {
      const id = 1 + ((i * 7919 + 13) % CARS);
      return `/cars/${id}?lang=${langs[i % 4]}`;
    });
    const uncached = await pacedLoad(origin, cold, { rate: COLD_RATE, seconds: SECONDS });
    console.log(
      `  ${"car page HTML, uncached".padEnd(22)} at ${COLD_RATE} req/s: p50 ${uncached.p50} ms, p99 ${uncached.p99} ms, max ${uncached.max} ms` +
        (uncached.non2xx + uncached.errors > 0 ? `  !! ${uncached.non2xx} non-2xx, ${uncached.errors} errors` : ""),
    );
    console.log(`\n  target: car page HTML p99 ≤ 50 ms at 100 req/s`);
  } finally {
    child.send({ cmd: "stop" });
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

void main();
