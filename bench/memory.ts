/**
 * `npm run bench -- memory`: an instance's memory after 2,000 catalogue requests (issue 54), the
 * check docs/performance.md ("An instance's memory") reports:
 *
 *   npm run bench -- memory [--mode dev|prod] [--requests 2000] [--rest 5] [--snapshot] [--keep] [--built]
 *
 * Two instances on one new PostgreSQL database (BENCH_MEMORY_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/kcar_bench_memory, dropped and created again each run) with
 * Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379, under a key prefix of this run's own),
 * the small demo catalogue (the first start seeds it). `--mode dev` starts each as `npm start`
 * does (tsx on the sources, after the web build), `--mode prod` as `npm run build && npm run
 * start:prod` does (the compiled server, plain node, no Node options). Then the requests, split
 * evenly between the two: the list API with different filters, sorts, pages and languages, car
 * details, makers and models, and the server-rendered list and car pages. After them, and a few
 * seconds' rest, each server process's resident memory (and the kernel's split into anonymous and
 * file-backed pages), the whole process tree's, and with `--snapshot` instance A's heap snapshot
 * (taken through `--heapsnapshot-signal`, which is itself a full GC) summarised by
 * bench/heap-summary.ts: the live heap by kind and what retains the most.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { printHeapSummary, summariseHeap } from "./heap-summary.js";
import { freePort } from "./free-port.js";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const mode = (arg("mode") ?? "dev") as "dev" | "prod";
if (mode !== "dev" && mode !== "prod") throw new Error("--mode is dev or prod");
const REQUESTS = Number(arg("requests") ?? 2000);
const CONCURRENCY = 8;
/** Seconds between the last request and the reading: V8 gives memory back when a process goes quiet. */
const REST_SECONDS = Number(arg("rest") ?? 5);
const SNAPSHOT = process.argv.includes("--snapshot");
const DATABASE_URL = process.env.BENCH_MEMORY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/kcar_bench_memory";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-bench-memory-"));
/** One key for both instances: they share a database, and each DATA_DIR would otherwise get its own. */
const SECRETS_KEY = process.env.SECRETS_KEY ?? randomBytes(32).toString("hex");

async function recreateDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

type Instance = { name: string; base: string; child: ChildProcess };

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = path.join(runDir, name);
  // What `npm start` runs once the web app is built, and what `npm run start:prod` runs.
  const [command, args] = mode === "dev" ? ["npm", ["run", "start:server"]] : ["npm", ["run", "start:prod"]];
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      // The probe answers SIGUSR2 with the process's memory figures (bench/memory-probe.mjs).
      // BENCH_NODE_OPTIONS: more Node options to try (V8 flags such as --max-semi-space-size).
      NODE_OPTIONS: `--import=${pathToFileURL(path.join(root, "bench/memory-probe.mjs")).href} ${process.env.BENCH_NODE_OPTIONS ?? ""}`,
      MEMORY_PROBE_DIR: runDir,
      MEMORY_PROBE_SNAPSHOT: SNAPSHOT && name === "A" ? "1" : "0",
      DATABASE_URL,
      REDIS_URL,
      REDIS_KEY_PREFIX: `bench-memory-${process.pid}:`,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SECRETS_KEY,
      LOG_LEVEL: "warn",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, base, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`instance ${name} was not ready in 5 minutes`);
}

/** Every process under `pid` (itself included), from /proc. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    out.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return out;
}

const cmdline = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
const kb = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) * 1024;

/** The process that runs the server: the deepest one whose command names the server's entry. */
function serverPid(instance: Instance): number {
  const tree = processTree(instance.child.pid!);
  const runners = tree.filter((p) => /src\/server\/main\.ts|dist\/server\/main\.js/.test(cmdline(p)));
  const leaf = runners.find(
    (p) =>
      !processTree(p)
        .slice(1)
        .some((c) => runners.includes(c)),
  );
  if (!leaf) throw new Error(`no server process under ${instance.child.pid}`);
  return leaf;
}

type Memory = { rss: number; anon: number; file: number; peak: number; tree: number; treeNames: string[] };

function memoryOf(instance: Instance): Memory {
  const pid = serverPid(instance);
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const tree = processTree(instance.child.pid!);
  let treeRss = 0;
  const names: string[] = [];
  for (const p of tree) {
    try {
      const s = fs.readFileSync(`/proc/${p}/status`, "utf8");
      const rss = kb(s, "VmRSS");
      treeRss += rss;
      names.push(`${/Name:\s+(\S+)/.exec(s)?.[1]} ${(rss / 1024 / 1024).toFixed(0)} MB`);
    } catch {
      // gone meanwhile
    }
  }
  return {
    rss: kb(status, "VmRSS"),
    anon: kb(status, "RssAnon"),
    file: kb(status, "RssFile") + kb(status, "RssShmem"),
    peak: kb(status, "VmHWM"),
    tree: treeRss,
    treeNames: names,
  };
}

const enc = encodeURIComponent;
const LANGS = ["en", "ko", "mn", "ru"];
const SORTS = ["newest", "price_asc", "price_desc", "year_desc", "mileage_asc"];

