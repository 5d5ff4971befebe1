/**
 * Short-lived answers of the expensive catalogue aggregates (list totals, makers, models).
 * Counting 100,000 rows on every list request would cost more than the page itself, and
 * writes clear the cache at once (`core.catalogueCache.clear()`), here and, through the
 * cache bus, on every other instance.
 */
import { LRUCache } from "lru-cache";
import type { Settings } from "../../../shared/settings.js";
import type { CacheBus } from "../../plugins/cache-bus.js";
import { ResponseCache } from "./response-cache.js";

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

export const CATALOGUE_TTL_MS = 15_000;

export type CatalogueCache = {
  totals: AggregateCache<number>;
  /** show_dealer_comment, read on every detail; cleared by settings changes too. */
  dealerComment: AggregateCache<boolean>;
  makers: AggregateCache<{ maker: string; count: number }[]>;
  models: AggregateCache<{ model: string; count: number }[]>;
  /** All settings, for the rates every list item's prices need; cleared by settings changes. */
  settings: AggregateCache<Settings>;
  /** Whole public answers (list, makers, models, anonymous detail) with their ETags (response-cache.ts). */
  responses: ResponseCache;
  /** Call after any change to cars (create, update, delete, sold-out, import) or settings. */
  clear(): void;
};

/** The cache bus channel of the catalogue caches (whatever `core.catalogueCache.clear()` clears). */
export const CATALOGUE_CHANNEL = "catalogue";

/**
 * The catalogue caches; `clear()` also tells the other instances through `bus` (buildApp
 * subscribes them to call `core.catalogueCache.clear()` in turn, so whatever that clears,
 * here or added later, is cleared everywhere).
 */
export function createCatalogueCache(ttlMs = CATALOGUE_TTL_MS, bus?: Pick<CacheBus, "publish">): CatalogueCache {
  const parts = {
    totals: new AggregateCache<number>(ttlMs, 2000),
    dealerComment: new AggregateCache<boolean>(ttlMs, 1),
    makers: new AggregateCache<{ maker: string; count: number }[]>(ttlMs, 4),
    models: new AggregateCache<{ model: string; count: number }[]>(ttlMs, 500),
    settings: new AggregateCache<Settings>(ttlMs, 1),
    responses: new ResponseCache(),
  };
  return {
    ...parts,
    clear: () => {
      Object.values(parts).forEach((cache) => cache.clear());
      bus?.publish(CATALOGUE_CHANNEL);
    },
  };
}
