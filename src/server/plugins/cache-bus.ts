/**
 * Cache invalidation across instances (`core.cacheBus`). Each instance keeps short-lived
 * caches in memory (catalogue aggregates, settings, responses); a write clears its own
 * instance's cache at once and publishes the cache's channel, and every other instance
 * clears its copy when the message arrives. The message goes over what the installation
 * already runs: Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY on the same
 * database; embedded PGlite is one process, so nothing is sent.
 *
 * A message says "clear", and which cars changed when the change names a few (the list index
 * patches them instead of reading the whole catalogue again). Losing one costs at most a
 * cache's TTL of staleness, and after a lost connection every subscribed cache is cleared, as
 * messages may have been missed meanwhile.
 */
import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Redis } from "ioredis";
import type { Database } from "../db/client.js";
import { closeRedis } from "../lib/redis.js";

export type CacheBusTransport = "local" | "postgres" | "redis";

export type CacheBus = {
  /** This instance's id; messages it sent itself come back with it and are skipped. */
  readonly instanceId: string;
  readonly transport: CacheBusTransport;
  /**
   * Tells the other instances that `channel`'s caches are stale (this instance has already
   * cleared its own). Fire and forget: a failure is logged, never thrown at the writer.
   * Nothing is sent while a message from another instance is being handled (no echoes).
   * `carIds`: the cars that changed, sent (in messages of IDS_PER_MESSAGE) when there are at most
   * MAX_IDS_SENT.
   */
  publish(channel: string, carIds?: readonly number[]): void;
  /**
   * `clear` runs when another instance publishes `channel` (with the cars it sent, if any), and
   * after a reconnect (without: which changed is not known).
   */
  subscribe(channel: string, clear: (carIds: readonly number[] | undefined) => void): void;
  /** Connects the listener (start-up fails when it cannot). */
  start(): Promise<void>;
  /** Waits for messages being sent, then ends the listener. */
  close(): Promise<void>;
};

/** Where the messages travel; `deliver` gets each payload, `lost` is called after a reconnect. */
type Transport = {
  kind: CacheBusTransport;
  start(deliver: (payload: string) => void, lost: () => void): Promise<void>;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
};

/** The most car ids one message carries: a NOTIFY payload holds under 8,000 bytes. */
export const IDS_PER_MESSAGE = 500;
/**
 * The most car ids a change sends, in messages of IDS_PER_MESSAGE (a sync's batch of a few
 * thousand cars). Past this many the other instances' list index is read again anyway
 * (car-search/current-list-index.ts's MAX_CHANGED), so a larger change is sent without them, and the
 * other instances forget rather than patch.
 */
export const MAX_IDS_SENT = 20_000;

/** The car ids of a message, when it carries a valid list of them. */
function idsOf(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length > IDS_PER_MESSAGE) return undefined;
  return value.every((id) => Number.isSafeInteger(id)) ? (value as number[]) : undefined;
}

/** The PostgreSQL channel (NOTIFY reaches only sessions of the same database). */
export const PG_CHANNEL = "cache_bus";
const CHANNEL_NAME = /^[a-z][a-z0-9_-]{0,31}$/;

export type CacheBusOptions = {
  database: Pick<Database, "kind" | "executor">;
  databaseUrl?: string;
  /** The shared Redis connection for publishing; its URL opens the subscriber. */
  redis?: { publisher: Redis; subscriber: Redis; prefix: string };
  log: FastifyBaseLogger;
};

