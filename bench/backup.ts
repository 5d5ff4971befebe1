/**
 * db:backup and db:restore at a catalogue's size (docs/backup.md):
 *
 *   npm run bench -- backup                  # 100,000 cars, PGlite and PostgreSQL
 *   BENCH_CARS=20000 BENCH_ENGINES=pglite npm run bench -- backup
 *
 * Each engine gets a scratch database filled with the benchmark catalogue (catalogue-data.ts):
 * a DATA_DIR under the temp dir, and BENCH_DATABASE_URL's database (default bench_backup on the
 * local server). The real commands run as an operator runs them, each timed from outside with its
 * peak memory (GNU time, when installed), restoring into an empty DATA_DIR / a new database.
 * Everything made is removed afterwards.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../src/server/db/client.js";
import { formatBytes } from "../src/server/db/backup-common.js";
import { fillBenchCatalogue, ensureBenchCatalogue } from "./catalogue-data.js";
import { ensureDatabase } from "./catalogue.js";

const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_backup";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const GNU_TIME = "/usr/bin/time";

type Step = { seconds: number; peakMb?: number; output: string };

/** Runs `npm run db:<name> -- args` (through tsx directly: npm adds nothing to time) with `env`. */
function command(name: "backup" | "restore", args: string[], env: Record<string, string>): Promise<Step> {
  const argv = [process.execPath, "--import", "tsx", path.join(root, `src/server/db/${name}-cli.ts`), ...args];
  const timed = fs.existsSync(GNU_TIME);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(timed ? GNU_TIME : argv[0], timed ? ["-f", "peak-kb %M", ...argv] : argv.slice(1), {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: os.homedir(), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) return reject(new Error(`db:${name} exited with ${code}:\n${output}`));
      const kb = /peak-kb (\d+)/.exec(output)?.[1];
      resolve({ seconds, peakMb: kb ? Math.round(Number(kb) / 1024) : undefined, output });
    });
  });
}

function withAdminDb(url: string) {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  return admin.toString();
}

async function adminQuery(url: string, sql: string) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: withAdminDb(url) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function pgliteRun(scratch: string) {
  const source = path.join(scratch, "source");
  const database = await openDatabase({ pgliteDir: path.join(source, "pglite") });
  try {
    const client = (database.db as unknown as { $client: Parameters<typeof fillBenchCatalogue>[0] }).$client;
    await fillBenchCatalogue(client, CARS, console.log);
  } finally {
    await database.close();
  }
  const dataDirBytes = dirSize(path.join(source, "pglite"));
  const file = path.join(scratch, "pglite.backup");
  const backup = await command("backup", [file], { DATA_DIR: source });
  const restore = await command("restore", [file], { DATA_DIR: path.join(scratch, "restored") });
  return { backup, restore, bytes: fs.statSync(file).size, dataDirBytes };
}

async function postgresRun(scratch: string) {
  const target = new URL(DATABASE_URL);
  target.pathname = `${target.pathname}_restored`;
  await ensureDatabase(DATABASE_URL);
  try {
    await ensureBenchCatalogue(DATABASE_URL, CARS, console.log);
    const file = path.join(scratch, "postgres.backup");
    const backup = await command("backup", [file], { DATABASE_URL });
    await adminQuery(DATABASE_URL, `create database ${target.pathname.slice(1)} template template0`);
    const restore = await command("restore", [file], { DATABASE_URL: target.toString() });
    return { backup, restore, bytes: fs.statSync(file).size };
  } finally {
    await adminQuery(DATABASE_URL, `drop database if exists ${target.pathname.slice(1)} with (force)`);
    await adminQuery(DATABASE_URL, `drop database if exists ${new URL(DATABASE_URL).pathname.slice(1)} with (force)`);
  }
}

function dirSize(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
}

const describe = (step: Step) => `${step.seconds.toFixed(1)} s${step.peakMb ? `, peak ${step.peakMb} MB` : ""}`;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-bench-backup-"));
try {
  console.log(
    `db:backup / db:restore at ${CARS.toLocaleString("en")} cars (load average ${os.loadavg()[0].toFixed(1)})`,
  );
  for (const engine of ENGINES) {
    const run = engine === "postgres" ? await postgresRun(scratch) : await pgliteRun(scratch);
    const extra = "dataDirBytes" in run ? ` (data dir ${formatBytes(run.dataDirBytes as number)})` : "";
    console.log(`${engine}: backup ${describe(run.backup)}; file ${formatBytes(run.bytes)}${extra}`);
    console.log(`${engine}: restore ${describe(run.restore)}`);
    for (const line of [...run.backup.output.split("\n"), ...run.restore.output.split("\n")])
      if (/done in|size|note/.test(line)) console.log(`  ${line.trim()}`);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
