/**
 * State that N instances share: rate-limit counters in Redis, and catalogue cache clears
 * sent to every instance (Redis pub/sub, or PostgreSQL LISTEN/NOTIFY without Redis).
 * Apps are built in this process; test/scale-multi-instance.slow.test.ts runs real processes.
 */
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.js";
import { openDatabase } from "../src/server/db/client.js";
import { IDS_PER_MESSAGE, MAX_IDS_SENT } from "../src/server/plugins/cache-bus.js";
import { createTestApp, createTestDatabase, testConfig, type TestApp } from "./test-app.js";
import { createAdmin, createCar, loginCookie } from "./factories.js";
import { beforeCacheExpiry, patient } from "./patience.js";
import { deleteRedisKeys, skipWithoutRedis, TEST_REDIS_URL, uniqueRedisPrefix } from "./redis.js";

const noRedis = await skipWithoutRedis();
const onPostgres = /^postgres(ql)?:/.test(process.env.TEST_DATABASE_URL ?? "");

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** An app on its own database (built one after another: parallel builds overran plugin timeouts on a busy machine). */
async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const built = await createTestApp({}, env);
  cleanups.push(() => built.close());
  return built;
}

/** A prefix of this test's own (deleted afterwards). */
function prefix(label: string) {
  const p = uniqueRedisPrefix(label);
  cleanups.push(() => deleteRedisKeys(p));
  return p;
}

// 10 per 10 minutes per address and email; an unknown email is answered 202 all the same.
const RESET_LIMIT = 10;
const resetRequest = (target: FastifyInstance, email: string) =>
  target.inject({ method: "POST", url: "/api/auth/password-reset/request", payload: { email } });

/** A parallel burst spread over `apps` in turn: the status codes, counted. */
async function burst(apps: FastifyInstance[], n: number, email: string) {
  const results = await Promise.all(Array.from({ length: n }, (_, i) => resetRequest(apps[i % apps.length], email)));
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describe.skipIf(noRedis)(`rate limits shared through Redis (needs Redis at ${TEST_REDIS_URL})`, () => {
  it("a parallel burst over two instances with the same REDIS_URL is counted once", async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix("rl") };
    const a = await app(env);
    const b = await app(env);
    expect(await burst([a, b], 3 * RESET_LIMIT, "burst@example.com")).toEqual({
      202: RESET_LIMIT,
      429: 2 * RESET_LIMIT,
    });
    // Either instance now refuses the key, and says for how long.
    const refused = await resetRequest(b, "burst@example.com");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: "rate_limited" });
    expect(refused.json().error.details.retry_after_seconds).toBeGreaterThan(500);
    // Another email is another key.
    expect((await resetRequest(a, "other@example.com")).statusCode).toBe(202);
  });

  it("without REDIS_URL each instance counts alone (what the shared store fixes)", async () => {
    const a = await app();
    const b = await app();
    expect(await burst([a, b], 3 * RESET_LIMIT, "alone@example.com")).toEqual({
      202: 2 * RESET_LIMIT,
      429: RESET_LIMIT,
    });
  });

  it("installations with different prefixes on one Redis do not share counters", async () => {
    const a = await app({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix("rl-a") });
    const b = await app({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix("rl-b") });
    expect(await burst([a], RESET_LIMIT, "p@example.com")).toEqual({ 202: RESET_LIMIT });
    expect(await burst([b], RESET_LIMIT, "p@example.com")).toEqual({ 202: RESET_LIMIT });
  });

  it("answers 503 on a limited route while Redis cannot be reached; other routes keep working", async () => {
    const a = await app({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix("rl-down") });
    expect((await resetRequest(a, "down@example.com")).statusCode).toBe(202);
    a.core.redis!.disconnect();
    const res = await resetRequest(a, "down@example.com");
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ code: "service_unavailable" });
    expect((await a.inject("/api/cars")).statusCode).toBe(200);
  });
});

