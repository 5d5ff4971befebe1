// Long-tail catalogue bench: every request asks a list page nobody asked before (a random price
// floor, page and sort on top of a maker/fuel filter), so no whole-answer cache can serve it. Runs
// the project's app and raw node+pg servers (bench/catalogue-servers.ts) and the FastAPI peer
// (its directory in PEER_DIR, as for `npm run bench -- peer`) on one PostgreSQL database that `npm run bench -- peer` filled,
// interleaved rounds, medians. Also a "realistic mix": 80 % from 40 popular pages, 20 % long tail.
// Usage (cwd = the project checkout): PEER_DIR=… node bench/longtail.mjs [--db URL] [--seconds 5] [--rounds 3]
// Needs Debian's python3-fastapi, -uvicorn, -asyncpg, -uvloop, -httptools for the peer, and the project's
// bench/catalogue-servers.ts (app and raw servers) and autocannon.
import { fork, spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((a, v, i, all) => (v.startsWith("--") ? [...a, [v.slice(2), all[i + 1]]] : a), []),
);
const DB = args.db ?? "postgres://postgres@127.0.0.1:5432/bench_catalogue";
const SECONDS = Number(args.seconds ?? 5);
const ROUNDS = Number(args.rounds ?? 3);
const CONN = Number(args.connections ?? 32);
const project = process.cwd();
const require = createRequire(path.join(project, "package.json"));
const autocannon = require("autocannon");
const peerDir = process.env.PEER_DIR;
if (!peerDir || !fs.existsSync(peerDir)) {
  console.error("PEER_DIR must name the FastAPI peer's directory (its app.py)");
  process.exit(2);
}

const enc = encodeURIComponent;
const makers = ["현대", "기아", "제네시스", "쉐보레", "르노코리아", "쌍용", "벤츠", "BMW"];
const fuels = ["가솔린", "디젤", "LPG", "하이브리드"];
const sorts = ["newest", "price_asc", "price_desc", "year_desc", "mileage_asc"];
let seed = 12345;
const rnd = (n) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const tail = () => {
  const p = [];
  if (rnd(2)) p.push(`maker=${enc(makers[rnd(makers.length)])}`);
  else p.push(`fuel=${enc(fuels[rnd(fuels.length)])}`);
  p.push(`price_min=${1_000_000 + rnd(20_000_000)}`);
  if (rnd(2)) p.push(`year_min=${2010 + rnd(12)}`);
  p.push(`sort=${sorts[rnd(sorts.length)]}`);
  p.push(`page=${1 + rnd(5)}`);
  return `/api/cars?${p.join("&")}`;
};
const popular = Array.from(
  { length: 40 },
  (_, i) => `/api/cars?maker=${enc(makers[i % 8])}&sort=${sorts[i % 5]}&page=${1 + (i % 3)}`,
);
const mix = () => (rnd(10) < 8 ? popular[rnd(popular.length)] : tail());

