// The restore drill of "Backup and restore" (API document): a database with data is backed up by
// the commands' own function (runCommand, which `npm run db:backup` and `npm run db:restore` call
// with their command line and environment), restored into an empty database, and the app started
// on it answers as the original did. On the engine of this run: an on-disk PGlite DATA_DIR, or
// PostgreSQL databases beside TEST_DATABASE_URL. The commands as processes, through npm:
// test/operator-commands.slow.test.ts.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.js";
import type { Config } from "../src/server/config.js";
import { openDatabase, type Database } from "../src/server/db/client.js";
import { backupKind } from "../src/server/db/backup-common.js";
import { runCommand } from "../src/server/db/backup.js";
import { adminQuery, databaseUrl } from "./db-template.js";
import { createAdmin, createCar, createUser, loginCookie, DEFAULT_PASSWORD } from "./factories.js";
import { patient } from "./patience.js";
import { createPostgresDatabase } from "./process-helpers.js";
import { openTestPgliteDir, testConfig } from "./test-app.js";

const base = process.env.TEST_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-backup-"));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
});

/** Where a database lives, as the commands' environment and the app's configuration name it. */
type Store = { env: Record<string, string>; config: Partial<Config> };

/** An empty store: a DATA_DIR with nothing in it, or a PostgreSQL database made from template0. */
async function emptyStore(label: string): Promise<Store> {
  if (!base) {
    const dataDir = path.join(work, label);
    return { env: { DATA_DIR: dataDir }, config: { dataDir, pgliteDir: path.join(dataDir, "pglite") } };
  }
  const name = `bk_${label}_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await adminQuery(base, `create database ${name} template template0`);
  cleanups.push(() => adminQuery(base, `drop database if exists ${name} with (force)`));
  const url = databaseUrl(base, name);
  return { env: { DATABASE_URL: url }, config: { databaseUrl: url } };
}

type Run = { code: number; stdout: string; stderr: string };

/** `npm run db:backup|db:restore -- …` as an operator runs it, in this process: its exit code and lines. */
async function command(name: "backup" | "restore", args: string[], store: Store): Promise<Run> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCommand(name, args, {
    env: { APP_ENV: "test", ...store.env },
    log: (line) => stdout.push(line),
    error: (line) => stderr.push(line),
  });
  return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
}

/** The app on a store, opening the database itself as `npm start` does (and closing it with the app). */
async function startOn(store: Store): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(store.config), { logger: false });
  await app.ready();
  return app;
}

type Cookies = { admin: string; user: string };

/** What the drill compares: public, buyer's and admin's answers. */
async function answers(app: FastifyInstance, cookies: Cookies, carId: number) {
  const get = async (url: string, cookie?: string) => {
    const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
    return { url, status: res.statusCode, body: res.json() as unknown };
  };
  return [
    await get("/api/cars"),
    await get(`/api/cars/${carId}`),
    await get("/api/users/me", cookies.user),
    await get("/api/users/me/credits", cookies.user),
    await get("/api/users/me/topups", cookies.user),
    await get("/api/admin/users", cookies.admin),
    await get("/api/admin/topups", cookies.admin),
  ];
}

let source: Store;
let restored: Store;
let cookies: Cookies;
let carId: number;
let userEmail: string;
let original: Awaited<ReturnType<typeof answers>>;
const backupFile = path.join(work, "drill.backup");

beforeAll(async () => {
  // The source: a copy of the run's migrated template, on disk (PGlite) or its own database.
  let database: Database;
  if (base) {
    const db = await createPostgresDatabase("bk_src");
    cleanups.push(db.drop);
    source = { env: { DATABASE_URL: db.url }, config: { databaseUrl: db.url } };
    database = await openDatabase({ databaseUrl: db.url, pgliteDir: "" });
  } else {
    const dataDir = path.join(work, "source");
    source = { env: { DATA_DIR: dataDir }, config: {} };
    database = await openTestPgliteDir(path.join(dataDir, "pglite"));
  }
  const app = await buildApp(testConfig(), { logger: false, database });
  try {
    await app.ready();
    const admin = await createAdmin(app);
    const user = await createUser(app);
    userEmail = user.email;
    cookies = { admin: await loginCookie(app, admin), user: await loginCookie(app, user) };
    carId = (await createCar(app, { carName: "기아 K5 DL3 1.6 터보", maker: "기아", model: "K5" })).id;
    await createCar(app);
    const credited = await app.inject({
      method: "POST",
      url: `/api/admin/users/${user.id}/credits`,
      headers: { cookie: cookies.admin },
      payload: { amount: 25.5, account: "cc", reason: "restore drill" },
    });
    expect(credited.statusCode, credited.body).toBe(200);
    const topup = await app.inject({
      method: "POST",
      url: "/api/users/me/topups",
      headers: { cookie: cookies.user },
      payload: { amount_cc: 10, payer_name: "Drill Payer" },
    });
    expect(topup.statusCode, topup.body).toBe(201);
    original = await answers(app, cookies, carId);
    expect(original.find((a) => a.url === "/api/cars")?.body).toMatchObject({ total: 2 });
    expect(original.find((a) => a.url === "/api/users/me/credits")?.body).toMatchObject({ cc_balance: 25.5 });
    expect(original.find((a) => a.url === "/api/admin/topups")?.body).toMatchObject({ total: 1 });

    // PostgreSQL is backed up while the service runs (pg_dump reads one snapshot); the embedded
    // database only once the server has let go of it.
    if (base) await expectBackup();
  } finally {
    await app.close();
    await database.close();
  }
  if (!base) await expectBackup();
  restored = await emptyStore("restored");
}, patient(240_000));

async function expectBackup() {
  const run = await command("backup", [backupFile], source);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain("backup done in");
  expect(run.stdout).toMatch(base ? /PostgreSQL \d+/ : /PGlite \(PostgreSQL \d+/);
  expect(run.stdout).toMatch(/size\s+[\d.]+ [KMG]B/);
  expect(backupKind(backupFile)).toBe(base ? "pg_dump" : "pglite");
}

describe(`backup and restore (${base ? "PostgreSQL" : "PGlite"})`, () => {
  it(
    "restores into an empty database, on which the app answers as the original did",
    async () => {
      const run = await command("restore", [backupFile], restored);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("restore done in");

      const app = await startOn(restored);
      try {
        // Same cars, balances, top-ups and admin views; the sessions came along too.
        expect(await answers(app, cookies, carId)).toEqual(original);
        const again = await loginCookie(app, { email: userEmail, password: DEFAULT_PASSWORD });
        const me = await app.inject({ url: "/api/users/me/credits", headers: { cookie: again } });
        expect(me.json()).toMatchObject({ cc_balance: 25.5 });

        if (!base) {
          // PGlite is one process: with the app holding the data dir, both commands refuse (here
          // the app is in this very process; another process's lock reads the same).
          for (const [name, args] of [
            ["restore", [backupFile, "--force"]],
            ["backup", [path.join(work, "while-open.backup")]],
          ] as const) {
            const refused = await command(name, [...args], restored);
            expect(refused.code).toBe(1);
            expect(refused.stderr).toContain(`is open in process ${process.pid}`);
            expect(refused.stderr).toContain("stop the server first");
          }
          expect(fs.existsSync(path.join(work, "while-open.backup"))).toBe(false);
        }
      } finally {
        await app.close();
      }
    },
    patient(240_000),
  );

  it(
    "refuses a database that holds data; --force keeps what was there aside and restores",
    async () => {
      const refused = await command("restore", [backupFile], restored);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/holds data.*--force/);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);

      const forced = await command("restore", [backupFile, "--force"], restored);
      expect(forced.code, forced.stderr).toBe(0);
      if (base) {
        // What the database held was saved with pg_dump beside the backup first.
        const saved = /saved to (\S+) first/.exec(forced.stdout)?.[1];
        expect(saved, forced.stdout).toBeDefined();
        expect(path.dirname(saved!)).toBe(work);
        expect(backupKind(saved!)).toBe("pg_dump");
      } else {
        // The data dir that was there was moved aside, not deleted.
        const aside = /moved to (\S+)/.exec(forced.stdout)?.[1];
        expect(aside, forced.stdout).toMatch(/pglite-replaced-\d{8}T\d{6}Z$/);
        expect(path.dirname(aside!)).toBe(restored.env.DATA_DIR);
        expect(fs.existsSync(path.join(aside!, "PG_VERSION"))).toBe(true);
      }
      const app = await startOn(restored);
      try {
        expect(await answers(app, cookies, carId)).toEqual(original);
      } finally {
        await app.close();
      }
    },
    patient(240_000),
  );

  it(
    "says in one line what is wrong with the command line or the file",
    async () => {
      const missing = await command("backup", [], source);
      expect(missing.code).toBe(2);
      expect(missing.stderr.trim()).toBe("db:backup: FILE is missing; usage: npm run db:backup -- FILE [--force]");

      const nowhere = path.join(work, "no-such.backup");
      const notFound = await command("restore", [nowhere], await emptyStore("never"));
      expect(notFound.code).toBe(1);
      expect(notFound.stderr.trim()).toBe(`db:restore: ${nowhere}: no such file`);

      const exists = await command("backup", [backupFile], source);
      expect(exists.code).toBe(1);
      expect(exists.stderr.trim()).toBe(
        `db:backup: ${backupFile} already exists: choose a new name, or pass --force to overwrite it`,
      );
    },
    patient(120_000),
  );
});
