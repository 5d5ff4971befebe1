/**
 * Catalogue side by side with the FastAPI + asyncpg peer (issue 17, "Catalogue speed"):
 *
 *   npm run bench -- peer
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalogue BENCH_CARS=100000 npm run bench -- peer
 *
 * Runs three servers on one PostgreSQL database filled with BENCH_CARS cars (its own database,
 * bench_catalogue by default, created when missing — never the tests' one):
 *  - app: the real service (catalogue-servers.ts "app");
 *  - raw: node:http + pg running the same SQL and JSON (catalogue-servers.ts "minimal");
 *  - peer: the FastAPI + asyncpg peer in PEER_DIR (Debian packages python3-fastapi, -uvicorn,
 *    -asyncpg, -uvloop, -httptools), 2 workers × 5 connections = the app's pool of 10.
 * Before timing, each request is checked to return the same ids in the same order on all three.
 * Then per scenario, in interleaved rounds (app, raw, peer, app, …), autocannon at full speed;
 * medians of BENCH_ROUNDS. The q scenario also gets its latency at a steady BENCH_Q_RATE req/s.
 * On a shared 2-core machine absolute figures move with the neighbours' load: only ratios count.
 */
import { spawn, fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { DEFAULT_TRANSLATIONS } from "../src/shared/vehicle-terms.js";
import { PgDialect } from "drizzle-orm/pg-core";
import { CAR_SORTS, listCountSql, listPageSql, type CarSort } from "../src/server/modules/car-search/list-sql.js";
import { filtersFromParams } from "../src/server/modules/car-search/list-filters.js";
import { LIST_PATHS, ensureDatabase } from "./catalogue.js";
import { ensureBenchCatalogue } from "./catalogue-data.js";
import { pacedLoad } from "./paced-load.js";

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_catalogue";
const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const Q_RATE = Number(process.env.BENCH_Q_RATE ?? 200);
/** The peer's directory (its app.py): it is not part of this repository. */
const PEER_DIR = process.env.PEER_DIR ?? "";
const PEER_PORT = Number(process.env.PEER_PORT ?? 3103);
// Debian's python3, whose packages the peer uses (not a pyenv or virtualenv python3 on PATH).
const PEER_PYTHON = process.env.PEER_PYTHON ?? "/usr/bin/python3";

const here = path.dirname(fileURLToPath(import.meta.url));
const enc = encodeURIComponent;
const KINDS = ["app", "raw", "peer"] as const;
type Kind = (typeof KINDS)[number];
type Server = { kind: Kind; port: number; child: ChildProcess };

async function startNode(kind: "app" | "raw"): Promise<Server> {
  const child = fork(path.join(here, "catalogue-servers.ts"), [kind === "raw" ? "minimal" : "app", DATABASE_URL], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m: { port: number }) => resolve(m.port));
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { kind, port, child };
}

async function startPeer(): Promise<Server> {
  if (!PEER_DIR || !fs.existsSync(path.join(PEER_DIR, "app.py")))
    throw new Error("set PEER_DIR to the FastAPI peer's directory (the one holding its app.py)");
  const translations = path.join(os.tmpdir(), `kcar-peer-translations-${process.pid}.json`);
  fs.writeFileSync(
    translations,
    JSON.stringify(DEFAULT_TRANSLATIONS.map(({ ko, en, mn, ru }) => ({ ko, en, mn, ru }))),
  );
  const child = spawn(
    PEER_PYTHON,
    [
      ...["-m", "uvicorn", "app:app", "--app-dir", PEER_DIR, "--host", "127.0.0.1", "--port", String(PEER_PORT)],
      ...["--workers", "2", "--loop", "uvloop", "--http", "httptools", "--no-access-log", "--log-level", "warning"],
    ],
    {
      env: { ...process.env, TRANSLATIONS: translations, DATABASE_URL, POOL_SIZE: "5" },
      stdio: ["ignore", "inherit", "inherit"],
      // Its own process group, so that stopping it stops uvicorn's workers too.
      detached: true,
    },
  );
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`peer exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PEER_PORT}/api/cars/makers`)).ok)
        return { kind: "peer", port: PEER_PORT, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("peer did not start");
}

async function stop(server: Server) {
  if (server.kind === "peer") {
    process.kill(-server.child.pid!, "SIGTERM");
  } else {
    server.child.send({ cmd: "stop" });
  }
  await new Promise((resolve) => server.child.once("exit", resolve));
}

type Measure = { rps: number; p50: number; p99: number; bad: number; cpuPerRequest?: number };

/**
 * CPU time (µs) used so far by a server: its process and, for the peer, every process of its
 * group (uvicorn's workers), from /proc. Unlike req/s, CPU per request hardly moves with the
 * neighbours' load on a shared machine.
 */
