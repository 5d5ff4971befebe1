/**
 * `npm run bench -- compression`: what compression costs the cached public JSON answers (the
 * catalogue's hot path, 0002). Starts the service (`tsx src/server/main.ts`, embedded
 * database with the demo catalogue, its own DATA_DIR and port) and, in interleaved rounds,
 * loads the cached list and car answers with Accept-Encoding none, gzip and br; prints the
 * medians of req/s, p99 and bytes per answer.
 *
 *   npm run bench -- compression [--baseline /path/to/another/checkout] [--port 3112]
 *
 * `--baseline` starts a second checkout the same way (e.g. `git archive main` unpacked with
 * this node_modules linked in) and measures it in the same rounds: before/after on one machine.
 * On a shared 2-core machine absolute figures move with the neighbours' load: only ratios count.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const basePort = Number(arg("port") ?? 3112);
const baseline = arg("baseline");

type Server = { name: string; port: number; child: ChildProcess };

async function start(name: string, dir: string, port: number): Promise<Server> {
  const dataDir = path.join(os.tmpdir(), `kcar-bench-compression-${name}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(dir, "node_modules/tsx/dist/cli.mjs"), "src/server/main.ts"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DEMO_DATA: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { name, port, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} did not become ready`);
}

async function load(port: string | number, pathname: string, encoding: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${pathname}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: encoding ? { "accept-encoding": encoding } : {},
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    errors: result.errors + result.non2xx,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const servers = [await start("this", root, basePort)];
  if (baseline) servers.push(await start("baseline", path.resolve(baseline), basePort + 1));
  try {
    const list = (await (await fetch(`http://127.0.0.1:${basePort}/api/cars?page_size=24`)).json()) as {
      items: { id: number }[];
    };
    const paths = ["/api/cars?page_size=24", `/api/cars/${list.items[0].id}`];
    const encodings = ["", "gzip", "br"];
    const results = new Map<string, { rps: number[]; p99: number[]; bytes: number[]; errors: number }>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of paths)
        for (const e of encodings)
          for (const s of servers) {
            const r = await load(s.port, p, e);
            const key = `${s.name}|${p}|${e || "none"}`;
            const acc = results.get(key) ?? { rps: [], p99: [], bytes: [], errors: 0 };
            acc.rps.push(r.rps);
            acc.p99.push(r.p99);
            acc.bytes.push(r.bytes);
            acc.errors += r.errors;
            results.set(key, acc);
          }
    }
    console.log(
      `\nCached public JSON, medians of ${ROUNDS} interleaved rounds, ${SECONDS} s × ${CONNECTIONS} connections; load ${os.loadavg()[0].toFixed(2)}`,
    );
    console.log("| server | answer | Accept-Encoding | req/s | p99 | bytes/answer | errors |");
    console.log("|---|---|---|---|---|---|---|");
    for (const [key, r] of results) {
      const [server, p, e] = key.split("|");
      console.log(
        `| ${server} | ${p} | ${e} | ${Math.round(median(r.rps))} | ${median(r.p99)} ms | ${Math.round(median(r.bytes))} | ${r.errors} |`,
      );
    }
  } finally {
    for (const s of servers) s.child.kill("SIGTERM");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