/** The requests, in order: different enough that every cache fills as a day's visitors fill it. */
async function requestPaths(base: string): Promise<string[]> {
  const makers = (await (await fetch(`${base}/api/cars/makers`)).json()) as { maker: string }[];
  const ids = ((await (await fetch(`${base}/api/cars?page_size=100`)).json()) as { items: { id: number }[] }).items.map(
    (c) => c.id,
  );
  const paths: string[] = [];
  for (let i = 0; paths.length < REQUESTS; i++) {
    const maker = makers[i % makers.length]?.maker;
    const lang = LANGS[i % LANGS.length];
    const sort = SORTS[i % SORTS.length];
    const id = ids[i % ids.length];
    const filters = [
      `sort=${sort}`,
      i % 3 === 0 && maker ? `maker=${enc(maker)}` : "",
      i % 4 === 1 ? `price_max=${(10 + (i % 9) * 5) * 1_000_000}` : "",
      i % 5 === 2 ? `year_min=${2012 + (i % 10)}` : "",
      i % 7 === 3 ? "no_accident=true" : "",
      i % 11 === 4 ? `page=${2 + (i % 3)}` : "",
    ]
      .filter(Boolean)
      .join("&");
    switch (i % 10) {
      case 0:
      case 1:
      case 2:
      case 3:
        paths.push(`/api/cars?${filters}&page_size=${[24, 12, 48][i % 3]}`);
        break;
      case 4:
        paths.push(`/api/cars/${id}?lang=${lang}`);
        break;
      case 5:
        paths.push(maker && i % 20 === 5 ? `/api/cars/models?maker=${enc(maker)}` : "/api/cars/makers");
        break;
      case 6:
      case 7:
        paths.push(`/cars?${filters}&lang=${lang}`);
        break;
      default:
        paths.push(`/cars/${id}?lang=${lang}`);
    }
  }
  return paths;
}

async function load(instances: Instance[], paths: string[]) {
  let next = 0;
  const status = new Map<number, number>();
  const worker = async () => {
    while (next < paths.length) {
      const i = next++;
      const res = await fetch(instances[i % instances.length].base + paths[i], {
        headers: { "accept-encoding": i % 2 ? "br" : "gzip" },
      });
      await res.arrayBuffer();
      status.set(res.status, (status.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return status;
}

type Probe = {
  memoryUsage: NodeJS.MemoryUsage;
  heap: { heap_size_limit: number; total_physical_size: number; malloced_memory: number };
  spaces: { space_name: string; space_size: number; space_used_size: number; physical_space_size: number }[];
  snapshot?: string;
};

/** The server process's own figures (bench/memory-probe.mjs), and its heap snapshot when asked for. */
async function probe(instance: Instance): Promise<Probe> {
  const pid = serverPid(instance);
  const file = path.join(runDir, `${pid}.json`);
  fs.rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as Probe;
  }
  throw new Error(`no answer from the probe of ${instance.name}`);
}

function stop(instance: Instance) {
  try {
    process.kill(-instance.child.pid!, "SIGTERM");
  } catch {
    // already gone
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  console.log(
    `memory bench, mode ${mode}, ${REQUESTS} requests, Node options "${process.env.BENCH_NODE_OPTIONS ?? ""}"; load ${os.loadavg()[0].toFixed(2)}`,
  );
  if (mode === "dev") execFileSync(process.execPath, [path.join(root, "tools/build-web.mjs")], { stdio: "inherit" });
  else if (!process.argv.includes("--built")) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  await recreateDatabase(DATABASE_URL);
  const instances: Instance[] = [];
  try {
    // One after the other: the first seeds the demo catalogue.
    instances.push(await startInstance("A"));
    instances.push(await startInstance("B"));
    const started = instances.map(memoryOf);
    const paths = await requestPaths(instances[0].base);
    const t0 = Date.now();
    const statuses = await load(instances, paths);
    console.log(
      `${paths.length} requests in ${((Date.now() - t0) / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    await new Promise((r) => setTimeout(r, REST_SECONDS * 1000));
    const memory = instances.map(memoryOf);
    const probes: Probe[] = [];
    for (const instance of instances) probes.push(await probe(instance));
    console.log(
      `\n| instance (${mode}) | RSS after start | RSS after the load | anon / file | peak | ` +
        `V8 heap used / committed | young gen committed | code space | external (array buffers) | process tree |`,
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    instances.forEach((instance, i) => {
      const m = memory[i];
      const u = probes[i].memoryUsage;
      const space = (name: string) => probes[i].spaces.find((s) => s.space_name === name)?.space_size ?? 0;
      console.log(
        `| ${instance.name} | ${mb(started[i].rss)} | ${mb(m.rss)} | ${mb(m.anon)} / ${mb(m.file)} | ${mb(m.peak)} | ` +
          `${mb(u.heapUsed)} / ${mb(u.heapTotal)} | ${mb(space("new_space"))} | ${mb(space("code_space"))} | ` +
          `${mb(u.external)} (${mb(u.arrayBuffers)}) | ${mb(m.tree)}: ${m.treeNames.join(", ")} |`,
      );
    });
    console.log(`${REST_SECONDS} s after the last request; load ${os.loadavg()[0].toFixed(2)}`);
    console.log(
      "V8 spaces of A (committed MB): " +
        probes[0].spaces.map((s) => `${s.space_name} ${(s.space_size / 1048576).toFixed(1)}`).join(", "),
    );
    const snapshot = probes[0].snapshot;
    if (snapshot) {
      console.log(`\nheap snapshot of A: ${snapshot} (${mb(fs.statSync(snapshot).size)} on disk)`);
      printHeapSummary(summariseHeap(snapshot));
    }
  } finally {
    instances.forEach(stop);
    if (!process.argv.includes("--keep")) fs.rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
