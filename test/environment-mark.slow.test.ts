// "Staging and production, each with its own data store" (spec): the database keeps the APP_ENV
// that first started on it, and another environment's process refuses to start on it, on the
// engine of this run (PGlite, or PostgreSQL with TEST_DATABASE_URL). The server process's own
// refusal (its message, no stack trace): test/operator-commands.slow.test.ts.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv, Config } from "../src/server/config.js";
import { pgliteAssets } from "../src/server/db/client.js";
import { EnvironmentMismatchError } from "../src/server/db/environment-mark.js";
import { startOnce as start, unmarkedStore as storeWith } from "./environment-mark-helpers.js";
import { patient } from "./patience.js";

const base = process.env.TEST_DATABASE_URL;
/**
 * Production takes no embedded database (config.ts productionProblems): on PGlite the same
 * refusals are tried one environment down, between staging, development and test.
 */
const [PRODUCTION, STAGING, DEVELOPMENT] = (
  base ? ["production", "staging", "development"] : ["staging", "development", "test"]
) as [AppEnv, AppEnv, AppEnv];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});
const unmarkedStore = () => storeWith(cleanups);

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