describe("REDIS_URL that does not answer at start", () => {
  it("the app does not start (rather than run with limits it cannot count)", async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    await expect(createTestApp({}, { REDIS_URL: "redis://127.0.0.1:1" })).rejects.toThrow(
      /Redis \(REDIS_URL\) does not answer: .*ECONNREFUSED/,
    );
  });
});

/** Counts how often the catalogue totals of `target` are computed (a clear makes the next read compute). */
function totalsProbe(target: FastifyInstance) {
  let loads = 0;
  const read = () =>
    target.core.catalogueCache.totals.get("probe", async () => {
      loads += 1;
      return loads;
    });
  return { read, loads: () => loads };
}

describe.skipIf(noRedis)(`cache bus over Redis pub/sub (needs Redis at ${TEST_REDIS_URL})`, () => {
  it("an event on one instance clears the others' catalogue cache, once, without echoes", async () => {
    const p = prefix("bus");
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: p };
    const a = await app(env);
    const b = await app(env);
    const stranger = await app({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix("bus-other") });
    expect([a.core.cacheBus.transport, b.core.cacheBus.transport]).toEqual(["redis", "redis"]);
    // Every message on the installation's channel, as a third party sees it.
    const spy = new Redis(TEST_REDIS_URL);
    cleanups.push(async () => spy.disconnect());
    const seen: string[] = [];
    spy.on("message", (_channel: string, message: string) => seen.push(message));
    await spy.subscribe(`${p}cache-bus`);

    const [onA, onB, onStranger] = [totalsProbe(a), totalsProbe(b), totalsProbe(stranger)];
    await Promise.all([onA.read(), onB.read(), onStranger.read()]);
    await onB.read();
    expect(onB.loads()).toBe(1);

    await a.core.events.emit("bannersChanged", { carIds: [], joinedPromotion: [] });
    await vi.waitFor(async () => {
      await onB.read();
      expect(onB.loads()).toBe(2);
    }, beforeCacheExpiry());
    // B's clear (from the message) sent nothing back; A's own message did not clear A again.
    await new Promise((resolve) => setTimeout(resolve, patient(300)));
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0])).toEqual({ i: a.core.cacheBus.instanceId, c: "banners-changed" });
    await onA.read();
    expect(onA.loads()).toBe(2);
    await onA.read();
    expect(onA.loads()).toBe(2);
    // Another installation's prefix hears nothing.
    await onStranger.read();
    expect(onStranger.loads()).toBe(1);
  });
  it("a change of some cars carries their ids, in parts past a message's size, and the other instance's list index patches those cars", async () => {
    const p = prefix("bus-ids");
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: p };
    const a = await app(env);
    const b = await app(env);
    const spy = new Redis(TEST_REDIS_URL);
    cleanups.push(async () => spy.disconnect());
    const seen: string[] = [];
    spy.on("message", (_channel: string, message: string) => seen.push(message));
    await spy.subscribe(`${p}cache-bus`);
    const patched: (readonly number[])[] = [];
    const forgotten: number[] = [];
    vi.spyOn(b.core.catalogueCache.listIndex, "carsChanged").mockImplementation((ids) => void patched.push(ids));
    vi.spyOn(b.core.catalogueCache.listIndex, "clear").mockImplementation(() => void forgotten.push(1));

    await a.core.events.emit("pricesChanged", { carIds: [3, 5] });
    await vi.waitFor(() => expect(patched).toEqual([[3, 5]]), { timeout: patient(5000), interval: 20 });
    expect(JSON.parse(seen[0])).toEqual({ i: a.core.cacheBus.instanceId, c: "prices-changed", ids: [3, 5] });
    // More than a message holds (a sync's batch): sent in parts, and the other instance patches every car.
    const batch = Array.from({ length: 2 * IDS_PER_MESSAGE + 1 }, (_, i) => 1_000_000 + i);
    await a.core.events.emit("carsImported", { carIds: batch });
    await vi.waitFor(() => expect(patched).toHaveLength(4), { timeout: patient(5000), interval: 20 });
    expect(
      patched
        .slice(1)
        .flat()
        .sort((x, y) => x - y),
    ).toEqual(batch);
    expect(seen.slice(1).map((m) => JSON.parse(m).ids.length)).toEqual([IDS_PER_MESSAGE, IDS_PER_MESSAGE, 1]);
    expect(forgotten).toEqual([]);
    // More than the other instance would patch: sent without them, and it forgets its index.
    const many = Array.from({ length: MAX_IDS_SENT + 1 }, (_, i) => i + 1);
    await a.core.events.emit("carsImported", { carIds: many });
    await vi.waitFor(() => expect(forgotten).toEqual([1]), { timeout: patient(5000), interval: 20 });
    expect(JSON.parse(seen[4])).toEqual({ i: a.core.cacheBus.instanceId, c: "cars-imported" });
    expect(patched).toHaveLength(4);
    // A message whose ids are not a list of integers, or more than a message carries (another version, a
    // stranger): forgotten, not patched.
    const publisher = new Redis(TEST_REDIS_URL);
    cleanups.push(async () => publisher.disconnect());
    const tooLong = Array.from({ length: IDS_PER_MESSAGE + 1 }, (_, i) => i + 1);
    for (const ids of [[1.5], ["7"], { length: 1 }, [Number.MAX_SAFE_INTEGER + 2], tooLong])
      await publisher.publish(`${p}cache-bus`, JSON.stringify({ i: "someone", c: "prices-changed", ids }));
    await vi.waitFor(() => expect(forgotten).toHaveLength(6), { timeout: patient(5000), interval: 20 });
    expect(patched).toHaveLength(4);
  });
});

