/**
 * One API instance or two, on the same machine and database, under the same load generator:
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalogue npm run bench -- instances
 *
 * Starts two ROLE=api processes exactly as production runs them (the compiled server,
 * `node dist/server/main.js`, with compose.yaml's &API_NODE_OPTIONS) on the catalogue database
 * (filled with BENCH_CARS cars when missing), then alternates, BENCH_ROUNDS times: the
 * filtered-list load with all connections on instance A, and the same load split evenly over A
 * and B (what a load balancer does). Prints the medians of the total req/s and each instance's
 * peak resident memory (the kernel's VmHWM of the process).
 * On a 2-core machine two instances share the same two cores with PostgreSQL and the load
 * generator, so the figure shows what a second process adds there, not what a second machine would.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { ensureDatabase, LIST_PATHS } from "./catalogue.js";
import { ensureBenchCatalogue } from "./catalogue-data.js";
import { freePort } from "./free-port.js";
import { BENCH_PRODUCTION_ENV } from "./production-env.js";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_catalogue";
const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The Node options compose.yaml gives the API instances (read from it, so the two never differ). */
const API_NODE_OPTIONS = /&API_NODE_OPTIONS\s+"([^"]+)"/
  .exec(fs.readFileSync(path.join(root, "compose.yaml"), "utf8"))![1]
  .trim();

type Instance = { port: number; child: ChildProcess };

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_OPTIONS: API_NODE_OPTIONS,
      DATABASE_URL,
      ...BENCH_PRODUCTION_ENV,
      ROLE: "api",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DEMO_DATA: "false",
      DATA_DIR: path.join(os.tmpdir(), "kcar-bench"),
    },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`app instance exited with ${code}`))),
  );
  for (;;) {
    const up = fetch(`http://127.0.0.1:${port}/api/cars/makers`).then(
      (r) => r.ok,
      () => false,
    );
    if (await Promise.race([up, exited])) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The process's peak resident memory, as the kernel counts it. */
function peakRss(instance: Instance): number {
  const status = fs.readFileSync(`/proc/${instance.child.pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) * 1024;
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
  execFileSync(process.execPath, [path.join(root, "tools/build-server.mjs")], { stdio: "inherit" });
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
        `peak RSS A ${mb(peakRss(a))}, B ${mb(peakRss(b))}; failed requests ${failed}`,
    );
  } finally {
    for (const instance of [a, b]) instance.child.kill("SIGTERM");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
