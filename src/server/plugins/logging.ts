/**
 * What the logs keep. Request lines keep method, path, status and time; the query string of
 * a token-bearing path (password reset, unsubscribe, verification) is replaced by
 * "[redacted]", and secret-looking query fields of any other path are too. Database errors are
 * logged by SQLSTATE, constraint, table and column and the SQL text, never with the bound
 * parameters or PostgreSQL's detail line (they hold password hashes, emails, account details).
 */

import type { FastifyServerOptions } from "fastify";
import { currentRequestContext } from "../lib/request-context.js";

/** Paths whose whole query string is a secret (a token or an email address). */
const TOKEN_PATHS = [/^\/api\/promo\/unsubscribe/, /unsubscribe/, /^\/reset-password/, /^\/forgot-password/, /verify/];
/** Query fields never written to a log, on any path. */
const SECRET_FIELDS = /^(token|code|key|sig|signature|password|email|secret|t)$/i;

/** The URL as a log may keep it. */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf("?");
  if (q < 0) return url;
  const pathname = url.slice(0, q);
  if (TOKEN_PATHS.some((re) => re.test(pathname))) return `${pathname}?[redacted]`;
  const params = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* an undecodable name is kept as it came */
      }
      return SECRET_FIELDS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${pathname}?${params.join("&")}`;
}

type ErrorLike = {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  statusCode?: unknown;
};

const isSqlState = (code: unknown) => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
/** A Drizzle query error (it carries the statement and its parameters) or a PostgreSQL error. */
const isDatabaseError = (e: ErrorLike) =>
  (typeof e.query === "string" && "params" in e) || (isSqlState(e.code) && ("severity" in e || "routine" in e));

function errorChain(err: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let e = err as ErrorLike | undefined;
  while (e && typeof e === "object" && chain.length < 5) {
    chain.push(e);
    e = e.cause as ErrorLike | undefined;
  }
  return chain;
}

/** Only the "at …" frames: the head of a stack repeats the message, which may span lines with values. */
const framesOnly = (stack: string | undefined) =>
  stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");

/** The `err` serializer: a database error anywhere in the cause chain is logged without values. */
export function serializeError(err: unknown): { [key: string]: unknown; type: string; message: string; stack: string } {
  const chain = errorChain(err);
  const top = chain[0];
  if (!top) return { type: typeof err, message: String(err), stack: "" };
  const db = chain.find(isDatabaseError);
  if (!db) {
    return {
      type: top.name ?? "Error",
      message: top.message ?? String(err),
      stack: top.stack ?? "",
      ...(top.code !== undefined ? { code: top.code } : {}),
      ...(top.statusCode !== undefined ? { statusCode: top.statusCode } : {}),
      ...(top.cause !== undefined ? { cause: serializeError(top.cause) } : {}),
    };
  }
  const pg = chain.find((e) => isSqlState(e.code));
  const withQuery = chain.find((e) => typeof e.query === "string");
  return {
    type: top.name ?? "Error",
    message: top === db || top === pg ? "database error" : (top.message ?? ""),
    sqlState: pg?.code,
    constraint: pg?.constraint,
    table: pg?.table,
    column: pg?.column,
    query: withQuery?.query,
    stack: framesOnly(top.stack) ?? "",
  };
}

type RequestLike = { method?: string; url?: string; ip?: string; host?: string };

/** Marks the logger Fastify makes for each request (`requestChildLogger`): its lines carry the id already. */
const REQUEST_LOGGER = Symbol("request logger");

/**
 * Fastify's `childLoggerFactory`: the request's own logger (`request.log`), whose bindings hold
 * `requestId`, marked so that `withRequestId` does not add it a second time.
 */
export const requestChildLogger: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) => {
  const child = logger.child(bindings, options);
  (child as unknown as Record<symbol, boolean>)[REQUEST_LOGGER] = true;
  return child;
};

/**
 * pino's `mixin`: a line written while a request runs through any other logger (`core.log` in a
 * service, the app's logger in a reaction) carries that request's id; so does the line of a job
 * run inside a request context (lib/request-context.ts). Outside requests it adds nothing.
 */
function withRequestId(_line: object, _level: number, logger: object): object {
  if ((logger as Record<symbol, boolean>)[REQUEST_LOGGER]) return {};
  const context = currentRequestContext();
  return context ? { requestId: context.requestId } : {};
}

/** The Fastify logger options: level, serializers and redaction for every log line. */
export function loggerOptions(level: string) {
  return {
    level,
    mixin: withRequestId,
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (req: RequestLike) => ({ method: req.method, url: safeUrl(req.url), host: req.host, remoteAddress: req.ip }),
    },
    redact: {
      paths: [
        "params",
        "parameters",
        "password",
        "passwordHash",
        "*.params",
        "*.password",
        "*.passwordHash",
        "*.accountDetails",
        // The translation endpoint's key (comment-translations), should a request body ever be logged.
        "api_key",
        "*.api_key",
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
      ],
      censor: "[redacted]",
    },
  };
}
