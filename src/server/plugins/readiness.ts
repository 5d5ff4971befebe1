import type { Database } from "../db/client.js";
import { migrationsApplied, newestMigration } from "../db/migrations-state.js";

/**
 * How long each readiness check may take. A database that does not answer (a hung server, a
 * network partition: connecting alone may wait 10 s, a query forever) must not hang the probe:
 * past this the instance is reported unready. Below the usual probe time-outs (set the load
 * balancer's to 3 s or more), above a busy pool's wait for a free client.
 */
export const READY_CHECK_MS = 2_000;

/** What each check found; `ok` is the answer's status. */
export type ReadinessVerdict = {
  ok: boolean;
  database: "ok" | "unreachable";
  migrations: "applied" | "pending" | "unknown";
  /** `not_needed`: a ROLE=worker instance answers no list. */
  list_index: "read" | "reading" | "not_needed";
};

export type Readiness = { check(): Promise<ReadinessVerdict> };

/** `work`, or a rejection once `ms` have passed without an answer. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The checks behind GET /api/ready (beside the instance's own state, shutting down, which the
 * route reads from app.lifecycle):
 *
 * - the database answers `select 1` within READY_CHECK_MS;
 * - the migrations of this build are recorded in the database: normally true from the start
 *   (buildApp migrates before anything listens), false when the database was replaced under a
 *   running instance (an older backup restored, a failover to a stale copy). Asked until it is
 *   true once, then not again;
 * - the catalogue's list index has been read once (`listIndexReadOnce`, absent for ROLE=worker):
 *   until then every list is a SQL statement, seconds each at a million cars. A start waits for
 *   the read before it listens (start.ts); a read that outlasted that wait or failed is started
 *   again by the probe and waited for within READY_CHECK_MS.
 */
export function createReadiness(options: {
  database: Database;
  listIndexReadOnce?: (waitMs: number) => Promise<boolean>;
}): Readiness {
  const { database, listIndexReadOnce } = options;
  const newest = newestMigration();
  let migrated = false;
  return {
    async check() {
      const [reachable, migrations, listIndex] = await Promise.all([
        within(READY_CHECK_MS, database.ping()).then(
          () => true,
          () => false,
        ),
        migrated
          ? ("applied" as const)
          : within(READY_CHECK_MS, migrationsApplied(database, newest)).then(
              (applied) => {
                migrated ||= applied;
                return applied ? ("applied" as const) : ("pending" as const);
              },
              () => "unknown" as const,
            ),
        listIndexReadOnce
          ? listIndexReadOnce(READY_CHECK_MS).then(
              (read) => (read ? ("read" as const) : ("reading" as const)),
              () => "reading" as const,
            )
          : ("not_needed" as const),
      ]);
      const verdict: ReadinessVerdict = {
        ok: reachable && migrations === "applied" && listIndex !== "reading",
        database: reachable ? "ok" : "unreachable",
        migrations,
        list_index: listIndex,
      };
      return verdict;
    },
  };
}
