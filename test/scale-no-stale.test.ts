/**
 * No stale answer across instances (issue 23): two apps on one PostgreSQL database and one
 * Redis, as two API instances run. Every write that changes the public catalogue, made on A,
 * shows in B's public answers within 2 s (the domain event travels over the cache bus); and
 * without the cache bus's subscription to one event, B keeps the stale answer.
 * Only meaningful on PostgreSQL (PGlite is one process's database).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.js";
import { openDatabase } from "../src/server/db/client.js";
import { DOMAIN_EVENT_NAMES } from "../src/server/events.js";
import { BUS_LABEL, tellOtherInstances } from "../src/server/reactions-registry.js";
import { startUpstreamSim, type UpstreamSim } from "../tools/upstream-sim/server.js";
import { createTestDatabase, testConfig } from "./test-app.js";
import { adjust, adminActor, actor } from "./credits-helpers.js";
import { deleteRedisKeys, skipWithoutRedis, TEST_REDIS_URL, uniqueRedisPrefix } from "./redis.js";
import { scenarios, type Scenario } from "./no-stale-scenarios.js";
import { patient, pollUntil } from "./patience.js";
import type { FastifyInstance } from "fastify";

const onPostgres = /^postgres(ql)?:/.test(process.env.TEST_DATABASE_URL ?? "");
const noRedis = await skipWithoutRedis();

describe.skipIf(!onPostgres || noRedis)("two instances: the next public read on the other one", () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  let sim: UpstreamSim;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let list: Scenario[];
  /**
   * How long a check waits to come true: room for a loaded machine while each write must reach
   * B, but a fixed 2 s while B must stay stale. A wait that grows with the load outlasted the
   * response cache's TTL (15 s) on a loaded CI run, and B, its cached answers expired, answered
   * fresh without any event (pricesChanged looked unneeded).
   */
  let patienceMs = patient(2000);
  const prefix = uniqueRedisPrefix("no-stale");

  beforeAll(async () => {
    sim = await startUpstreamSim({ port: 0, host: "127.0.0.1", seed: 3, carCount: 80 });
    shared = await createTestDatabase();
    second = await openDatabase({ databaseUrl: shared.url!, pgliteDir: "" });
    const config = testConfig(
      {
        databaseUrl: shared.url!,
        upstreamBaseUrl: sim.url,
        upstreamUsername: "demo",
        upstreamPassword: "demo",
        upstreamRetryBaseMs: 5,
      },
      { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix },
    );
    a = await buildApp(config, { logger: false, database: shared.database });
    b = await buildApp(config, { logger: false, database: second });
    await a.ready();
    await b.ready();
    expect([a.core.cacheBus.transport, b.core.cacheBus.transport]).toEqual(["redis", "redis"]);
    const admin = await adminActor(a);
    const buyer = await actor(a);
    await adjust(a, admin, buyer.id, 50);
    // A marker sent on A's bus after a write reaches B after the write's own messages (one
    // publisher connection, delivered in order): once B has it, B has them all.
    const markersSeen = new Set<number>();
    b.core.cacheBus.subscribe("no-stale-marker", (ids) => ids?.forEach((id) => markersSeen.add(id)));
    let marker = 0;
    const settled = async () => {
      const id = ++marker;
      a.core.cacheBus.publish("no-stale-marker", [id]);
      await pollUntil(async () => markersSeen.has(id), Boolean, {
        ms: 10_000,
        what: "the cache bus's marker",
        intervalMs: 10,
      });
    };
    list = scenarios({ app: a, sim, admin: admin.cookie, buyer: buyer.cookie }, b, () => patienceMs, settled);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await shared?.drop();
    await sim?.close();
    await deleteRedisKeys(prefix);
  });

  it("shows every write made on A in B's public answers within 2 s", async () => {
    const stale: Record<string, string[]> = {};
    for (const s of list) {
      await s.setup();
      const problems = await s.act();
      if (problems.length > 0) stale[s.name] = problems;
    }
    expect(stale).toEqual({});
  });

  // Each stale answer is waited for a fixed 2 s (see patienceMs): about 50 s in all on a quiet
  // machine, so the test's limit grows with the load like every other wait.
  it(
    "keeps B stale when A's cache bus does not forward an event the catalogue depends on",
    async () => {
      const unnoticed: string[] = [];
      patienceMs = 2_000;
      const events = [...new Set(list.flatMap((s) => s.events))].filter((e) => e !== "translationsChanged");
      for (const event of events) {
        const affected = list.filter((s) => s.events.includes(event));
        let staleSeen = false;
        for (const s of affected) {
          await s.setup();
          expect(a.core.events.remove(event, BUS_LABEL)).toBe(true);
          try {
            if ((await s.act()).length > 0) staleSeen = true;
          } finally {
            a.core.events.on(event, BUS_LABEL, tellOtherInstances(a.core, event));
          }
          b.core.catalogueCache.clear();
          b.core.settingsCache.clear();
          b.core.importRulesCache.clear();
          b.core.exportRestrictionsCache.clear();
        }
        if (!staleSeen) unnoticed.push(event);
      }
      expect(unnoticed).toEqual([]);
      expect(DOMAIN_EVENT_NAMES).toEqual(expect.arrayContaining(events));
    },
    patient(150_000),
  );
});
