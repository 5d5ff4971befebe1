import { LRUCache } from "lru-cache";

/** A rendered page as sent to anonymous visitors. */
/** The body is kept as bytes: each answer is then written as it is, not encoded again. */
export type CachedPage = { status: number; body: Buffer; etag: string };

/**
 * Rendered pages per language, screen and URL, for anonymous visitors only, like the API's
 * public answers (docs/decisions/0002, 0004). Cleared on every instance by the catalogue's domain
 * events (site/reactions.ts). Renders of one key run once at a time (the others wait for it);
 * renders of different keys run side by side. A render that started before a clear() is answered
 * but not kept: it may hold what the clear() was about.
 */
export class PageCache {
  private readonly lru = new LRUCache<string, CachedPage>({
    max: 5000,
    // Bytes of HTML: 64 MB at most.
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => Math.max(1, page.body.length),
    perf: { now: () => Date.now() },
  });
  private readonly inFlight = new Map<string, Promise<CachedPage | null>>();
  private generation = 0;

  get size() {
    return this.lru.size;
  }

  /** The cached page, or the one `render` makes (null: not cacheable, e.g. a failed render). */
  async load(key: string, ttlMs: number, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const hit = this.lru.get(key);
    if (hit) return hit;
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const job = render()
      .then((page) => {
        if (page && generation === this.generation) this.lru.set(key, page, { ttl: ttlMs });
        return page;
      })
      .finally(() => {
        if (this.inFlight.get(key) === job) this.inFlight.delete(key);
      });
    this.inFlight.set(key, job);
    return job;
  }

  clear(): void {
    this.generation++;
    this.lru.clear();
    this.inFlight.clear();
  }
}

export const createPageCache = () => new PageCache();
