/** The SQLSTATE of a database error, directly or wrapped by Drizzle (`cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  type PgError = { code?: unknown; cause?: PgError };
  let e = err as PgError | null | undefined;
  for (let i = 0; e && i < 3; i++, e = e.cause) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * Whether the database refused the values themselves (data exception, class 22, or an integrity
 * rule, class 23) rather than being unreachable: sending the same row again cannot help.
 */
export function isBadValueError(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code !== undefined && (code.startsWith("22") || code.startsWith("23"));
}
