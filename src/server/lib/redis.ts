import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";

/**
 * How long a rate-limit check may wait for Redis's answer (lib/redis.ts `withTimeout`), so a
 * rate-limited route answers 503 quickly while Redis is unreachable (a cut network, not
 * only a closed port).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Calls `callback` with the result of `start`, or with a timeout error after `ms`. A timer
 * fires before the I/O callbacks of the same turn of the event loop: on a loaded machine a
 * reply that arrived while the loop was busy would be declared late (ioredis's own
 * commandTimeout failed healthy requests that way). So when the timer fires, the verdict
 * waits for setImmediate, which runs after the pending I/O has been read.
 */
export function withTimeout<T>(
  ms: number,
  start: (done: (err: Error | null, result?: T) => void) => void,
  callback: (err: Error | null, result?: T) => void,
): void {
  let settled = false;
  const settle = (err: Error | null, result?: T) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    callback(err, result);
  };
  const timer = setTimeout(() => setImmediate(() => settle(new Error(`Redis did not answer within ${ms} ms`))), ms);
  start(settle);
}

/**
 * A Redis connection for shared state (rate-limit counters, cache-bus messages).
 *
 * `failFast` (the commands connection): a command fails at once while the connection is
 * down instead of waiting in ioredis's offline queue for a reconnect (with the queue, a
 * burst of logins during an outage waited 1 to 10 s each, the reconnect back-off, before
 * its 503); commands in flight when the connection drops fail too. The caller decides what a
 * failure means and how long to wait (rate limits: `withTimeout`, then 503, behind a circuit
 * breaker: plugins/security.ts); ioredis's commandTimeout of 10 s only keeps a connection to
 * an unreachable Redis from collecting commands for ever. The subscriber keeps the queue: its
 * SUBSCRIBE must survive a reconnect.
 *
 * ioredis keeps reconnecting in the background; the log gets one line per outage, not per retry.
 */
export function openRedis(
  url: string,
  log: FastifyBaseLogger,
  purpose: string,
  options: { failFast?: boolean } = {},
): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    retryStrategy: (times) => Math.min(100 * 2 ** times, 2000),
    ...(options.failFast ? { enableOfflineQueue: false, maxRetriesPerRequest: 0 } : { maxRetriesPerRequest: 1 }),
    commandTimeout: 10_000,
  });
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.error({ err, purpose }, "redis connection lost");
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info({ purpose }, "redis connection back");
  });
  return redis;
}

/** Whether Redis answers a PING now, within REDIS_COMMAND_TIMEOUT_MS. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== "ready") return false;
  return new Promise((resolve) =>
    withTimeout<string>(
      REDIS_COMMAND_TIMEOUT_MS,
      (done) => redis.ping().then((pong) => done(null, pong), done),
      (err, pong) => resolve(!err && pong === "PONG"),
    ),
  );
}

/** Ends a connection, even one that never connected or is reconnecting. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
