/**
 * The public answers' cache when an answer expires by time (issue 27): one request computes the
 * new answer while the others get the old one, so a popular page's readers do not all wait for
 * its recount. A write's event (clear()) forgets expired answers too: never a stale answer after
 * a write.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RESPONSE_STALE_MS, RESPONSE_TTL_MS, ResponseCache } from "../src/server/modules/catalogue/response-cache.js";
import { cars } from "../src/server/db/schema/cars.js";
import { createCar } from "./factories.js";
import { createTestApp, type TestApp } from "./test-app.js";

afterEach(() => vi.useRealTimers());

/** Moves the clock (Date only), then lets lru-cache's cached "now" (1 ms resolution, on a real timer) expire. */
async function later(ms: number) {
  vi.advanceTimersByTime(ms);
  await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("ResponseCache", () => {
  const answer = (body: string) => ({ body, etag: `"${body}"` });

  it("keeps an answer fresh for the TTL, then stale for RESPONSE_STALE_MS, then forgets it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new ResponseCache();
    cache.lead("k")(answer("a"));
    expect(cache.get("k")?.body).toBe("a");
    expect(cache.lookup("k")).toMatchObject({ stale: false });
    await later(RESPONSE_TTL_MS + 1);
    expect(cache.get("k")).toBeUndefined();
    expect(cache.lookup("k")).toEqual({ answer: answer("a"), stale: true });
    // The refresh replaces it with a fresh answer.
    cache.lead("k")(answer("b"));
    expect(cache.lookup("k")).toEqual({ answer: answer("b"), stale: false });
    await later(RESPONSE_TTL_MS + RESPONSE_STALE_MS + 1);
    expect(cache.lookup("k")).toBeUndefined();
  });

  it("forgets stale answers on clear() (a write's event), and stores no answer read before it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new ResponseCache();
    cache.lead("k")(answer("a"));
    await later(RESPONSE_TTL_MS + 1);
    const settle = cache.lead("k");
    cache.clear();
    expect(cache.lookup("k")).toBeUndefined();
    settle(answer("read before the write"));
    expect(cache.lookup("k")).toBeUndefined();
  });
});

describe("the public list past its TTL", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createCar(app, { maker: "현대" });
  });
  afterAll(() => app.close());
  const total = async (p: Promise<{ json: () => { total: number } }>) => (await p).json().total;
  /** A car written without the services' events (as a write that bypasses them): only time shows it. */
  const silentCar = () =>
    app.core.db.insert(cars).values({
      carName: "현대 아반떼",
      maker: "현대",
      model: "아반떼",
      year: 2020,
      mileage: 50_000,
      fuel: "가솔린",
      transmission: "오토",
      priceKrw: 15_000_000,
    });
  const list = () => app.inject({ method: "GET", url: "/api/cars?maker=%ED%98%84%EB%8C%80" });
  // The list's counts (the totals cache and the list index) see the silent cars.
  const clearCounts = () => {
    app.core.catalogueCache.totals.clear();
    app.core.catalogueCache.listIndex.clear();
  };

  it("answers the old page to the others while one request computes the new one; a write's clear serves none", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await total(list())).toBe(1);
    await silentCar();
    expect(await total(list())).toBe(1);
    await later(RESPONSE_TTL_MS * 5);
    clearCounts(); // the count's own caches are not under test here
    // More than RESPONSE_STALE_MS past the TTL: a miss, both wait for one computation.
    expect(await Promise.all([total(list()), total(list())])).toEqual([2, 2]);
    // Within the stale window: the first request computes (and gets the new answer), one racing it the old one.
    await silentCar();
    await later(RESPONSE_TTL_MS + 1);
    clearCounts();
    const [leader, other] = await Promise.all([total(list()), total(list())]);
    expect(leader).toBe(3);
    expect(other).toBe(2);
    expect(await total(list())).toBe(3);
    // A write's event clears expired answers as well: the next read is the current one.
    await later(RESPONSE_TTL_MS + 1);
    await createCar(app, { maker: "현대" }); // clears the catalogue caches, as the services' events do
    const [a, b] = await Promise.all([total(list()), total(list())]);
    expect([a, b]).toEqual([4, 4]);
  });
});
