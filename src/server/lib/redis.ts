import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";

/**
 * A Redis connection for shared state (rate-limit counters, cache-bus messages). A request
 * that needs Redis must not hang while it is away: a command fails after one reconnect
 * attempt, or after 10 s without an answer, and the caller decides (rate limits answer 503).
 * The limits are generous on purpose: a timer fires before a reply that arrived while the
 * event loop was busy (2 s failed healthy requests on a loaded 2-core machine). ioredis
 * keeps reconnecting in the background; the log gets one line per outage, not per retry.
 */
export function openRedis(url: string, log: FastifyBaseLogger, purpose: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    commandTimeout: 10_000,
    retryStrategy: (times) => Math.min(100 * 2 ** times, 5000),
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

/** Ends a connection, even one that never connected or is reconnecting. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
