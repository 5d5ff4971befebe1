import type { PgBoss, JobInsert } from "pg-boss";
import type { FastifyBaseLogger } from "fastify";
import type { Database, SqlExecutor } from "../db/client.js";

/**
 * A database that ran pg-boss 10 (this app up to its Node 20 release) starting on pg-boss 12.
 *
 * pg-boss 10 left its schema at version 24; pg-boss 11 rewrote it (version 25) without a
 * migration from 24 (its release notes: move the jobs yourself), and pg-boss 12 migrates from
 * 25 on, refusing anything older. So the old `pgboss` schema is renamed `pgboss_v10` before
 * pg-boss 12 starts and installs a new one; then the jobs that were still waiting there
 * (created, retry, or active when the old process stopped) are inserted into the new queues
 * with their ids, data, singleton keys and start times, through pg-boss's own `insert()`. An
 * email keeps its Message-ID (made from the job id). Nothing else is carried: the history of
 * completed and failed jobs stays in `pgboss_v10` for reading (drop it when done:
 * `drop schema pgboss_v10 cascade`), retry counts start again, and the schedules are created
 * again at every start anyway. `pgboss_v10.carried_over` records that the copy was made, so
 * it happens once; pg-boss's insert skips ids it already has, so a copy cut short by a crash
 * is simply made again at the next start.
 *
 * This reads pg-boss 10's tables with SQL (no pg-boss 10 is installed to read them); it runs
 * inside the start-up lock (`database.exclusive`), so one instance does it.
 */
export const OLD_SCHEMA = "pgboss_v10";
/** The oldest schema version pg-boss 12 migrates from. */
const FIRST_MIGRATABLE_VERSION = 25;

async function exists(executor: SqlExecutor, relation: string): Promise<boolean> {
  const { rows } = await executor.executeSql("select to_regclass($1) is not null as present", [relation]);
  return rows[0]?.present === true;
}

/**
 * Sets pg-boss 10's schema aside when the database has one, and answers the schema whose jobs
 * are still to be carried over (also after a start that renamed it and died before copying).
 */
export async function upgradeFromPgBoss10(executor: SqlExecutor, log: FastifyBaseLogger): Promise<string | undefined> {
  if (await exists(executor, "pgboss.version")) {
    const { rows } = await executor.executeSql("select max(version)::int as version from pgboss.version");
    const version = Number(rows[0]?.version ?? 0);
    if (version > 0 && version < FIRST_MIGRATABLE_VERSION) {
      if (await exists(executor, `${OLD_SCHEMA}.version`))
        throw new Error(
          `the database has pg-boss schema version ${version} in "pgboss" and an older one already set aside in "${OLD_SCHEMA}": drop one of them`,
        );
      await executor.executeSql(`alter schema pgboss rename to ${OLD_SCHEMA}`);
      log.warn(
        { version, schema: OLD_SCHEMA },
        `start-up: pg-boss schema version ${version} (pg-boss 10) set aside as "${OLD_SCHEMA}"; pg-boss 12 installs its own`,
      );
    }
  }
  if ((await exists(executor, `${OLD_SCHEMA}.job`)) && !(await exists(executor, `${OLD_SCHEMA}.carried_over`)))
    return OLD_SCHEMA;
  return undefined;
}

type OldJob = {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  singleton_key: string | null;
  start_after: Date | string;
};

/** Inserts the old schema's waiting jobs of the app's queues into pg-boss 12's, then marks the copy made. */
export async function carryOverPgBoss10Jobs(
  boss: PgBoss,
  database: Database,
  schema: string,
  queues: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const { executor } = database;
  const { rows } = await executor.executeSql(
    `select id, name, data, priority, singleton_key, start_after
       from ${schema}.job
      where state in ('created', 'retry', 'active') and name = any($1::text[])
      order by created_on`,
    [queues],
  );
  const byQueue = new Map<string, JobInsert[]>();
  for (const job of rows as OldJob[]) {
    const list = byQueue.get(job.name) ?? [];
    list.push({
      id: job.id,
      data: job.data ?? {},
      priority: job.priority,
      ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
      startAfter: new Date(job.start_after),
    });
    byQueue.set(job.name, list);
  }
  let carried = 0;
  for (const [name, jobs] of byQueue) {
    for (let i = 0; i < jobs.length; i += 500) {
      const ids = await boss.insert(name, jobs.slice(i, i + 500), { returnId: true });
      carried += ids?.length ?? 0;
    }
  }
  await executor.executeSql(
    `create table ${schema}.carried_over (at timestamptz not null default now(), waiting int not null, inserted int not null)`,
  );
  await executor.executeSql(`insert into ${schema}.carried_over (waiting, inserted) values ($1, $2)`, [
    rows.length,
    carried,
  ]);
  log.warn(
    { waiting: rows.length, inserted: carried, schema },
    `start-up: ${carried} of ${rows.length} waiting jobs carried over from pg-boss 10; its history stays in "${schema}"`,
  );
}
