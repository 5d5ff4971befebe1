import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";

/**
 * A Redis connection for shared state (rate-limit counters, cache-bus messages). A request
 * that needs Redis must not hang while it is away: a command fails after one reconnect
 * attempt or two seconds, and the caller decides (rate limits answer 503). ioredis keeps
 * reconnecting in the background; the log gets one line per outage, not one per retry.
 */
export function openRedis(url: string, log: FastifyBaseLogger, purpose: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
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
