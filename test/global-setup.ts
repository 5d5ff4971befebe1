import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
    // Kept between runs (the unit and the browser suites of one `npm test` share it): it only
    // depends on the server code and the installed packages, which its name is a hash of.
    const file = path.join(os.tmpdir(), `kcar-test-template-${templateInputsHash()}.tar`);
    if (fs.existsSync(file)) return { template: { pgliteDump: file }, remove: async () => {} };
    const database = await openDatabase({ pgliteDir: "memory://" });
    await startAppOnce(database);
    // drizzle keeps the driver's client as $client: the PGlite instance that can dump itself.
    const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir("none");
    await database.close();
    // Written aside and renamed: a suite starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    removeStaleTemplates(file);
    return { template: { pgliteDump: file }, remove: async () => {} };
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

/**
 * What the template is made of: the server's code (migrations, jobs, start-up), the shared code it
 * imports, and the packages.
 */
function templateInputsHash(): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const hash = crypto.createHash("sha256");
  const files = ["src/server", "src/shared"]
    .flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .concat(["package-lock.json", "test/global-setup.ts", "test/test-app.ts"].map((rel) => path.join(root, rel)))
    .sort();
  for (const file of files)
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(fs.readFileSync(file))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

/** Templates of older code, a day after their last use (other checkouts may still be using theirs). */
function removeStaleTemplates(current: string) {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const file = path.join(os.tmpdir(), name);
    if (!name.startsWith("kcar-test-template-") || file === current) continue;
    try {
      if (fs.statSync(file).atimeMs < dayAgo) fs.rmSync(file, { force: true });
    } catch {}
  }
}
