// The environment mark's stores, shared by test/environment-mark.slow.test.ts (in-process) and
// test/operator-commands.slow.test.ts (the server as a process).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app.js";
import type { AppEnv, Config } from "../src/server/config.js";
import { openDatabase } from "../src/server/db/client.js";
import { adminQuery, currentDbTemplate, databaseUrl, pgliteDump } from "./db-template.js";
import { testConfig } from "./test-app.js";

/** What a production process needs besides its database (config.ts productionProblems). */
export const PRODUCTION_NEEDS: Partial<Config> = {
  smtpUrl: "smtp://127.0.0.1:2525",
  publicBaseUrl: "https://shop.example",
};

/**
 * A database of its own, as made before the mark existed (a copy of the run's migrated
 * template): where it lives, as the configuration and the environment name it. What removes it
 * goes into `cleanups`.
 */
export async function unmarkedStore(
  cleanups: Array<() => Promise<void>>,
): Promise<{ where: Partial<Config>; env: Record<string, string> }> {
  const base = process.env.TEST_DATABASE_URL;
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
export async function startOnce(appEnv: AppEnv, where: Partial<Config>): Promise<void> {
  const needs = appEnv === "production" ? PRODUCTION_NEEDS : {};
  const app = await buildApp(testConfig({ appEnv, ...needs, ...where }), { logger: false });
  await app.close();
}
