import { openDatabase, type Database } from "../src/server/db/client.js";

/**
 * This worker's idle PGlite databases, each back in the template's state. Opening one (a
 * fresh WebAssembly PostgreSQL loading the dumped data dir) costs about a second of CPU; putting
 * a used one back — every table emptied, the template's few rows and sequence positions
 * restored — costs a few tens of milliseconds. The unit suite runs its files in shared worker
 * processes (isolate: false), so most files get a database a previous file gave back.
 *
 * A database whose structure a test changed (a table or column added or dropped, a function
 * replaced), or that cannot be reset (left inside a transaction), is closed instead of reused.
 */
const MAX_IDLE = 2;
const idle: PooledDatabase[] = [];
/** Counts of this worker, for the pool's own test. */
export const pglitePoolStats = { opened: 0, reused: 0, discarded: 0 };

type PooledDatabase = { database: Database; template: TemplateState };

/** What "as the template left it" means for one database (read once, when it is new). */
type TemplateState = {
  /** Every table, schema-qualified and quoted. */
  tables: string[];
  /** Tables that held rows, with their copies (schema `test_template`) and writable columns. */
  seeded: Array<{ table: string; copy: string; columns: string }>;
  sequences: Array<{ name: string; value: string; isCalled: boolean }>;
  structure: string;
};

const COPY_SCHEMA = "test_template";
const USER_SCHEMAS = `not in ('pg_catalog', 'information_schema', 'pg_toast', '${COPY_SCHEMA}')`;

/** A database in the template's state: an idle one of this worker's, or a newly opened one. */
export async function takePgliteDatabase(loadDataDir: Blob | undefined): Promise<Database> {
  let pooled = idle.pop();
  if (pooled) pglitePoolStats.reused++;
  else {
    pooled = await openPooled(loadDataDir);
    pglitePoolStats.opened++;
  }
  return pooledHandle(pooled);
}

async function openPooled(loadDataDir: Blob | undefined): Promise<PooledDatabase> {
  const database = await openDatabase({ pgliteDir: "memory://", pgliteLoadDataDir: loadDataDir });
  return { database, template: await recordTemplateState(database) };
}

/**
 * The database a test gets: closing it gives it back (reset) rather than shutting it down.
 * Closed twice, or used after closing, it behaves like a closed database.
 */
function pooledHandle(pooled: PooledDatabase): Database {
  let released: Promise<void> | undefined;
  return {
    ...pooled.database,
    ping: async () => {
      if (released) throw new Error("database closed");
      await pooled.database.ping();
    },
    close: () => (released ??= giveBack(pooled)),
  };
}

async function giveBack(pooled: PooledDatabase) {
  try {
    if (idle.length >= MAX_IDLE) throw new Error("enough idle databases");
    if ((await structureOf(pooled.database)) !== pooled.template.structure) throw new Error("structure changed");
    await run(pooled.database, resetSql(pooled.template));
    idle.push(pooled);
  } catch {
    pglitePoolStats.discarded++;
    await pooled.database.close().catch(() => {});
  }
}

async function rows<T>(database: Database, sql: string): Promise<T[]> {
  return (await database.executor.executeSql(sql)).rows as T[];
}

async function run(database: Database, sql: string) {
  await database.executor.executeSql(sql);
}

async function recordTemplateState(database: Database): Promise<TemplateState> {
  const tables = await rows<{ name: string; columns: string }>(
    database,
    `select format('%I.%I', n.nspname, c.relname) as name,
            string_agg(format('%I', a.attname), ', ' order by a.attnum)
              filter (where a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where c.relkind in ('r', 'p') and n.nspname ${USER_SCHEMAS}
      group by 1 order by 1`,
  );
  const seeded: TemplateState["seeded"] = [];
  await run(database, `create schema if not exists ${COPY_SCHEMA}`);
  for (const [i, table] of tables.entries()) {
    const [{ any }] = await rows<{ any: boolean }>(database, `select exists (select from ${table.name}) as any`);
    if (!any) continue;
    const copy = `${COPY_SCHEMA}.t${i}`;
    await run(database, `create table ${copy} as select ${table.columns} from ${table.name}`);
    seeded.push({ table: table.name, copy, columns: table.columns });
  }
  const sequences = await rows<{ name: string; value: string; isCalled: boolean }>(
    database,
    `select format('%I.%I', schemaname, sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as "isCalled"
       from pg_sequences where schemaname ${USER_SCHEMAS}`,
  );
  return {
    tables: tables.map((t) => t.name),
    seeded,
    sequences,
    structure: await structureOf(database),
  };
}

function resetSql(template: TemplateState): string {
  return [
    // The ledger and the audit log refuse TRUNCATE (append-only triggers, migrations 0002/0004):
    // a replica session fires no ordinary trigger, so the reset empties them as any other table.
    "set session_replication_role = replica",
    `truncate ${template.tables.join(", ")} restart identity cascade`,
    ...template.seeded.map(
      (s) => `insert into ${s.table} (${s.columns}) overriding system value select ${s.columns} from ${s.copy}`,
    ),
    ...template.sequences.map((s) => `select setval('${s.name}', ${s.value}, ${s.isCalled})`),
    "set session_replication_role = origin",
  ].join(";\n");
}

/** A digest of every relation, column, function and trigger outside the system schemas. */
async function structureOf(database: Database): Promise<string> {
  const [{ digest }] = await rows<{ digest: string }>(
    database,
    `select md5(string_agg(item, ',' order by item)) as digest from (
       select format('%s.%s:%s', n.nspname, c.relname, c.relkind) as item
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname ${USER_SCHEMAS}
       union all
       select format('%s.%s:%s:%s', a.attrelid, a.attname, a.atttypid, a.attnotnull)
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped
       union all
       select format('%s.%s:%s', n.nspname, p.proname, md5(p.prosrc))
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname ${USER_SCHEMAS}
       union all
       select format('%s:%s', t.tgrelid, t.tgname) from pg_trigger t where not t.tgisinternal
     ) as structure`,
  );
  return digest;
}
