/**
 * Short-lived answers of the expensive catalogue aggregates (list totals, makers, models).
 * Counting 100,000 rows on every list request would cost more than the page itself, and
 * a total that lags a write by a few seconds on another instance is harmless; writes in
 * this process clear the cache at once (invalidateCatalogue).
 */
type Entry<V> = { at: number; value: Promise<V>; settled: boolean; refreshing: boolean };

export class TtlCache<V> {
  private entries = new Map<string, Entry<V>>();

  /**
   * Fresh for `ttlMs`; after that, up to `staleMs`, the old value is still answered while
   * one background load replaces it, so no request waits for a slow aggregate but the first.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly staleMs = ttlMs * 4,
  ) {}

  /** The cached value for `key`, or the result of `load` (one load at a time per key). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const map = this.entries;
    const hit = map.get(key);
    if (hit) {
      const age = now - hit.at;
      if (age < this.ttlMs || !hit.settled) return hit.value;
      if (age < this.staleMs) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const fresh = load();
          fresh.then(
            () => {
              if (map.get(key) === hit)
                map.set(key, { at: Date.now(), value: fresh, settled: true, refreshing: false });
            },
            () => {
              hit.refreshing = false;
            },
          );
        }
        return hit.value;
      }
    }
    const entry: Entry<V> = { at: now, value: load(), settled: false, refreshing: false };
    map.delete(key);
    map.set(key, entry);
    // A failed load is not remembered; a cleared cache drops loads that started before.
    entry.value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (map.get(key) === entry) map.delete(key);
      },
    );
    // Insertion order is age order: drop the oldest tenth when full.
    if (map.size > this.maxEntries) {
      for (const k of map.keys()) {
        if (map.size <= this.maxEntries * 0.9) break;
        map.delete(k);
      }
    }
    return entry.value;
  }

  clear() {
    this.entries = new Map();
  }
}

export const CATALOGUE_TTL_MS = 15_000;

export type CatalogueCaches = {
  totals: TtlCache<number>;
  /** show_dealer_comment, read on every detail; cleared by settings changes too. */
  dealerComment: TtlCache<boolean>;
  makers: TtlCache<{ maker: string; count: number }[]>;
  models: TtlCache<{ model: string; count: number }[]>;
};

export function createCatalogueCaches(ttlMs = CATALOGUE_TTL_MS): CatalogueCaches {
  return {
    totals: new TtlCache(ttlMs, 2000),
    dealerComment: new TtlCache(ttlMs, 1),
    makers: new TtlCache(ttlMs, 4),
    models: new TtlCache(ttlMs, 500),
  };
}

const byOwner = new WeakMap<object, CatalogueCaches>();

/** The caches of one service instance (keyed by its core). */
export function catalogueCaches(owner: object): CatalogueCaches {
  let caches = byOwner.get(owner);
  if (!caches) {
    caches = createCatalogueCaches();
    byOwner.set(owner, caches);
  }
  return caches;
}

/** Call after any change to cars (create, update, delete, sold-out, import) or settings. */
export function invalidateCatalogue(owner: object) {
  const caches = byOwner.get(owner);
  if (!caches) return;
  caches.dealerComment.clear();
  caches.totals.clear();
  caches.makers.clear();
  caches.models.clear();
}
