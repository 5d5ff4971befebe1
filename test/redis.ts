import crypto from "node:crypto";
import { Redis } from "ioredis";

/** The Redis the shared-state tests use (CI starts one at this address, see .ci/run). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether a Redis answers PING at `url` within a second. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Skip Redis tests only where no Redis runs and it is not CI (a developer's machine);
 * in CI a missing Redis fails them instead of hiding them.
 */
export const skipWithoutRedis = async (): Promise<boolean> => !(await redisReachable()) && !process.env.CI;

/** A key prefix of its own per test, so runs and files sharing one Redis never meet. */
export const uniqueRedisPrefix = (label: string) =>
  `test-${label}-${process.pid}-${crypto.randomBytes(4).toString("hex")}:`;

/** Deletes every key under `prefix` (what a test left behind). */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url);
  redis.on("error", () => {});
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
