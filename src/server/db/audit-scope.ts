import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { currentRequestContext } from "../lib/request-context.js";

/**
 * The one place an admin's writes get their audit scope (docs/decisions/0009-audit-log-by-triggers.md).
 *
 * The triggers of migration 0005 log a change when the transaction making it carries the
 * setting `app.audit` (who, which action, from where). While an admin's write request runs, the
 * request context holds its scope (modules/audit/scope.ts sets it); this file makes every
 * statement that request sends to the database carry it, transaction-local, so it ends with the
 * transaction and never leaks to the next user of a pooled connection:
 *
 * - `db.transaction(work)`: `set_config('app.audit', …, true)` is the first statement inside;
 *   savepoints (nested transactions) inherit it;
 * - a write outside a transaction (`core.db.update(…)`, autocommit): run as BEGIN, the setting,
 *   the statement, COMMIT on one connection (the pool's, or PGlite's one).
 *
 * Without a scope (every public and user request, jobs, start-up) both paths are the driver's own:
 * one property read of the request context and nothing sent. Reads (`select …`) always go
 * straight through, also in an admin's request.
 */

const SET_SCOPE = "select set_config('app.audit', $1, true)";
const READ = /^\s*select\b/i;

/** The current request's audit scope as the triggers read it, or undefined (no admin write). */
function scopeSetting(): string | undefined {
  // The whole cost outside an admin's write: one AsyncLocalStorage lookup.
  const scope = currentRequestContext()?.audit;
  if (!scope) return undefined;
  return JSON.stringify({
    actor_id: scope.actorId,
    actor_email: scope.actorEmail,
    action: scope.action,
    ip: scope.ip,
    request_id: scope.requestId,
  });
}

type Transactional = {
  transaction<T>(work: (tx: any) => Promise<T>, config?: any): Promise<T>;
};

/** Drizzle's `transaction`, starting with the scope when there is one. */
export function scopeTransactions(db: Transactional): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (<T>(work: (tx: any) => Promise<T>, config?: unknown) => {
    const scope = scopeSetting();
    if (!scope) return transaction(work, config);
    return transaction(async (tx: { execute(query: unknown): Promise<unknown> }) => {
      await tx.execute(sql`select set_config('app.audit', ${scope}, true)`);
      return work(tx);
    }, config);
  }) as Transactional["transaction"];
}

/** PGlite's autocommit `query` (what Drizzle's PGlite session calls outside a transaction). */
export function scopePgliteWrites(client: PGlite): void {
  const query = client.query.bind(client) as (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;
  client.query = ((text: string, params?: unknown[], options?: unknown) => {
    const scope = scopeSetting();
    if (!scope || typeof text !== "string" || READ.test(text)) return query(text, params, options);
    // The transaction's own query is PGlite's, not this wrapper: no recursion.
    return client.transaction(async (tx) => {
      await tx.query(SET_SCOPE, [scope]);
      return tx.query(text, params as any[], options as any);
    });
  }) as PGlite["query"];
}

/** The pool's autocommit `query` (what Drizzle's node-postgres session calls outside a transaction). */
export function scopePoolWrites(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  pool.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const scope = scopeSetting();
    const text = typeof config === "string" ? config : (config as { text?: unknown } | undefined)?.text;
    // Callback calls are pg's own older form: nothing here uses it.
    if (!scope || typeof text !== "string" || READ.test(text) || typeof values === "function" || callback !== undefined)
      return query(config, values, callback);
    return (async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("begin");
        try {
          await client.query(SET_SCOPE, [scope]);
          const result = await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
          await client.query("commit");
          return result;
        } catch (err) {
          await client.query("rollback").catch((rollbackError: Error) => (broken = rollbackError));
          throw err;
        }
      } finally {
        // A connection that could not even roll back is dropped, not reused.
        client.release(broken);
      }
    })();
  }) as pg.Pool["query"];
}
