import pg from "pg";
import { markDatabaseUnavailable } from "../lib/pg-errors.js";

/**
 * The PostgreSQL pool, made to survive its server going away (a restart, a failover, an
 * administrator terminating backends):
 *
 * - Every client gets its own lasting `error` listener when it is created. pg-pool listens
 *   only to idle clients and removes its listener while a client is checked out for a
 *   transaction; an error event then had no listener and Node ended the process (57P01
 *   "terminating connection due to administrator command" between two statements of a
 *   money transaction). With the listener, the error fails only the transaction that held
 *   the client: its next query rejects, and the pool discards the broken client on release.
 * - An error while connecting (refused, not accepting connections, too many clients, a
 *   timeout) is marked as "database unavailable", whatever its code, so the request that
 *   needed it answers 503 instead of 500 (plugins/errors.ts).
 * - A checked-out client whose connection ended goes back to the pool (giveBackWhenLost).
 * - Connecting gives up after `connectTimeoutMs` instead of waiting forever on a server
 *   that does not answer.
 */
/**
 * Session settings of every connection. random_page_cost: PostgreSQL's default (4) prices a
 * random read as a spinning disk did; on SSDs and a cached working set 1.1 is the usual setting,
 * and with 4 the planner walked the price index of every maker past 16,000 cars rather than read
 * one maker's 400 from cars_maker_price_idx (32 ms instead of 0.2 ms, 100,000 cars).
 * work_mem: a list's search ANDs the word's index with a range's (price, year, mileage), whose
 * bitmap of a broad range holds a bit for most of the table's pages. Past work_mem (4 MB by
 * default: about 400,000 cars) that bitmap goes lossy, and every row of the word on one of its
 * pages is read and checked again, car_search_grams() computed for each (q=k5 with a price floor
 * at 1,000,000 cars: 13,000 rows rechecked, 17,000 pages, 315 ms; exact at 16 MB: 623 rows, 50 ms).
 * 16 MB holds a bitmap of every page of a catalogue of about 2,000,000 cars; it is per sort or
 * bitmap, and an instance opens at most 10 connections.
 */
export const SESSION_OPTIONS = "-c random_page_cost=1.1 -c work_mem=16MB";

export function openPool(connectionString: string, connectTimeoutMs = 10_000): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    options: SESSION_OPTIONS,
  });
  // Idle clients: pg-pool discards the client and emits here.
  pool.on("error", () => {});
  // Checked-out clients: the query that was running, or the next one, rejects with the cause.
  pool.on("connect", (client) => client.on("error", () => {}));
  // pool.query() connects through this.connect with a callback, transactions call it without
  // one: both paths are wrapped.
  const connect = pool.connect.bind(pool) as (cb?: (...args: any[]) => void) => any;
  pool.connect = ((callback?: (err: Error | undefined, ...rest: any[]) => void) => {
    if (callback) {
      return connect((err: Error | undefined, client?: pg.PoolClient, ...rest: unknown[]) =>
        callback(err ? markDatabaseUnavailable(err) : err, client && giveBackWhenLost(client), ...rest),
      );
    }
    return (connect() as Promise<pg.PoolClient>).then(giveBackWhenLost, (err: Error) => {
      throw markDatabaseUnavailable(err);
    });
  }) as typeof pool.connect;
  return pool;
}

/**
 * A checked-out client whose connection ends is given back to the pool at once (which drops
 * it), and a second release is a no-op. Drizzle's transaction() sends BEGIN before its
 * try/finally: when BEGIN fails on a lost connection the client is never released, and each
 * such leak took a pool slot for good (ten of them, and every request waited for a client).
 */
function giveBackWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onEnd = () => client.release(markDatabaseUnavailable(new Error("Connection terminated")));
  client.once("end", onEnd);
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    release(err);
  };
  return client;
}
