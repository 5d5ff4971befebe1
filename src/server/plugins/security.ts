import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import type { Config } from "../config.js";
import { AppError, serviceUnavailable } from "../lib/errors.js";
import { CircuitBreaker } from "../lib/circuit-breaker.js";
import { REDIS_COMMAND_TIMEOUT_MS, withTimeout } from "../lib/redis.js";

type RateLimitResult = { current: number; ttl: number };

/**
 * The counting script: INCR, and the window's expiry set by the first hit (and again should a key
 * have lost it). The plugin's own Redis store does the same, but @fastify/rate-limit exports it
 * nowhere (only by its file path, which is no public API), so this store is written against the
 * plugin's public custom-store interface (`store`, FastifyRateLimitStore) and ioredis's
 * `defineCommand`; keys are named as the plugin's store names them.
 */
const INCR_SCRIPT = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if current == 1 or ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}
`;
const INCR_COMMAND = "kcarRateLimitIncr";
type CountingRedis = Redis & {
  [INCR_COMMAND](key: string, windowMs: number, callback: (err: Error | null, result?: [number, number]) => void): void;
};

function redisCounter(redis: Redis, key: string): FastifyRateLimitStore {
  const counting = redis as CountingRedis;
  if (typeof counting[INCR_COMMAND] !== "function")
    redis.defineCommand(INCR_COMMAND, { numberOfKeys: 1, lua: INCR_SCRIPT });
  return {
    incr: (id, callback, timeWindow) =>
      counting[INCR_COMMAND](key + id, timeWindow, (err, result) =>
        err || !result
          ? callback(err ?? new Error("no answer"), { current: 0, ttl: 0 })
          : callback(null, { current: Number(result[0]), ttl: Number(result[1]) }),
      ),
    // The plugin hands a route's merged limit options with the route as `routeInfo` (its types
    // name the route itself; both are read).
    child: (options) => {
      const route = (options as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return redisCounter(
        redis,
        `${key}${String(route?.method ?? options.method)}${String(route?.url ?? options.url)}-`,
      );
    },
  };
}

/**
 * Counters in Redis, shared by every instance. When Redis cannot answer, a limited route
 * answers 503 rather than let requests through uncounted (login guesses) or fail with 500.
 * A circuit breaker keeps those 503s quick: after a few failures in a row the store stops
 * asking Redis for a second (each request is refused at once), then lets one request try;
 * it closes as soon as the connection is back.
 */
function sharedStore(app: FastifyInstance, redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  let lastLogged = 0;
  const circuit = new CircuitBreaker({
    failureThreshold: 3,
    openMs: 1000,
    onChange: (state) =>
      state === "open"
        ? app.log.error("rate limits: redis circuit open (limited routes answer 503)")
        : app.log.info("rate limits: redis circuit closed"),
  });
  redis.on("ready", () => circuit.reset());
  const unavailable = (err?: Error) => {
    if (err && Date.now() - lastLogged > 10_000) {
      lastLogged = Date.now();
      app.log.error({ err }, "rate limits: redis unavailable");
    }
    return serviceUnavailable("Request limits cannot be checked right now; try again shortly");
  };
  const wrap = (inner: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr: (key, callback, timeWindow, max) => {
      if (!circuit.allow()) return callback(unavailable(), { current: 0, ttl: 0 });
      withTimeout<RateLimitResult>(
        REDIS_COMMAND_TIMEOUT_MS,
        (done) => inner.incr(key, (err, result) => done(err, result), timeWindow, max),
        (err, result) => {
          if (err) {
            circuit.failure();
            return callback(unavailable(err), { current: 0, ttl: 0 });
          }
          circuit.success();
          callback(null, result!);
        },
      );
    },
    child: (routeOptions) => wrap(inner.child(routeOptions)),
  });
  // The plugin constructs the store with `new`; a constructor returning an object yields it.
  return function SharedStore(this: unknown) {
    return wrap(redisCounter(redis, `${prefix}rl:`));
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Counters in this process (no Redis): fixed windows per key, the least recently counted keys
 * dropped past `size`. The plugin's own local store hands every caller the same counter object,
 * which it reads only after an `await`: a burst of parallel requests all saw the burst's final
 * count, so the 21st of 21 look-ups at once refused all 21. Each answer here is a copy.
 */
function processCounter(size = 5000): FastifyRateLimitStore {
  const windows = new Map<string, { current: number; endsAt: number }>();
  return {
    incr: (key, callback, timeWindow) => {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now) entry = { current: 0, endsAt: now + timeWindow };
      entry.current += 1;
      windows.delete(key);
      windows.set(key, entry);
      if (windows.size > size) windows.delete(windows.keys().next().value!);
      callback(null, { current: entry.current, ttl: entry.endsAt - now });
    },
    child: () => processCounter(size),
  };
}

function processStore(): FastifyRateLimitStoreCtor {
  return function ProcessStore(this: unknown) {
    return processCounter();
  } as unknown as FastifyRateLimitStoreCtor;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Helmet headers, the origin check on unsafe methods, and per-route rate limits (counted in
 * Redis when `redis` is given, so N instances share each limit; in this process otherwise).
 */
export async function installSecurity(app: FastifyInstance, config: Config, redis?: Redis) {
  // Helmet's middleware built once: @fastify/helmet rebuilt it (and re-parsed the CSP) on every
  // request, a tenth of an uncached catalogue answer's own CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Map tiles and car photos may come from configured HTTPS hosts.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // The app's one worker is a Blob it makes itself (src/web/lib/format/warm-intl.ts).
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );

  const ownOrigin = new URL(config.publicBaseUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const sameHost = `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin && origin !== sameHost) {
      throw new AppError(403, "forbidden_origin", "Requests from other sites are not accepted");
    }
  });

  // Limits are declared per route (config.rateLimit); nothing is limited by default.
  await app.register(rateLimit, {
    global: false,
    store: redis ? sharedStore(app, redis, config.redisKeyPrefix) : processStore(),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, "rate_limited", `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} seconds`, {
        retry_after_seconds: Math.ceil(ctx.ttl / 1000),
      }),
  });
}
