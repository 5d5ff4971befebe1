import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import pg from "pg";
import { fromPglite } from "pg-boss";
import * as schema from "./schema.js";
import { DB_FUNCTIONS } from "./functions.js";
import { claimEnvironment } from "./environment-mark.js";
import { openPool } from "./pool.js";
import { lockPgliteDir } from "./pglite-lock.js";
import { scopePgliteWrites, scopePoolWrites, scopeTransactions } from "./audit-scope.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type DbOrTx = Db | Tx;

/** The shape pg-boss expects for running its SQL. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[]; rowCount?: number | null }>;
};

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** For pg-boss: the same database, through the same driver. */
  executor: SqlExecutor;
  /**
   * What pg-boss runs its statements on when it is not `executor`: on PGlite, pg-boss's own
   * adapter (`fromPglite`), which returns the rows of every statement of a multi-statement block
   * (its locked claims read a row from the middle) and rolls back a block that failed half-way.
   */
  jobQueueExecutor?: SqlExecutor;
  ping(): Promise<void>;
  /**
   * Runs `work` while no other instance of this installation runs start-up work (a
   * PostgreSQL advisory lock; PGlite is one process). Instances started together would
   * otherwise race in the migrations and in pg-boss's queue creation (deadlocks).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** True when this open marked an unmarked database with its environment (db/environment-mark.ts). */
  environmentMarked?: boolean;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens PostgreSQL when a URL is given, embedded PGlite otherwise; applies migrations.
 * `pgliteLoadDataDir` starts PGlite from a dumped data dir when its directory is new (tests
 * copy one database migrated once instead of running initdb and the migrations per file).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  pgliteLoadDataDir?: Blob;
  /** APP_ENV: checked against (or recorded as) the database's own before migrating; unset, no check. */
  environment?: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = openPool(opts.databaseUrl);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // An admin's writes carry the audit scope (db/audit-scope.ts); everything else passes as it was.
    scopePoolWrites(pool);
    scopeTransactions(db);
    const exclusive = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, work);
    // Drizzle's migrator takes no lock: N instances on an empty database would all apply
    // the first migration, and all but one fail ("relation already exists").
    let environmentMarked: boolean | undefined;
    try {
      await exclusive(async () => {
        if (opts.environment) {
          const query = (text: string, values?: unknown[]) => pool.query(text, values as unknown[]);
          environmentMarked = (await claimEnvironment(query, opts.environment, "postgres")).marked;
        }
        await createPrerequisites((text) => pool.query(text));
        await migratePg(db as any, { migrationsFolder });
      });
    } catch (err) {
      // A refused or failed start must not leave its pool open (the process would not exit).
      await pool.end().catch(() => {});
      throw err;
    }
    return {
      environmentMarked,
      kind: "postgres",
      db,
      executor: { executeSql: (text, values) => pool.query(text, values as any[]) },
      ping: async () => {
        await pool.query("select 1");
      },
      exclusive,
      close: () => pool.end(),
    };
  }
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const { client, close: closeClient } = await openPglite(opts.pgliteDir, opts.pgliteLoadDataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  scopePgliteWrites(client);
  scopeTransactions(db);
  let environmentMarked: boolean | undefined;
  try {
    if (opts.environment) {
      const query = (text: string, values?: unknown[]) => client.query(text, values as unknown[]);
      environmentMarked = (await claimEnvironment(query, opts.environment, "pglite")).marked;
    }
    await createPrerequisites((text) => client.exec(text));
    await migratePglite(db as any, { migrationsFolder });
  } catch (err) {
    // Closed, so the data directory is free again for the right environment's process.
    await closeClient().catch(() => {});
    throw err;
  }
  let closed = false;
  return {
    environmentMarked,
    kind: "pglite",
    db,
    executor: pgliteExecutor(client),
    jobQueueExecutor: fromPglite(client),
    ping: async () => {
      if (closed) throw new Error("database closed");
      await client.query("select 1");
    },
    exclusive: (work) => work(),
    close: async () => {
      closed = true;
      await closeClient();
    },
  };
}

