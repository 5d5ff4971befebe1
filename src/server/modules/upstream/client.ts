/**
 * The one upstream client of a service: a module-level factory keyed by the upstream
 * configuration, so every request, import and check of an app shares one cookie jar,
 * one login and one politeness limit (UPSTREAM_CONCURRENCY).
 */
import type { Core } from "../../core.js";
import { AppError } from "../../lib/errors.js";
import type { UpstreamClient } from "./adapter.js";
import { UpstreamError } from "./upstream-error.js";

type Entry = { client: Promise<UpstreamClient>; users: Set<object> };
const clients = new Map<string, Entry>();

/** 409 rather than 5xx: the service works, it just has no upstream to talk to. */
export const upstreamNotConfigured = () =>
  new AppError(409, "upstream_not_configured", "No upstream is configured (set UPSTREAM_BASE_URL)");

export function isUpstreamConfigured(core: Pick<Core, "config">): boolean {
  return Boolean(core.config.upstreamBaseUrl);
}

function keyOf(core: Pick<Core, "config">): string {
  const c = core.config;
  return JSON.stringify([
    c.upstreamBaseUrl,
    c.upstreamUsername,
    c.upstreamPassword,
    c.upstreamConcurrency,
    c.upstreamRetryBaseMs,
    c.upstreamTimeoutMs,
  ]);
}

/** The shared client for this core's configuration; 409 `upstream_not_configured` without a base URL. */
export async function upstreamClient(core: Pick<Core, "config" | "log">): Promise<UpstreamClient> {
  const baseUrl = core.config.upstreamBaseUrl;
  if (!baseUrl) throw upstreamNotConfigured();
  const key = keyOf(core);
  let entry = clients.get(key);
  if (!entry) {
    const log = core.log.child({ module: "upstream" });
    // The adapter (HTML/XML parsers, EUC-KR decoder, HTTP client with its cookie jar) is loaded
    // at the first upstream call: API processes that never reach the upstream stay lean.
    entry = {
      client: import("./adapter.js").then(({ createUpstreamClient }) =>
        createUpstreamClient({
          baseUrl,
          // loadConfig requires both with a base URL (outside development, where they default to demo).
          username: core.config.upstreamUsername ?? "",
          password: core.config.upstreamPassword ?? "",
          concurrency: core.config.upstreamConcurrency,
          retryBaseMs: core.config.upstreamRetryBaseMs,
          timeoutMs: core.config.upstreamTimeoutMs,
          logger: { info: (obj, msg) => log.info(obj, msg), warn: (obj, msg) => log.warn(obj, msg) },
        }),
      ),
      users: new Set(),
    };
    clients.set(key, entry);
  }
  entry.users.add(core);
  return entry.client;
}

/** Lets go of the client when the app closes; the last user closes its connections. */
export async function releaseUpstreamClient(core: Pick<Core, "config">): Promise<void> {
  const key = keyOf(core);
  const entry = clients.get(key);
  if (!entry || !entry.users.delete(core) || entry.users.size > 0) return;
  clients.delete(key);
  await (await entry.client).close();
}

/**
 * Upstream failures become a clear 502, never a 500: `upstream_session_expired` when the upstream
 * kept answering "session expired" after a fresh login (upstream.md, Session), else
 * `upstream_unavailable`; a missing photo is a 404.
 */
export function toApiError(err: unknown): unknown {
  if (!(err instanceof UpstreamError)) return err;
  if (err.code === "upstream_not_found") return new AppError(404, "not_found", err.message);
  if (err.code === "upstream_session_expired") {
    return new AppError(502, "upstream_session_expired", `The upstream session expired again after a new login`, {
      upstream_code: err.code,
      upstream_status: err.status ?? null,
    });
  }
  return new AppError(502, "upstream_unavailable", `The upstream site did not answer properly: ${err.message}`, {
    upstream_code: err.code,
    upstream_status: err.status ?? null,
  });
}

/** Runs an upstream call and maps its failure for the API. */
export async function callUpstream<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toApiError(err);
  }
}