describe.skipIf(!onPostgres)(
  "cache bus over PostgreSQL LISTEN/NOTIFY (runs on PostgreSQL only: TEST_DATABASE_URL)",
  () => {
    let shared: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    afterAll(async () => {
      await shared?.drop();
    });

    it("two instances on one database: an admin rate change on one shows in the other's prices within a second, also after a lost LISTEN connection", async () => {
      shared = await createTestDatabase();
      const url = shared.url!;
      const second = await openDatabase({ databaseUrl: url, pgliteDir: "" });
      const config = testConfig({ databaseUrl: url });
      const a = await buildApp(config, { logger: false, database: shared.database });
      cleanups.push(() => a.close());
      const b = await buildApp(config, { logger: false, database: second });
      cleanups.push(async () => {
        await b.close();
        await second.close();
      });
      await a.ready();
      await b.ready();
      expect([a.core.cacheBus.transport, b.core.cacheBus.transport]).toEqual(["postgres", "postgres"]);

      const car = await createCar(a, { priceKrw: 21_000_000 });
      const admin = await loginCookie(a, await createAdmin(a));
      const usdOnB = async () => {
        const res = await b.inject(`/api/cars/${car.id}`);
        expect(res.statusCode).toBe(200);
        return res.json().prices.USD as number;
      };
      const setRate = async (usd_krw_rate: number) => {
        const res = await a.inject({
          method: "PUT",
          url: "/api/admin/settings",
          headers: { cookie: admin },
          payload: { usd_krw_rate },
        });
        expect(res.statusCode).toBe(200);
      };
      await setRate(1000);
      await vi.waitFor(async () => expect(await usdOnB()).toBe(21_000), beforeCacheExpiry());
      // B caches the rate now (for 15 s): only the message can change what it answers so soon.
      expect(await usdOnB()).toBe(21_000);
      await setRate(1500);
      await vi.waitFor(async () => expect(await usdOnB()).toBe(14_000), beforeCacheExpiry());

      // The LISTEN connections die (a restart, a failover); they come back and messages flow again.
      const observer = new pg.Client({ connectionString: url });
      await observer.connect();
      cleanups.push(() => observer.end());
      const listeners = () =>
        observer
          .query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'cache-bus'",
          )
          .then((r) => r.rows[0].n as number);
      expect(await listeners()).toBe(2);
      await observer.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'cache-bus'",
      );
      await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 10_000, interval: 100 });
      await setRate(2000);
      await vi.waitFor(async () => expect(await usdOnB()).toBe(10_500), beforeCacheExpiry());
    });
  },
);
