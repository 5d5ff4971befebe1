// "Staging and production, each with its own data store" (spec): the database keeps the APP_ENV
// that first started on it, and another environment's process refuses to start on it, on the
// engine of this run (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.js";
import type { AppEnv, Config } from "../src/server/config.js";
import { openDatabase, pgliteAssets } from "../src/server/db/client.js";
import { EnvironmentMismatchError } from "../src/server/db/environment-mark.js";
import { adminQuery, currentDbTemplate, databaseUrl, pgliteDump } from "./db-template.js";
import { testConfig } from "./test-app.js";
import { patient } from "./patience.js";

const base = process.env.TEST_DATABASE_URL;
/**
 * Production takes no embedded database (config.ts productionProblems): on PGlite the same
 * refusals are tried one environment down, between staging, development and test.
 */
const [PRODUCTION, STAGING, DEVELOPMENT] = (
  base ? ["production", "staging", "development"] : ["staging", "development", "test"]
) as [AppEnv, AppEnv, AppEnv];
/** What a production process needs besides its database (config.ts productionProblems). */
const PRODUCTION_NEEDS: Partial<Config> = { smtpUrl: "smtp://127.0.0.1:2525", publicBaseUrl: "https://shop.example" };
const root = path.resolve(import.meta.dirname, "..");
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

/**
 * A database of its own, as made before the mark existed (a copy of the run's migrated
 * template): where it lives, as the configuration names it.
 */
async function unmarkedStore(): Promise<{ where: Partial<Config>; env: Record<string, string> }> {
  if (base) {
    const name = `t_env_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    const from = currentDbTemplate().postgresTemplate;
    await adminQuery(base, `create database ${name}${from ? ` template ${from}` : ""}`);
    cleanups.push(() => adminQuery(base, `drop database if exists ${name} with (force)`));
    const url = databaseUrl(base, name);
    return { where: { databaseUrl: url }, env: { DATABASE_URL: url } };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-env-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const pgliteDir = path.join(dataDir, "pglite");
  const dump = currentDbTemplate().pgliteDump;
  const seeded = await openDatabase({ pgliteDir, pgliteLoadDataDir: dump ? await pgliteDump(dump) : undefined });
  await seeded.close();
  return { where: { pgliteDir }, env: { DATA_DIR: dataDir } };
}

/** Builds the real app (it opens the database itself, as `npm start` does) and closes it again. */
async function start(appEnv: AppEnv, where: Partial<Config>): Promise<void> {
  const needs = appEnv === "production" ? PRODUCTION_NEEDS : {};
  const app = await buildApp(testConfig({ appEnv, ...needs, ...where }), { logger: false });
  await app.close();
}

/** Runs statements on the store through a plain client (no check, no migrations): their rows. */
async function peek(where: Partial<Config>, ...statements: string[]): Promise<unknown[][]> {
  const out: unknown[][] = [];
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      for (const text of statements) out.push((await client.query(text)).rows);
    } finally {
      await client.end();
    }
    return out;
  }
  // The process's compiled PGlite module, as openDatabase uses: compiling it again costs seconds of CPU.
  const client = await PGlite.create({
    dataDir: where.pgliteDir,
    ...(await pgliteAssets()),
    extensions: { pg_trgm, btree_gin },
  });
  try {
    for (const text of statements) out.push((await client.query(text)).rows);
  } finally {
    await client.close();
  }
  return out;
}

async function refusal(appEnv: AppEnv, where: Partial<Config>): Promise<EnvironmentMismatchError> {
  const err = await start(appEnv, where).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EnvironmentMismatchError);
  return err as EnvironmentMismatchError;
}

describe(`the database's environment (${base ? "PostgreSQL" : "PGlite"})`, () => {
  it(
    "production refuses a staging database, before migrating or writing anything",
    async () => {
      const { where } = await unmarkedStore();
      await start(STAGING, where);
      // A migration the refused process would apply if it got that far: the journal forgets it.
      const journal = "drizzle.__drizzle_migrations";
      const [applied] = await peek(where, `select hash from ${journal}`, `delete from ${journal}`);
      expect(applied.length).toBeGreaterThan(0);

      const err = await refusal(PRODUCTION, where);
      expect(err.message).toContain(`This database belongs to APP_ENV=${STAGING}`);
      expect(err.message).toContain(`this process runs with APP_ENV=${PRODUCTION}`);
      expect(err.message).toContain(base ? "point DATABASE_URL at the production database" : "point DATA_DIR");
      expect(err.message).toContain("Nothing was changed");
      if (base) expect(err.message).toContain(`UPDATE app_environment SET environment = '${PRODUCTION}';`);

      expect(await peek(where, `select hash from ${journal}`, "select environment from app_environment")).toEqual([
        [],
        [{ environment: STAGING }],
      ]);
    },
    patient(120_000),
  );

  it(
    "staging refuses a production database, so does development; production starts on it again",
    async () => {
      const { where } = await unmarkedStore();
      await start(PRODUCTION, where);
      const err = await refusal(STAGING, where);
      expect(err.message).toContain(`This database belongs to APP_ENV=${PRODUCTION}`);
      // Development is an environment like the others: no demo data in production, no production data on a laptop.
      await refusal(DEVELOPMENT, where);
      await start(PRODUCTION, where);
    },
    patient(120_000),
  );

  it(
    "a database made before the mark belongs to the first environment that starts on it",
    async () => {
      const { where } = await unmarkedStore();
      expect(await peek(where, "select to_regclass('app_environment') is null as unmarked")).toEqual([
        [{ unmarked: true }],
      ]);
      await start("development", where);
      await refusal("staging", where);
    },
    patient(120_000),
  );

  it.runIf(base)(
    "instances of two environments starting at once on a new database: one wins",
    async () => {
      const { where } = await unmarkedStore();
      const results = await Promise.allSettled(
        (["staging", "production", "staging", "production"] as const).map((env) => start(env, where)),
      );
      const winners = new Set(
        (["staging", "production", "staging", "production"] as const).filter(
          (_, i) => results[i].status === "fulfilled",
        ),
      );
      expect(winners.size).toBe(1);
      const refused = results.filter((r) => r.status === "rejected");
      expect(refused).toHaveLength(2);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(EnvironmentMismatchError);
      expect(await peek(where, "select environment from app_environment")).toEqual([
        [{ environment: [...winners][0] }],
      ]);
    },
    120_000,
  );
});