/**
 * PGlite with the app's extensions, on the data dir `dir` ("memory://": in memory), for
 * openDatabase and for what must open it without migrating (db/backup-pglite.ts). An on-disk dir
 * is claimed for as long as it is open (db/pglite-lock.ts): a second process would corrupt it.
 * `loadDataDir` (a dumpDataDir tar) seeds a new dir; PGlite refuses to load one over a database.
 */
export async function openPglite(dir: string, loadDataDir?: Blob): Promise<{ client: PGlite; close(): Promise<void> }> {
  // Loaded only when used: the WASM build costs ~40 MB that a PostgreSQL deployment never needs.
  const [{ PGlite }, { pg_trgm }, { btree_gin }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/btree_gin"),
  ]);
  const onDisk = dir !== "memory://";
  const release = onDisk ? lockPgliteDir(dir) : () => {};
  try {
    if (onDisk) fs.mkdirSync(dir, { recursive: true });
    const seed = onDisk && fs.existsSync(path.join(dir, "PG_VERSION")) ? undefined : loadDataDir;
    const client = await PGlite.create({
      ...(onDisk ? { dataDir: dir } : {}),
      ...(seed ? { loadDataDir: seed } : {}),
      ...(await pgliteAssets()),
      extensions: { pg_trgm, btree_gin },
    });
    return {
      client,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Any number fixed for this app: the advisory lock its instances take around start-up work. */
const STARTUP_LOCK = 734_120_017;

/** Runs `work` holding a session advisory lock on a connection of its own (others wait for it). */
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
    }
  } finally {
    lock.release();
  }
}

/**
 * The extensions the migration's indexes need (pg_trgm: the trigram GIN indexes of the catalogue's
 * free-text search; btree_gin: the list's filter columns beside them in cars_search_live_idx).
 * drizzle-kit does not emit CREATE EXTENSION, and the baseline migration (0000_init, never
 * edited) needs them first, so they are created here, before migrating, on both engines. Both are trusted
 * extensions: the database owner may create them, no superuser.
 */
export const EXTENSIONS = ["pg_trgm", "btree_gin"];

/** The extensions, then the functions indexes are built on (db/functions.ts), before the migrations. */
async function createPrerequisites(run: (text: string) => Promise<unknown>) {
  for (const name of EXTENSIONS) {
    try {
      await run(`create extension if not exists ${name}`);
    } catch (err) {
      // Two instances starting at once on a new database: the other one created it first.
      const code = (err as { code?: string }).code;
      if (code !== "23505" && code !== "42710") throw err;
    }
  }
  // CREATE OR REPLACE with the same body changes nothing; PostgreSQL instances run this under
  // the start-up lock, so two never replace it at once.
  for (const text of DB_FUNCTIONS) await run(text);
}

/**
 * PGlite's compiled WebAssembly module and its file-system bundle, read and compiled once per
 * process. Immutable code and data, not app state: each PGlite instance still has its own memory.
 * Without this every instance compiles the ~9 MB module again (about a second of CPU), which is
 * what a test run that opens a database per file mostly spent its time on.
 */
let pgliteAssetsOnce: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
export function pgliteAssets() {
  pgliteAssetsOnce ??= (async () => {
    // The package's entry point sits beside its .wasm and .data files.
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [wasm, bundle] = await Promise.all([
      fs.promises.readFile(path.join(dist, "pglite.wasm")),
      fs.promises.readFile(path.join(dist, "pglite.data")),
    ]);
    // The server's TypeScript libs declare WebAssembly's types but not the global object.
    const { WebAssembly: wasmApi } = globalThis as unknown as {
      WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
    };
    return { pgliteWasmModule: await wasmApi.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return pgliteAssetsOnce;
}

/** PGlite runs parameterised statements with query() and multi-statement text with exec(). */
export function pgliteExecutor(client: Pick<PGlite, "query" | "exec">): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values as any[]);
      const results = await client.exec(text);
      const last = results[results.length - 1];
      return last ?? { rows: [] };
    },
  };
}
