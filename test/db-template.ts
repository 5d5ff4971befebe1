import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";

/**
 * One database migrated once per test run, copied for every test file: initdb, the
 * migrations and pg-boss's schema and queues cost seconds of CPU each time, which on a busy
 * 2-core machine pushed whole files past their hook timeouts.
 */
export type DbTemplate = { pgliteDump?: string; postgresTemplate?: string };

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** The template of this run, or nothing outside vitest (bench scripts) or without a globalSetup. */
export function currentDbTemplate(): DbTemplate {
  if (!process.env.VITEST) return {};
  try {
    return inject("dbTemplate") ?? {};
  } catch {
    return {};
  }
}

let dump: Promise<Blob> | undefined;
/** The dumped PGlite data dir, read once per worker. */
export function pgliteDump(file: string): Promise<Blob> {
  dump ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return dump;
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(base: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