/** Runs the real entry point (`npm start`'s server) until it exits. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: os.homedir(),
        TMPDIR: os.tmpdir(),
        PORT: "0",
        LOG_LEVEL: "silent",
        DEMO_DATA: "false",
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), patient(90_000));
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("the server process refuses to start", () => {
  it(
    "on another environment's database, with the message and no stack trace",
    async () => {
      const { where, env } = await unmarkedStore();
      await start(STAGING, where);
      const needs: Record<string, string> =
        PRODUCTION === "production"
          ? { SMTP_URL: "smtp://127.0.0.1:2525", PUBLIC_BASE_URL: "https://shop.example" }
          : {};
      const { code, stderr } = await runMain({ ...env, ...needs, APP_ENV: PRODUCTION });
      expect(code).toBe(1);
      expect(stderr).toContain(
        `This database belongs to APP_ENV=${STAGING}, but this process runs with APP_ENV=${PRODUCTION}`,
      );
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    patient(120_000),
  );

  it(
    "in production on the embedded database, without SMTP or on plain http, naming each variable and touching nothing",
    async () => {
      const dataDir = path.join(os.tmpdir(), `kcar-never-opened-prod-${process.pid}`);
      const { code, stderr } = await runMain({ APP_ENV: "production", DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toContain("DATABASE_URL must be set with APP_ENV=production");
      expect(stderr).toContain("SMTP_URL must be set with APP_ENV=production");
      expect(stderr).toContain("PUBLIC_BASE_URL must be an https:// address with APP_ENV=production");
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    patient(120_000),
  );

  it(
    "with a bootstrap admin password that breaks the policy, naming ADMIN_PASSWORD",
    async () => {
      const { code, stderr } = await runMain({
        APP_ENV: "test",
        DATA_DIR: path.join(os.tmpdir(), "kcar-never-opened"),
        ADMIN_EMAIL: "boss@example.com",
        ADMIN_PASSWORD: "longpassword123",
      });
      expect(code).toBe(1);
      expect(stderr).toContain("ADMIN_PASSWORD must follow the password policy");
      expect(stderr).toContain("but it has no special character");
      expect(stderr).not.toContain("longpassword123");
      expect(fs.existsSync(path.join(os.tmpdir(), "kcar-never-opened"))).toBe(false);
    },
    patient(120_000),
  );
});