export function createCacheBus(options: CacheBusOptions): CacheBus {
  const instanceId = crypto.randomUUID();
  const { log } = options;
  const transport: Transport | undefined = options.redis
    ? redisTransport(options.redis)
    : options.database.kind === "postgres" && options.databaseUrl
      ? postgresTransport(options.databaseUrl, options.database, log)
      : undefined;
  const handlers = new Map<string, Array<(carIds: readonly number[] | undefined) => void>>();
  const sending = new Set<Promise<void>>();
  let delivering = false;
  let closed = false;

  const run = (channel: string, carIds?: readonly number[]) => {
    delivering = true;
    try {
      for (const clear of handlers.get(channel) ?? []) clear(carIds);
    } catch (err) {
      log.error({ err, channel }, "cache bus: clearing a cache failed");
    } finally {
      delivering = false;
    }
  };

  const deliver = (payload: string) => {
    let message: { i?: unknown; c?: unknown; ids?: unknown };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (message.i === instanceId || typeof message.c !== "string") return;
    run(message.c, idsOf(message.ids));
  };

  return {
    instanceId,
    transport: transport?.kind ?? "local",
    publish(channel, carIds) {
      if (!transport || delivering || closed) return;
      const send = (ids?: readonly number[]) => {
        const sent = transport
          .send(JSON.stringify({ i: instanceId, c: channel, ...(ids ? { ids } : {}) }))
          .catch((err) => log.error({ err, channel }, "cache bus: publishing an invalidation failed"))
          .finally(() => sending.delete(sent));
        sending.add(sent);
      };
      if (!carIds || carIds.length === 0 || carIds.length > MAX_IDS_SENT) return send();
      // Each message names some of the cars; the receiver patches each part as it comes.
      for (let at = 0; at < carIds.length; at += IDS_PER_MESSAGE) send(carIds.slice(at, at + IDS_PER_MESSAGE));
    },
    subscribe(channel, clear) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`cache bus: bad channel name ${channel}`);
      handlers.set(channel, [...(handlers.get(channel) ?? []), clear]);
    },
    async start() {
      await transport?.start(deliver, () => {
        log.warn("cache bus: listener reconnected; clearing every cache (messages may have been missed)");
        for (const channel of handlers.keys()) run(channel);
      });
    },
    async close() {
      closed = true;
      await Promise.all(sending);
      await transport?.close();
    },
  };
}

/** NOTIFY through the app's pool, LISTEN on a connection of its own that comes back after errors. */
function postgresTransport(url: string, database: Pick<Database, "executor">, log: FastifyBaseLogger): Transport {
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  async function connect(deliver: (payload: string) => void, onLost: () => void): Promise<void> {
    const c = new pg.Client({ connectionString: url, application_name: "cache-bus" });
    const lost = (err?: Error) => {
      if (client !== c || closing) return;
      client = undefined;
      c.removeAllListeners();
      c.on("error", () => {});
      c.end().catch(() => {});
      log.error({ err }, "cache bus: LISTEN connection lost; reconnecting");
      schedule(deliver, onLost);
    };
    c.on("error", lost);
    c.on("end", () => lost());
    c.on("notification", (msg) => {
      if (msg.channel === PG_CHANNEL && msg.payload) deliver(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${PG_CHANNEL}`);
    } catch (err) {
      c.removeAllListeners();
      c.on("error", () => {});
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
  }

  function schedule(deliver: (payload: string) => void, onLost: () => void) {
    if (closing) return;
    const delay = Math.min(250 * 2 ** failures, 10_000);
    retry = setTimeout(() => {
      retry = undefined;
      connect(deliver, onLost).then(
        () => {
          failures = 0;
          onLost();
        },
        (err) => {
          failures += 1;
          if (failures === 1) log.error({ err }, "cache bus: LISTEN reconnect failed; retrying");
          schedule(deliver, onLost);
        },
      );
    }, delay);
  }

  return {
    kind: "postgres",
    start: (deliver, lost) => connect(deliver, lost),
    async send(payload) {
      await database.executor.executeSql("select pg_notify($1, $2)", [PG_CHANNEL, payload]);
    },
    async close() {
      closing = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => {});
        await c.end().catch(() => {});
      }
    },
  };
}

/** PUBLISH on the shared connection, SUBSCRIBE on one of its own (ioredis resubscribes after a reconnect). */
function redisTransport(redis: { publisher: Redis; subscriber: Redis; prefix: string }): Transport {
  const channel = `${redis.prefix}cache-bus`;
  const { subscriber } = redis;
  return {
    kind: "redis",
    async start(deliver, lost) {
      subscriber.on("message", (from: string, payload: string) => {
        if (from === channel) deliver(payload);
      });
      // ioredis rejects with "Connection is closed."; the reason is in the error event.
      let reason: Error | undefined;
      const remember = (err: Error) => (reason ??= err);
      subscriber.on("error", remember);
      try {
        await subscriber.connect();
        await subscriber.subscribe(channel);
      } catch (err) {
        throw new Error(`Redis (REDIS_URL) does not answer: ${(reason ?? (err as Error)).message}`, { cause: err });
      } finally {
        subscriber.off("error", remember);
      }
      // Every "ready" after the first is a reconnect.
      subscriber.on("ready", lost);
    },
    async send(payload) {
      await redis.publisher.publish(channel, payload);
    },
    async close() {
      subscriber.removeAllListeners("ready");
      await closeRedis(subscriber);
    },
  };
}
