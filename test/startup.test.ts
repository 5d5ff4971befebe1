import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.js";
import { startServer } from "../src/server/start.js";
import { createTestDatabase, testConfig } from "./test-app.js";
import { createCar } from "./factories.js";
import { listIndexSource } from "../src/server/modules/car-search/list-index-load.js";
import { readListIndexAtStart } from "../src/server/modules/catalogue/service.js";
import type { Role } from "../src/server/config.js";
import { patient } from "./patience.js";

// Fastify fails a plugin or an onReady hook that takes longer than `pluginTimeout`; a busy
// machine made pg-boss's set-up and the demo data exceed it. Here the timeout is lowered
// and a start-up step is made slower than it.
const PLUGIN_TIMEOUT_MS = 1500;
const SLOW_STEP_MS = 2500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("start-up with slow work", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it(
    "runs a step slower than the plugin timeout before listening, then answers",
    async () => {
      const db = await createTestDatabase();
      cleanups.push(db.drop);
      const order: string[] = [];
      const app = await startServer(testConfig({ port: 0, host: "127.0.0.1" }), {
        logger: false,
        database: db.database,
        pluginTimeout: PLUGIN_TIMEOUT_MS,
        steps: () => [
          {
            name: "deliberately slow",
            run: async () => {
              await sleep(SLOW_STEP_MS);
              order.push("slow step done");
            },
          },
        ],
      });
      cleanups.push(() => app.close());
      order.push("listening");
      expect(order).toEqual(["slow step done", "listening"]);
      const address = app.server.address();
      if (!address || typeof address === "string") throw new Error("not listening on TCP");
      const res = await fetch(`http://127.0.0.1:${address.port}/api/health`);
      expect(res.status).toBe(200);
    },
    patient(120_000),
  );

  it(
    "the same step in an onReady hook fails: the timeout the steps avoid is real",
    async () => {
      const db = await createTestDatabase();
      cleanups.push(db.drop);
      const app: FastifyInstance = await buildApp(testConfig(), {
        logger: false,
        database: db.database,
        pluginTimeout: PLUGIN_TIMEOUT_MS,
      });
      cleanups.push(() => app.close());
      app.addHook("onReady", () => sleep(SLOW_STEP_MS));
      await expect(app.ready()).rejects.toMatchObject({ code: expect.stringMatching(/TIMEOUT/) });
    },
    patient(120_000),
  );

  /**
   * Starts a server of `role` on a database that holds three cars (made by a start-up step, as
   * the demo catalogue is), and answers it with the list index as it stands, read no further.
   * `tableAwayWhileRead`: the same step renames the cars table away, so that the index's read at
   * the start fails, and it is put back once the server listens.
   */
  async function startedWithCars(role: Role, { tableAwayWhileRead = false } = {}) {
    const db = await createTestDatabase();
    cleanups.push(db.drop);
    const app = await startServer(testConfig({ port: 0, host: "127.0.0.1", role }), {
      logger: false,
      database: db.database,
      steps: (app) => [
        {
          name: "three cars",
          run: async () => {
            for (const price of [10_000_000, 20_000_000, 30_000_000]) await createCar(app, { priceKrw: price });
            if (tableAwayWhileRead) await app.core.db.execute(sql`alter table cars rename to cars_away`);
          },
        },
      ],
    });
    cleanups.push(() => app.close());
    if (tableAwayWhileRead) await app.core.db.execute(sql`alter table cars_away rename to cars`);
    const source = listIndexSource(app.core.db);
    const noRead = { ...source, all: () => Promise.reject(new Error("read after the start")) };
    return { app, index: await app.core.catalogueCache.listIndex.get(noRead) };
  }

  /** The public list at `query`, over HTTP from the listening server. */
  async function listOf(app: FastifyInstance, query: string) {
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening on TCP");
    const res = await fetch(`http://127.0.0.1:${address.port}/api/cars?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { total: number; items: { price_krw: number }[] };
  }

  it(
    "reads and warms the list index before listening, after the other steps: the first list is answered from memory",
    async () => {
      const { app, index } = await startedWithCars("all");
      expect(index).toBeDefined();
      expect(index!.count({})).toBe(3);
      const list = await listOf(app, "sort=price_desc");
      expect(list.total).toBe(3);
      expect(list.items.map((c) => c.price_krw)).toEqual([30_000_000, 20_000_000, 10_000_000]);
      // Three cars are too few to warm the list path; from one car on, 4 rounds × 8 filter sets × 5 sorts answered.
      expect(await readListIndexAtStart(app.core, { waitMs: 60_000, warmFromCars: 1 })).toEqual({
        indexed: true,
        warmed: 160,
      });
    },
    patient(120_000),
  );

  it(
    "starts when the list index cannot be read, and SQL answers the lists",
    async () => {
      const { app, index } = await startedWithCars("all", { tableAwayWhileRead: true });
      expect(index).toBeUndefined();
      const list = await listOf(app, "sort=price_asc");
      expect(list.items.map((c) => c.price_krw)).toEqual([10_000_000, 20_000_000, 30_000_000]);
    },
    patient(120_000),
  );

  it(
    "a worker, which answers no list, does not read it",
    async () => {
      const { index } = await startedWithCars("worker");
      expect(index).toBeUndefined();
    },
    patient(120_000),
  );
});
