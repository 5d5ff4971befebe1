import { SingleFlightCache } from "./single-flight-cache.js";

/** How a value is computed; passed with each read, as the loads differ by key (filters). */
type Load<V extends NonNullable<unknown>> = () => Promise<V>;

/**
 * An LRU whose entries are fresh for `ttlMs`; after that, until they are `staleMs` old, the old
 * value is still answered while one background load replaces it, so no request waits for a slow
 * aggregate but the first. Loads of one key run one at a time; a failed load is not kept
 * (single-flight-cache.ts).
 */
export class AggregateCache<V extends NonNullable<unknown>> {
  private readonly cache: SingleFlightCache<V>;

  constructor(ttlMs: number, max: number, staleMs = ttlMs * 4) {
    // `staleMs` counts from the value's load; the cache's stale window from its expiry.
    this.cache = new SingleFlightCache<V>({ max, ttlMs, staleMs: Math.max(0, staleMs - ttlMs) });
  }

  /** The cached value for `key`, or the result of `load`. */
  async get(key: string, load: Load<V>): Promise<V> {
    return (await this.cache.load(key, load))!;
  }

  clear() {
    this.cache.clear();
  }
}
