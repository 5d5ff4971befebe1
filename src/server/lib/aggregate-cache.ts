import { LRUCache } from "lru-cache";

/** How a value is computed; passed with each read, as the loads differ by key (filters). */
type Load<V extends NonNullable<unknown>> = () => Promise<V>;

/**
 * An LRU whose entries are fresh for `ttlMs`; after that, up to `staleMs`, the old value is
 * still answered while one background load replaces it, so no request waits for a slow
 * aggregate but the first. Loads of one key run one at a time; a failed load is not kept.
 */
export class AggregateCache<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V, Load<V>>;

  constructor(
    ttlMs: number,
    max: number,
    private readonly staleMs = ttlMs * 4,
  ) {
    this.lru = new LRUCache<string, V, Load<V>>({
      max,
      ttl: ttlMs,
      allowStale: true,
      // A clear() during a load must not fail the request waiting for it: it gets the value,
      // which is just not kept.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => context(),
      // Date.now rather than performance.now: tests move it with fake timers.
      perf: { now: () => Date.now() },
    });
  }

  /** The cached value for `key`, or the result of `load`. */
  get(key: string, load: Load<V>): Promise<V> {
    // Remaining TTL is negative once stale; too stale to answer means waiting for `load`.
    const remaining = this.lru.getRemainingTTL(key);
    const allowStale = remaining > this.lru.ttl - this.staleMs;
    return this.lru.forceFetch(key, { context: load, allowStale });
  }

  clear() {
    this.lru.clear();
  }
}
