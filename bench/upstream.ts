/**
 * Upstream throughput (architecture.md: ≥ 300 search pages/s on one core, decode + parse).
 *
 *   npx tsx bench/upstream.ts                # PGlite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/upstream.ts
 *
 * 1. Parsing: search pages are fetched once from the simulator (EUC-KR, with its planted
 *    invalid bytes), then decoded and parsed in a loop on this thread (one core).
 * 2. Import: 500 cars with all their photos through POST /api/upstream/import (100 keys a
 *    request, UPSTREAM_CONCURRENCY 2 as in production), against the simulator running in
 *    its own process so only the service is measured: wall time and peak RSS.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app.js";
import { parseSearchPage } from "../src/server/modules/upstream/adapter.js";
import { decodeEucKr } from "../src/server/modules/upstream/decode.js";
import { defaultStorageRoot } from "../src/server/lib/storage/storage-url.js";
import { generateCars } from "../tools/upstream-sim/generator.js";
import { createAdmin, loginCookie } from "../test/factories.js";
import { createTestDatabase, testConfig } from "../test/test-app.js";

const SEED = 1;
const CAR_COUNT = 3000;
const PAGES = Number(process.env.BENCH_PAGES ?? 60);
const PARSE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const IMPORT_CARS = Number(process.env.BENCH_IMPORT_CARS ?? 500);
const CHUNK = 100;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function startSimProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "tools/upstream-sim/main.ts")], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", SEED: String(SEED), CAR_COUNT: String(CAR_COUNT) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once("exit", (code) => reject(new Error(`simulator exited (${code})`)));
  });
  return { url, child };
}

/** Raw search pages (bytes as the upstream sends them), fetched with a plain session. */
async function fetchSearchPages(base: string, n: number): Promise<Buffer[]> {
  const login = await fetch(`${base}/member/login_ok.html`, {
    method: "POST",
    body: new URLSearchParams({ user_id: "demo", user_pw: "demo" }),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const pages: Buffer[] = [];
  for (let page = 1; page <= n; page++) {
    const q = new URLSearchParams({ c_danji: "", cho: "", maker: "", model: "", page: String(page) });
    const res = await fetch(`${base}/car/search_list.html?${q}`, { headers: { cookie } });
    pages.push(Buffer.from(await res.arrayBuffer()));
  }
  return pages;
}

function parseRound(base: string, pages: Buffer[]) {
  let parsed = 0;
  let rows = 0;
  let errors = 0;
  // Warm-up, so the JIT has seen the code before the clock starts.
  for (const p of pages) parseSearchPage(decodeEucKr(p), `${base}/`);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + PARSE_SECONDS * 1000;
  while (performance.now() < deadline) {
    for (const p of pages) {
      const result = parseSearchPage(decodeEucKr(p), `${base}/`);
      rows += result.items.length;
      errors += result.errors.length;
      parsed += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // Per CPU second as well: on a shared machine the wall clock also counts other processes' time.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    pagesPerSecond: parsed / seconds,
    pagesPerCpuSecond: parsed / cpuSeconds,
    rowsPerPage: rows / parsed,
    rowErrorsPerPage: errors / parsed,
  };
}

async function importRound(base: string) {
  const db = await createTestDatabase();
  const config = testConfig({ upstreamBaseUrl: base, upstreamUsername: "demo", upstreamPassword: "demo", role: "api" });
  await fs.rm(path.join(defaultStorageRoot(config.dataDir), "photos"), { recursive: true, force: true });
  const app = await buildApp(config, { logger: false, database: db.database });
  await app.ready();
  const cookie = await loginCookie(app, await createAdmin(app));
  const keys = generateCars({ seed: SEED, count: CAR_COUNT })
    .filter((c) => c.state === "available" && c.priceManwon !== null)
    .slice(0, IMPORT_CARS)
    .map((c) => c.key);

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const totals = { imported: 0, skipped: 0, failed: 0 };
  const failures: string[] = [];
  for (let i = 0; i < keys.length; i += CHUNK) {
    const res = await app.inject({
      method: "POST",
      url: "/api/upstream/import",
      headers: { cookie },
      payload: { car_keys: keys.slice(i, i + CHUNK) },
    });
    if (res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body}`);
    const body = res.json() as {
      imported: unknown[];
      skipped: unknown[];
      failed: { car_key: string; error: string }[];
    };
    totals.imported += body.imported.length;
    totals.skipped += body.skipped.length;
    totals.failed += body.failed.length;
    failures.push(...body.failed.map((f) => `${f.car_key}: ${f.error}`));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const photos = await app.core.db.execute<{ n: number }>(
    sql`select coalesce(sum(jsonb_array_length(images)), 0)::int as n from cars`,
  );
  const photoCount = (photos as unknown as { rows: { n: number }[] }).rows[0].n;
  const dir = path.join(defaultStorageRoot(config.dataDir), "photos");
  let mainBytes = 0;
  let thumbBytes = 0;
  for (const sub of await fs.readdir(dir)) {
    for (const file of await fs.readdir(path.join(dir, sub))) {
      const size = (await fs.stat(path.join(dir, sub, file))).size;
      if (file.endsWith("_t.jpg")) thumbBytes += size;
      else mainBytes += size;
    }
  }
  await app.close();
  await db.drop();
  await fs.rm(config.dataDir, { recursive: true, force: true });
  return {
    kind: db.url ? "postgres" : "pglite",
    seconds,
    totals,
    failures,
    photoCount,
    mainBytes,
    thumbBytes,
    rssBefore,
    peakRss,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const sim = await startSimProcess();
  try {
    const pages = await fetchSearchPages(sim.url, PAGES);
    const kb = pages.reduce((n, p) => n + p.length, 0) / pages.length / 1024;
    const parse = parseRound(sim.url, pages);
    console.log(
      `\n=== upstream search parsing (decode EUC-KR + parse), one core, ${PAGES} distinct pages of ${kb.toFixed(1)} KB`,
    );
    console.log(
      `  ${parse.pagesPerSecond.toFixed(0)} pages/s wall clock, ${parse.pagesPerCpuSecond.toFixed(0)} pages per CPU second  (${parse.rowsPerPage.toFixed(1)} rows/page, ${parse.rowErrorsPerPage.toFixed(2)} unreadable rows/page)  target ≥ 300`,
    );

    const imp = await importRound(sim.url);
    console.log(
      `\n=== import of ${IMPORT_CARS} cars with photos (${imp.kind}, UPSTREAM_CONCURRENCY 2, simulator in its own process)`,
    );
    console.log(`  ${imp.seconds.toFixed(1)} s  = ${(IMPORT_CARS / imp.seconds).toFixed(1)} cars/s`);
    console.log(`  imported ${imp.totals.imported}, skipped ${imp.totals.skipped}, failed ${imp.totals.failed}`);
    for (const f of imp.failures.slice(0, 5)) console.log(`    failed ${f}`);
    console.log(
      `  ${imp.photoCount} photos stored: ${mb(imp.mainBytes)} full size, ${mb(imp.thumbBytes)} thumbnails (${((imp.thumbBytes / Math.max(1, imp.mainBytes)) * 100).toFixed(0)} %)`,
    );
    console.log(`  RSS before ${mb(imp.rssBefore)}, peak during the import ${mb(imp.peakRss)}`);
  } finally {
    sim.child.kill("SIGTERM");
  }
}

void main();
