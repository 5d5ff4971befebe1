/**
 * The list index's failures are not swallowed (issue 43): a failed read of the catalogue, of
 * changed cars or of the catalogue's digest each writes one log line with its error, SQL answers
 * the lists meanwhile, and every list SQL answered for want of an index is counted in
 * `list_index_fallbacks_total` on GET /metrics. The failures are those of the app's own source
 * (list-index-load.ts) with one of its reads made to throw.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { cars } from "../src/server/db/schema/cars.js";
import { listIndexSource } from "../src/server/modules/car-search/list-index-load.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createCar } from "./factories.js";
import { patient } from "./patience.js";

const TOKEN = "metrics-token-for-list-index-tests_0123";

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const raw of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(raw));
    done();
  },
});
/** The list index's log lines so far. */
const indexLines = () => lines.filter((l) => String(l.msg).startsWith("list index:"));

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ metricsToken: TOKEN }, {}, { logger: { level: "info", stream } });
}, patient(60_000));

afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
});

const index = () => app.core.catalogueCache.listIndex;

/** The app's own source with one of its reads failing as a database that went away would. */
function failing(part: "all" | "cars" | "digest", message: string) {
  return { ...listIndexSource(app.core.db), [part]: () => Promise.reject(new Error(message)) };
}

async function fallbacksMetric(): Promise<number> {
  const res = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  const line = res.body.split("\n").find((l) => l.startsWith("list_index_fallbacks_total "));
  expect(line, "list_index_fallbacks_total is exposed").toBeDefined();
  return Number(line!.split(" ")[1]);
}

/** GET /api/cars for one maker: its total, which SQL or the index must both get right. */
async function listTotal(maker: string): Promise<number> {
  const res = await app.inject(`/api/cars?maker=${encodeURIComponent(maker)}`);
  expect(res.statusCode).toBe(200);
  return res.json().total;
}

describe("the list index's failures", () => {
  it("logs a failed read of the catalogue with its error, and SQL's answers are counted", async () => {
    for (let i = 0; i < 2; i++) await createCar(app, { maker: "Failcheck" });
    await index().settled();
    app.core.catalogueCache.clear();
    const before = indexLines().length;
    expect(await index().readNow(failing("all", "catalogue away (read)"))).toBe(false);

    const logged = indexLines().slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.level).toBe(40);
    expect(String(logged[0]!.msg)).toContain("reading the catalogue failed");
    expect(logged[0]!.err).toMatchObject({ message: "catalogue away (read)" });

    // No index: SQL answers, right, and the fallback is counted (a read retried in the background
    // meanwhile cannot answer this request, which does not wait for it).
    const fallbacks = await fallbacksMetric();
    expect(await listTotal("Failcheck")).toBe(2);
    expect(await fallbacksMetric()).toBe(fallbacks + 1);
    expect(index().fallbackCount()).toBe(fallbacks + 1);
  });

  it("logs a failed read of changed cars, answers by SQL, and patches them on the next request", async () => {
    const car = await createCar(app, { maker: "Prepatch" });
    await index().settled();
    expect(await index().readNow(listIndexSource(app.core.db))).toBe(true);
    // A change whose event names the car (as cars/service.ts's edits do): the index reads it by id.
    await app.core.db.update(cars).set({ maker: "Patchcheck" }).where(eq(cars.id, car.id));
    index().carsChanged([car.id]);
    const before = indexLines().length;
    const fallbacks = index().fallbackCount();

    expect(await index().get(failing("cars", "catalogue away (patch)"))).toBeUndefined();
    const logged = indexLines().slice(before);
    expect(logged).toHaveLength(1);
    expect(String(logged[0]!.msg)).toContain("reading changed cars failed");
    expect(logged[0]!.err).toMatchObject({ message: "catalogue away (patch)" });
    expect(index().fallbackCount()).toBe(fallbacks + 1);

    // The database back: the next list patches the car in from the index, no fallback, no log line.
    app.core.catalogueCache.clearAnswers();
    expect(await listTotal("Patchcheck")).toBe(1);
    expect(index().status().loaded).toBe(true);
    expect(index().fallbackCount()).toBe(fallbacks + 1);
    expect(await fallbacksMetric()).toBe(fallbacks + 1);
    expect(indexLines().slice(before)).toHaveLength(1);
  });

  it("logs a failed check of an old index's digest, then reads the catalogue again", async () => {
    await index().settled();
    expect(await index().readNow(listIndexSource(app.core.db))).toBe(true);
    const checkedAt = index().status().checkedAt!;
    const before = indexLines().length;
    // The index older than it may stand unchecked: the next request checks its digest first.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 3_600_000);
    try {
      expect(await index().get(failing("digest", "catalogue away (digest)"))).toBeDefined();
      await index().settled();
    } finally {
      vi.useRealTimers();
    }
    // Checked twice (once more after a second), each failure logged once; then read whole.
    const logged = indexLines().slice(before);
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(String(line.msg)).toContain("checking the catalogue's digest failed");
      expect(line.err).toMatchObject({ message: "catalogue away (digest)" });
    }
    expect(index().status().loaded).toBe(true);
    expect(index().status().checkedAt).toBeGreaterThan(checkedAt);
  });
});
