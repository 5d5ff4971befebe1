/** The SQLSTATE of a database error, directly or wrapped by Drizzle (`cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  type PgError = { code?: unknown; cause?: PgError };
  let e = err as PgError | null | undefined;
  for (let i = 0; e && i < 3; i++, e = e.cause) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** A unique index refused the row (23505); with `constraint`, that index's. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (pgErrorCode(err) !== "23505") return false;
  if (constraint === undefined) return true;
  type PgError = { code?: unknown; constraint?: unknown; cause?: PgError };
  for (let e = err as PgError | undefined, i = 0; e && i < 3; i++, e = e.cause) {
    if (e.code === "23505") return e.constraint === constraint;
  }
  return false;
}

/**
 * A foreign key refused the change: 23503 (NO ACTION, or a row naming a missing one) or 23001
 * (ON DELETE RESTRICT, as the keys from money records to cars are).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === "23503" || code === "23001";
}

/**
 * Whether the database refused the values themselves (data exception, class 22, or an integrity
 * rule, class 23) rather than being unreachable: sending the same row again cannot help.
 */
export function isBadValueError(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code !== undefined && (code.startsWith("22") || code.startsWith("23"));
}

/** SQLSTATEs of a server that went away or will not take connections now. */
const UNAVAILABLE_STATES = new Set([
  "57P01", // admin_shutdown: terminated by an administrator, a restart, a failover
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, shutting down, in recovery
  "53300", // too_many_connections
]);

/** Socket errors of a connection that was cut or could not be made. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);

/** node-postgres's own errors for a lost connection carry no code, only these messages. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

const UNAVAILABLE = Symbol("databaseUnavailable");

/** Marks an error met while connecting: whatever its code, the database could not be reached. */
export function markDatabaseUnavailable<E extends Error>(err: E): E {
  if (err && typeof err === "object") (err as unknown as Record<symbol, boolean>)[UNAVAILABLE] = true;
  return err;
}

/**
 * Whether an error means the database could not be reached or the connection was lost (not
 * that the statement was wrong): the request may succeed when retried, so it answers 503.
 * Looks through Drizzle's wrapping (`cause`).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  type E = { code?: unknown; message?: unknown; cause?: E; [UNAVAILABLE]?: boolean };
  let e = err as E | null | undefined;
  for (let i = 0; e && typeof e === "object" && i < 4; i++, e = e.cause) {
    if (e[UNAVAILABLE]) return true;
    const code = typeof e.code === "string" ? e.code : "";
    if (UNAVAILABLE_STATES.has(code) || code.startsWith("08") || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
