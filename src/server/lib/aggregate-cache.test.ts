import { afterEach, describe, expect, it, vi } from "vitest";
import { AggregateCache } from "./aggregate-cache.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("AggregateCache", () => {
  it("loads once per key while fresh, and shares a load in flight", async () => {
    const cache = new AggregateCache<number>(1000, 10);
    const load = vi.fn(async () => 1);
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await cache.get("k", load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers a stale value while one background load refreshes it, then the new value", async () => {
    vi.useFakeTimers();
    const cache = new AggregateCache<number>(1000, 10, 5000);
    let n = 0;
    const load = vi.fn(async () => ++n);
    expect(await cache.get("k", load)).toBe(1);
    vi.advanceTimersByTime(1500);
    const stale = [cache.get("k", load), cache.get("k", load)];
    expect(await Promise.all(stale)).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get("k", load)).toBe(2);
    // too old to answer: wait for a new load
    vi.advanceTimersByTime(6000);
    expect(await cache.get("k", load)).toBe(3);
  });

  it("forgets failures and everything on clear", async () => {
    const cache = new AggregateCache<number>(1000, 10);
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => 7)).toBe(7);
    cache.clear();
    expect(await cache.get("k", async () => 8)).toBe(8);
  });

  it("answers a load that a clear overtook, without keeping it", async () => {
    const cache = new AggregateCache<number>(1000, 10);
    let release!: (n: number) => void;
    const pending = cache.get("k", () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(5);
    expect(await pending).toBe(5);
    expect(await cache.get("k", async () => 6)).toBe(6);
  });

  it("keeps at most max keys", async () => {
    const cache = new AggregateCache<number>(1000, 10);
    for (let i = 0; i < 25; i++) await cache.get(String(i), async () => i);
    const load = vi.fn(async () => -1);
    expect(await cache.get("24", load)).toBe(24);
    expect(await cache.get("0", load)).toBe(-1);
  });
});
