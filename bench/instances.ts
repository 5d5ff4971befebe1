/**
 * One API instance or two, on the same machine and database, under the same load generator:
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalogue npm run bench -- instances
 *
 * Starts two ROLE=api processes (catalogue-servers.ts "app") on the catalogue database (filled
 * with BENCH_CARS cars when missing), then alternates, BENCH_ROUNDS times: the filtered-list load
 * with all connections on instance A, and the same load split evenly over A and B (what a load
 * balancer does). Prints the medians of the total req/s and each instance's peak resident memory.
 * On a 2-core machine two instances share the same two cores with PostgreSQL and the load
 * generator, so the figure shows what a second process adds there, not what a second machine would.
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { ensureDatabase, LIST_PATHS } from "./catalogue.js";
import { ensureBenchCatalogue } from "./catalogue-data.js";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_catalogue";
const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const here = path.dirname(fileURLToPath(import.meta.url));

type Instance = { port: number; child: ChildProcess };

async function startInstance(): Promise<Instance> {
  const child = fork(path.join(here, "catalogue-servers.ts"), ["app", DATABASE_URL], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m: { port: number }) => resolve(m.port));
    child.once("exit", (code) => reject(new Error(`app instance exited with ${code}`)));
  });
  return { port, child };
}

async function peakRss(instance: Instance): Promise<number> {
  instance.child.send({ cmd: "stats" });
  const stats = await new Promise<{ maxRss: number }>((resolve) => instance.child.once("message", resolve));
  return stats.maxRss;
}

/** Requests per second over `SECONDS`, with `connections` connections to one instance. */
async function load(port: number, connections: number): Promise<{ rps: number; failed: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: SECONDS,
    requests: LIST_PATHS.map((p) => ({ method: "GET" as const, path: p })),
  });
  return { rps: result.requests.average, failed: result.non2xx + result.errors + result.timeouts };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  await ensureDatabase(DATABASE_URL);
  await ensureBenchCatalogue(DATABASE_URL, CARS, (line) => console.log(line));
  const [a, b] = [await startInstance(), await startInstance()];
  try {
    await Promise.all([load(a.port, CONNECTIONS / 2), load(b.port, CONNECTIONS / 2)]); // warm-up
    const one: number[] = [];
    const two: number[] = [];
    let failed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const single = await load(a.port, CONNECTIONS);
      const split = await Promise.all([load(a.port, CONNECTIONS / 2), load(b.port, CONNECTIONS / 2)]);
      one.push(single.rps);
      two.push(split[0].rps + split[1].rps);
      failed += single.failed + split[0].failed + split[1].failed;
      console.log(
        `round ${round + 1}: one instance ${single.rps.toFixed(0)} req/s, two ${two.at(-1)!.toFixed(0)} req/s`,
      );
    }
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `filtered list, ${CONNECTIONS} connections, medians of ${ROUNDS}: one instance ${median(one).toFixed(0)} req/s, ` +
        `two instances ${median(two).toFixed(0)} req/s (×${(median(two) / median(one)).toFixed(2)}); ` +
        `peak RSS A ${mb(await peakRss(a))}, B ${mb(await peakRss(b))}; failed requests ${failed}`,
    );
  } finally {
    for (const instance of [a, b]) instance.child.send({ cmd: "stop" });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
