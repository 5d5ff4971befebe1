import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./client.js";
import { pgErrorCode } from "../lib/pg-errors.js";

/** drizzle-kit's journal of the migrations, beside this file as client.ts reads them (also when built). */
const JOURNAL = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations", "meta", "_journal.json");

/** The `when` of the newest migration this build carries. */
export function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(JOURNAL, "utf8")) as { entries: Array<{ when: number }> };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database holds every migration of this build. Drizzle's migrator records each
 * migration it applied with its journal `when` as created_at, and applies those newer than the
 * newest recorded: so the newest recorded is at least `newest` once all have run.
 */
export async function migrationsApplied(database: Database, newest: number): Promise<boolean> {
  try {
    const { rows } = await database.executor.executeSql(
      "select max(created_at)::text as newest from drizzle.__drizzle_migrations",
    );
    return Number(rows[0]?.newest ?? 0) >= newest;
  } catch (err) {
    // No migrations table (or schema) at all: a database nothing was applied to.
    const code = pgErrorCode(err);
    if (code === "42P01" || code === "3F000") return false;
    throw err;
  }
}
