import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../src/server/app.js";
import { loadConfig, type Config } from "../src/server/config.js";
import { openDatabase, type Database } from "../src/server/db/client.js";
import { adminQuery, currentDbTemplate, databaseUrl, pgliteDump } from "./db-template.js";
import { takePgliteDatabase } from "./pglite-pool.js";

/**
 * A fresh, isolated database for one test file: in-memory PGlite by default (often one an earlier
 * file gave back, reset to the template's state: see pglite-pool.ts), or a new PostgreSQL database
 * created next to TEST_DATABASE_URL (dropped again by `drop`). Under vitest it is a copy of the
 * run's template (test/global-setup.ts), so the migrations find nothing left to apply and pg-boss
 * finds its schema; elsewhere it is migrated from scratch.
 */
export async function createTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  const template = currentDbTemplate();
  if (!base) {
    const loadDataDir = template.pgliteDump ? await pgliteDump(template.pgliteDump) : undefined;
    // Closing it hands it back to this worker's pool, reset (test/pglite-pool.ts).
    const database = await takePgliteDatabase(loadDataDir);
    return { database, drop: () => database.close() };
  }
  const name = `t_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const from = template.postgresTemplate ? ` template ${template.postgresTemplate}` : "";
  await adminQuery(base, `create database ${name}${from}`);
  const url = databaseUrl(base, name);
  const database = await openDatabase({ databaseUrl: url, pgliteDir: "" });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A PGlite database in a directory (it outlives an app), seeded from the run's template when new. */
export async function openTestPgliteDir(dir: string): Promise<Database> {
  const template = currentDbTemplate();
  const loadDataDir = template.pgliteDump ? await pgliteDump(template.pgliteDump) : undefined;
  return openDatabase({ pgliteDir: dir, pgliteLoadDataDir: loadDataDir });
}

/**
 * The key of the secrets at rest in tests: one for every app of a run, so apps and processes that
 * share a database (restarts, a worker process beside an app) open each other's secrets. A test of
 * the generated key passes SECRETS_KEY: "" (unset).
 */
export const TEST_SECRETS_KEY = "6b2d636172207465737420736563726574732b6b65792e2e2e2e2e2e2e2e2e21";

export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      APP_ENV: "test",
      SECRETS_KEY: TEST_SECRETS_KEY,
      DATA_DIR: path.join(os.tmpdir(), `kcar-test-${process.pid}`),
      LOG_LEVEL: "silent",
      DEMO_DATA: "false",
      ...env,
    },
    { jobPollSeconds: 2, ...overrides },
  );
}

export type TestApp = FastifyInstance & { dropDatabase(): Promise<void> };

/** Builds the real app on its own fresh database; `close()` also drops the database. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  options: BuildOptions & { beforeReady?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp(testConfig(overrides, env), { logger: false, ...options, database: db.database });
  } catch (err) {
    // An app that fails to build (tests of start-up checks) must not leave its database behind.
    await db.drop().catch(() => {});
    throw err;
  }
  // Not an onClose hook: Fastify runs those in reverse order of registration, so it would
  // drop the database before the app's own hook has stopped the job queue.
  const closeApp = app.close.bind(app);
  let dropped: Promise<void> | undefined;
  app.close = (async () => {
    try {
      await closeApp();
    } finally {
      dropped ??= db.drop();
      await dropped;
    }
  }) as unknown as typeof app.close;
  try {
    await options.beforeReady?.(app);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return Object.assign(app, { dropDatabase: db.drop });
}