function cpuMicros(server: Server): number {
  const pid = server.child.pid!;
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may hold spaces) start at "state": pgrp is the 3rd, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const member = Number(entry) === pid || (server.kind === "peer" && Number(fields[2]) === pid);
    if (member) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1_000_000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

async function load(port: number, paths: string[], seconds: number): Promise<Measure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((p) => ({ method: "GET" as const, path: p })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Same ids in the same order from every server, or the comparison means nothing. */
async function checkSameAnswers(servers: Server[], paths: string[]) {
  for (const p of paths) {
    const answers = await Promise.all(
      servers.map(async (s) => {
        const body = (await (await fetch(`http://127.0.0.1:${s.port}${p}`)).json()) as {
          id?: number;
          items?: { id: number }[];
        };
        return JSON.stringify(body.items ? body.items.map((i) => i.id) : body.id);
      }),
    );
    if (answers.some((a) => a !== answers[0])) {
      throw new Error(`servers disagree on ${p}: ${servers.map((s, i) => `${s.kind} ${answers[i]}`).join(" | ")}`);
    }
  }
}

type Scenario = { name: string; paths: string[] };

export async function runPeerBench() {
  console.log(
    `Catalogue vs raw node:http vs FastAPI peer: ${CARS} cars on ${DATABASE_URL.replace(/\/\/[^@]*@/, "//")}, ` +
      `${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections (only ratios count on a shared machine)`,
  );
  await ensureDatabase(DATABASE_URL);
  await ensureBenchCatalogue(DATABASE_URL, CARS, (line) => console.log(`  ${line}`));
  const detailPaths = Array.from(
    { length: 500 },
    (_, i) => `/api/cars/${1 + Math.floor(((i * 7919) % 500) * (CARS / 500))}`,
  );
  const portId = await ensureBenchPort();
  const scenarios: Scenario[] = [
    { name: "filtered list", paths: LIST_PATHS },
    { name: "first page", paths: ["/api/cars"] },
    { name: "car detail", paths: detailPaths },
    // The landed price at a port (issue 26): the same pages with ?port_id= (the peer ignores it).
    { name: "detail + port", paths: detailPaths.map((p) => `${p}?port_id=${portId}&lang=ru`) },
    { name: "q search", paths: [`/api/cars?q=sonata`, `/api/cars?q=${enc("현대")}`, `/api/cars?q=${enc("соната")}`] },
  ];

  console.log("EXPLAIN ANALYZE execution time of each list statement (page, then count):");
  await explainListQueries(scenarios.filter((s) => !s.name.includes("detail")).flatMap((s) => s.paths));

  const servers: Record<Kind, Server> = {
    app: await startNode("app"),
    raw: await startNode("raw"),
    peer: await startPeer(),
  };
  const all = KINDS.map((k) => servers[k]);
  try {
    for (const s of scenarios) await checkSameAnswers(all, s.name.includes("detail") ? s.paths.slice(0, 20) : s.paths);
    console.log("  same ids in the same order on app, raw and peer");

    const rows: Record<string, Record<Kind, Measure & { paced?: number }>> = {};
    for (const s of scenarios) {
      const runs: Record<Kind, Measure[]> = { app: [], raw: [], peer: [] };
      const paced: Record<Kind, number[]> = { app: [], raw: [], peer: [] };
      for (const k of KINDS) await load(servers[k].port, s.paths, WARMUP_SECONDS);
      for (let round = 0; round < ROUNDS; round++) {
        for (const k of KINDS) {
          const before = cpuMicros(servers[k]);
          const run = await load(servers[k].port, s.paths, SECONDS);
          const requests = run.rps * SECONDS;
          runs[k].push({ ...run, cpuPerRequest: (cpuMicros(servers[k]) - before) / Math.max(1, requests) });
        }
        if (s.name === "q search") {
          for (const k of KINDS) {
            paced[k].push(
              (await pacedLoad(`http://127.0.0.1:${servers[k].port}`, s.paths, { seconds: SECONDS, rate: Q_RATE })).p99,
            );
          }
        }
      }
      rows[s.name] = {} as Record<Kind, Measure & { paced?: number }>;
      for (const k of KINDS) {
        const m: Measure & { paced?: number } = {
          rps: median(runs[k].map((r) => r.rps)),
          p50: median(runs[k].map((r) => r.p50)),
          p99: median(runs[k].map((r) => r.p99)),
          cpuPerRequest: median(runs[k].map((r) => r.cpuPerRequest ?? 0)),
          bad: runs[k].reduce((n, r) => n + r.bad, 0),
        };
        if (paced[k].length > 0) m.paced = median(paced[k]);
        rows[s.name][k] = m;
        console.log(
          `  ${s.name.padEnd(14)} ${k.padEnd(5)} ${runs[k].map((r) => r.rps.toFixed(0)).join(" / ")} req/s, p99 ${runs[k].map((r) => r.p99).join(" / ")} ms` +
            `, CPU ${runs[k].map((r) => (r.cpuPerRequest ?? 0).toFixed(0)).join(" / ")} µs/req` +
            (paced[k].length > 0 ? `, at ${Q_RATE}/s p99 ${paced[k].join(" / ")} ms` : "") +
            (m.bad > 0 ? `  !! ${m.bad} non-2xx/errors` : ""),
        );
      }
    }

    console.log(
      "\nScenario         app req/s  raw req/s  peer req/s | app/peer  app/raw | app p99 (full load; steady rate)",
    );
    for (const s of scenarios) {
      const r = rows[s.name];
      console.log(
        `${s.name.padEnd(16)} ${r.app.rps.toFixed(0).padStart(9)} ${r.raw.rps.toFixed(0).padStart(10)} ${r.peer.rps.toFixed(0).padStart(11)} |` +
          ` ${(r.app.rps / r.peer.rps).toFixed(2).padStart(7)}× ${((r.app.rps / r.raw.rps) * 100).toFixed(0).padStart(6)} % |` +
          ` ${r.app.p99} ms${r.app.paced !== undefined ? `; ${r.app.paced} ms at ${Q_RATE}/s (raw ${r.raw.paced}, peer ${r.peer.paced})` : ""}`,
      );
    }
    console.log("\nServer CPU per request (µs; steadier than req/s on a busy machine), and its ratios:");
    console.log("Scenario          app µs    raw µs   peer µs | peer/app  raw/app");
    for (const s of scenarios) {
      const r = rows[s.name];
      const [a, w, p] = [r.app.cpuPerRequest!, r.raw.cpuPerRequest!, r.peer.cpuPerRequest!];
      console.log(
        `${s.name.padEnd(16)} ${a.toFixed(0).padStart(7)} ${w.toFixed(0).padStart(9)} ${p.toFixed(0).padStart(9)} |` +
          ` ${(p / a).toFixed(2).padStart(7)}× ${((w / a) * 100).toFixed(0).padStart(6)} %`,
      );
    }
    console.log("Targets: list endpoints ≥ 2× peer, detail ≥ 90 % of raw, q p99 ≤ 50 ms under load.");
  } finally {
    for (const s of all) await stop(s).catch(() => {});
  }
}

/** One destination port in the bench database (the landed-price scenario); its id. */
async function ensureBenchPort(): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const found = await client.query<{ id: number }>("select id from ports where active order by id limit 1");
    if (found.rows[0]) return found.rows[0].id;
    const { rows } = await client.query<{ id: number }>(
      `insert into ports (name_en, name_ko, name_mn, name_ru, country, method, freight_usd_cents, insurance_milli_pct, transit_days)
       values ('Vladivostok', '블라디보스토크', 'Владивосток', 'Владивосток', 'RU', 'roro', 125000, 500, 5) returning id`,
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** EXPLAIN ANALYZE of every list statement the bench sends, for "every list query ≤ 10 ms". */
export async function explainListQueries(paths: string[]) {
  const dialect = new PgDialect();
  const num = (v: string | null) => (v === null || v === "" ? undefined : Number(v));
  const statements = paths.flatMap((p) => {
    const params = new URL(p, "http://x").searchParams;
    const filters = filtersFromParams(params);
    const sort = (CAR_SORTS as readonly string[]).includes(params.get("sort") ?? "")
      ? (params.get("sort") as CarSort)
      : "newest";
    const page = num(params.get("page")) ?? 1;
    const label = decodeURIComponent(p);
    const page_ = dialect.sqlToQuery(listPageSql(filters, sort, 20, (page - 1) * 20));
    const count = dialect.sqlToQuery(listCountSql(filters));
    return [
      { label: `page  ${label}`, text: page_.sql, params: page_.params },
      { label: `count ${label}`, text: count.sql, params: count.params },
    ];
  });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    for (const st of statements) {
      await client.query(`explain analyze ${st.text}`, st.params); // warm
      const { rows } = await client.query(`explain (analyze, buffers) ${st.text}`, st.params);
      const lines = rows.map((r) => r["QUERY PLAN"] as string);
      const exec = lines.find((l) => l.startsWith("Execution Time"));
      console.log(`  ${exec?.replace("Execution Time: ", "").padStart(12)}  ${st.label}`);
    }
  } finally {
    await client.end();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runPeerBench().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(2);
    },
  );
}