async function startNode(kind) {
  const child = fork(path.join(project, "bench/catalogue-servers.ts"), [kind, DB], {
    cwd: project,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise((res, rej) => {
    child.once("message", (m) => res(m.port));
    child.once("exit", (c) => rej(new Error(`${kind} exited ${c}`)));
  });
  return { kind, port, child };
}
async function startPeer() {
  const tr = path.join(os.tmpdir(), `longtail-tr-${process.pid}.json`);
  const json = execFileSync(
    "npx",
    [
      "tsx",
      "-e",
      'import("./src/shared/vehicle-terms.ts").then(m=>process.stdout.write(JSON.stringify(m.DEFAULT_TRANSLATIONS.map(({ko,en,mn,ru})=>({ko,en,mn,ru})))))',
    ],
    { cwd: project, maxBuffer: 64 << 20 },
  );
  fs.writeFileSync(tr, json);
  const port = 3199;
  const child = spawn(
    "/usr/bin/python3",
    [
      "-m",
      "uvicorn",
      "app:app",
      "--app-dir",
      peerDir,
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--workers",
      "2",
      "--loop",
      "uvloop",
      "--http",
      "httptools",
      "--no-access-log",
      "--log-level",
      "warning",
    ],
    { env: { ...process.env, TRANSLATIONS: tr, DATABASE_URL: DB, POOL_SIZE: "5" }, stdio: "inherit", detached: true },
  );
  for (let i = 0; i < 60; i++) {
    try {
      if ((await globalThis.fetch(`http://127.0.0.1:${port}/api/cars`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { kind: "peer", port, child };
}
function load(port, gen, seconds) {
  return new Promise((res, rej) => {
    const inst = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONN,
        duration: seconds,
        requests: [{ method: "GET", setupRequest: (r) => ({ ...r, path: gen() }) }],
      },
      (err, r) => (err ? rej(err) : res({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx })),
    );
    void inst;
  });
}
async function sameAnswers(servers) {
  let diff = 0;
  for (let i = 0; i < 30; i++) {
    const p = tail();
    const ids = await Promise.all(
      servers.map(async (s) => {
        const j = await (await globalThis.fetch(`http://127.0.0.1:${s.port}${p}`)).json();
        return JSON.stringify([j.total, (j.items ?? j.cars ?? []).map((c) => c.id)]);
      }),
    );
    if (new Set(ids).size !== 1) {
      diff++;
      if (diff <= 2)
        console.log(
          "DIFF",
          p,
          ids.map((x) => x.slice(0, 120)),
        );
    }
  }
  return diff;
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

const servers = [await startNode("app"), await startNode("minimal"), await startPeer()];
servers[1].kind = "raw";
const summary = {};
try {
  const differing = await sameAnswers(servers);
  console.log(`answers differing on 30 long-tail pages: ${differing}`);
  summary.differing = differing;
  for (const [name, gen] of [
    ["long tail (every page new)", tail],
    ["mix 80 % popular / 20 % tail", mix],
  ]) {
    const r = { app: [], raw: [], peer: [] };
    const p99 = { app: [], raw: [], peer: [] };
    let errs = 0;
    for (const s of servers) await load(s.port, gen, 2);
    for (let k = 0; k < ROUNDS; k++)
      for (const s of servers) {
        const m = await load(s.port, gen, SECONDS);
        r[s.kind].push(m.rps);
        p99[s.kind].push(m.p99);
        errs += m.errors;
      }
    const a = median(r.app),
      w = median(r.raw),
      f = median(r.peer);
    summary[name.startsWith("long") ? "tail" : "mix"] = { raw: a / w, peer: a / f };
    console.log(
      `${name}: app ${a.toFixed(0)} req/s (p99 ${median(p99.app)} ms) | raw ${w.toFixed(0)} (p99 ${median(p99.raw)}) | peer ${f.toFixed(0)} (p99 ${median(p99.peer)}) | app/peer ${(a / f).toFixed(2)}x app/raw ${(a / w).toFixed(2)} | errors ${errs}`,
    );
  }
} finally {
  for (const s of servers) {
    try {
      if (s.kind === "peer") process.kill(-s.child.pid, "SIGTERM");
      else s.child.kill("SIGTERM");
    } catch {
      // already gone
    }
  }
}
// Targets of the third round: the uncached path at least level with raw node+pg and 1.5x the peer; the mix 5x the peer.
const pass = summary.differing === 0 && summary.tail?.raw >= 1.0 && summary.tail?.peer >= 1.5 && summary.mix?.peer >= 5;
console.log(
  `long tail: app/raw ${summary.tail?.raw.toFixed(2)} (want >= 1.0), app/peer ${summary.tail?.peer.toFixed(2)} (want >= 1.5); mix app/peer ${summary.mix?.peer.toFixed(2)} (want >= 5)`,
);
process.exit(pass ? 0 : 1);
