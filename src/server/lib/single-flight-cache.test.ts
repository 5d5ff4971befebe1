import { afterEach, describe, expect, it, vi } from "vitest";
import { SingleFlightCache, etagOf, matchesIfNoneMatch } from "./single-flight-cache.js";

afterEach(() => vi.useRealTimers());

/** Moves the clock (Date only), then lets lru-cache's cached "now" (1 ms resolution, on a real timer) expire. */
async function later(ms: number) {
  vi.advanceTimersByTime(ms);
  await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A computation the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("etagOf and matchesIfNoneMatch", () => {
  it("tags equal bytes alike, as text or as a buffer, and any change differently", () => {
    const tag = etagOf("현대 쏘나타");
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(etagOf(Buffer.from("현대 쏘나타"))).toBe(tag);
    expect(etagOf("현대 쏘나타 ")).not.toBe(tag);
  });

  it("compares weakly, in lists and with *, as RFC 9110 asks for GET", () => {
    const tag = etagOf("a");
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(" * ", tag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch("", tag)).toBe(false);
  });
});

describe("SingleFlightCache", () => {
  it("computes a missing value once for every request that asks meanwhile, then answers it while fresh", async () => {
    const cache = new SingleFlightCache<number>({ max: 10, ttlMs: 1000 });
    const compute = vi.fn(async () => 1);
    expect(await Promise.all([cache.load("k", compute), cache.load("k", compute), cache.load("k", compute)])).toEqual([
      1, 1, 1,
    ]);
    expect(await cache.load("k", compute)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
    // Other keys side by side.
    expect(await cache.load("j", async () => 2)).toBe(2);
  });

  it("shares a failure with the requests waiting for it, and keeps nothing of it", async () => {
    const cache = new SingleFlightCache<number>({ max: 10, ttlMs: 1000 });
    const failing = deferred<number>();
    const both = [cache.load("k", () => failing.promise), cache.load("k", async () => 9)];
    failing.reject(new Error("down"));
    for (const p of both) await expect(p).rejects.toThrow("down");
    expect(await cache.load("k", async () => 7)).toBe(7);
  });

  it("answers null without keeping it", async () => {
    const cache = new SingleFlightCache<number>({ max: 10, ttlMs: 1000 });
    expect(await cache.load("k", async () => null)).toBeNull();
    expect(cache.lookup("k")).toBeUndefined();
    expect(await cache.load("k", async () => 3)).toBe(3);
  });

  it("answers a stale value while one background computation replaces it, and waits once it is too old", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new SingleFlightCache<number>({ max: 10, ttlMs: 1000, staleMs: 3000 });
    let n = 0;
    const refresh = deferred<number>();
    expect(await cache.load("k", async () => ++n)).toBe(1);
    await later(1500);
    expect(cache.lookup("k")).toEqual({ value: 1, stale: true });
    const compute = vi.fn(() => refresh.promise);
    expect(await Promise.all([cache.load("k", compute), cache.load("k", compute)])).toEqual([1, 1]);
    expect(compute).toHaveBeenCalledTimes(1);
    refresh.resolve(2);
    await refresh.promise;
    await Promise.resolve();
    expect(cache.lookup("k")).toEqual({ value: 2, stale: false });
    // Past the TTL and the stale window: the next request waits for the new value.
    await later(1000 + 3000 + 1);
    expect(cache.lookup("k")).toBeUndefined();
    expect(await cache.load("k", async () => 3)).toBe(3);
  });

  it("forgets a stale value whose refresh failed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new SingleFlightCache<number>({ max: 10, ttlMs: 1000, staleMs: 3000 });
    await cache.load("k", async () => 1);
    await later(1500);
    const failing = deferred<number>();
    expect(await cache.load("k", () => failing.promise)).toBe(1);
    failing.reject(new Error("down"));
    await expect(failing.promise).rejects.toThrow();
    await Promise.resolve();
    expect(cache.lookup("k")).toBeUndefined();
  });

  it("answers a computation a clear() overtook without keeping it, and nobody new waits for it", async () => {
    const cache = new SingleFlightCache<number>({ max: 10, ttlMs: 1000 });
    const old = deferred<number>();
    const first = cache.load("k", () => old.promise);
    const waiting = cache.pending("k");
    cache.clear();
    expect(cache.pending("k")).toBeUndefined();
    const fresh = cache.load("k", async () => 6);
    old.resolve(5);
    expect(await first).toBe(5);
    // The other routes' waiters (pending) are told to compute for themselves.
    expect(await waiting).toBeUndefined();
    expect(await fresh).toBe(6);
    expect(cache.lookup("k")).toEqual({ value: 6, stale: false });
  });

  it("lets a computation spanning several functions lead: waiters get its value, or undefined when it fails", async () => {
    const cache = new SingleFlightCache<string>({ max: 10, ttlMs: 1000 });
    const settle = cache.lead("k");
    const waiter = cache.pending("k");
    settle("body");
    expect(await waiter).toBe("body");
    expect(cache.pending("k")).toBeUndefined();
    expect(cache.lookup("k")).toEqual({ value: "body", stale: false });
    const failed = cache.lead("j");
    const other = cache.pending("j");
    failed(undefined);
    expect(await other).toBeUndefined();
    expect(cache.lookup("j")).toBeUndefined();
  });

  it("keeps each value for its own TTL when the cache has none", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new SingleFlightCache<string>({ max: 10 });
    await cache.load("short", async () => "a", 1000);
    await cache.load("long", async () => "b", 60_000);
    await cache.load("always", async () => "c");
    await later(2000);
    expect(cache.lookup("short")).toBeUndefined();
    expect(cache.lookup("long")).toEqual({ value: "b", stale: false });
    expect(cache.lookup("always")).toEqual({ value: "c", stale: false });
  });

  it("keeps at most max values, and no more than maxSize together", async () => {
    const cache = new SingleFlightCache<string>({ max: 3, maxSize: 10, sizeOf: (v) => v.length });
    for (const key of ["a", "b", "c", "d"]) await cache.load(key, async () => key);
    expect(cache.size).toBe(3);
    expect(cache.lookup("a")).toBeUndefined();
    await cache.load("big", async () => "1234567890");
    expect(cache.size).toBe(1);
  });
});
