import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp } from "../src/server/app.js";
import { openDatabase, type Database } from "../src/server/db/client.js";
import { adminQuery, databaseUrl, type DbTemplate } from "./db-template.js";
import { testConfig } from "./test-app.js";

/** Migrates once per run; every test file then starts from a copy (see db-template.ts). */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const { template, remove } = await buildDbTemplate();
  if (process.env.TEST_TIMINGS === "1") console.log(`test database template ready in ${Date.now() - started} ms`);
  project.provide("dbTemplate", template);
  return remove;
}

/**
 * Builds the template (called from a vitest globalSetup): migrates a database, starts the
 * real app on it once with role "api" (so pg-boss creates its schema and queues but no
 * schedules), then dumps it (PGlite) or keeps it as a template database (PostgreSQL).
 */
export async function buildDbTemplate(): Promise<{ template: DbTemplate; remove(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ pgliteDir: "memory://" });
    await startAppOnce(database);
    // drizzle keeps the driver's client as $client: the PGlite instance that can dump itself.
    const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir("none");
    await database.close();
    const file = path.join(
      os.tmpdir(),
      `kcar-test-template-${process.pid}-${crypto.randomBytes(4).toString("hex")}.tar`,
    );
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { template: { pgliteDump: file }, remove: async () => fs.rmSync(file, { force: true }) };
  }
  const name = `tpl_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const remove = () => adminQuery(base, `drop database if exists ${name} with (force)`);
  await adminQuery(base, `create database ${name}`);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(base, name), pgliteDir: "" });
    try {
      await startAppOnce(database);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a source with open sessions.
      await database.close();
    }
  } catch (err) {
    await remove().catch(() => {});
    throw err;
  }
  return { template: { postgresTemplate: name }, remove };
}

async function startAppOnce(database: Database) {
  const app = await buildApp(testConfig({ role: "api" }), { logger: false, database });
  await app.ready();
  await app.close();
}
