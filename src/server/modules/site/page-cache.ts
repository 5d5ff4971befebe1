import { SingleFlightCache } from "../../lib/single-flight-cache.js";

/** The most bytes of rendered HTML one instance keeps. */
export const PAGE_CACHE_BYTES = 24 * 1024 * 1024;

/** A rendered page as sent to anonymous visitors. */
/** The body is kept as bytes: each answer is then written as it is, not encoded again. */
export type CachedPage = { status: number; body: Buffer; etag: string };

/**
 * Rendered pages per language, screen and URL, for anonymous visitors only, like the API's
 * public answers (docs/decisions/0002, 0004). Cleared on every instance by the catalogue's domain
 * events (site/reactions.ts). Renders of one key run once at a time (the others wait for it);
 * renders of different keys run side by side. A render that started before a clear() is answered
 * but not kept: it may hold what the clear() was about (lib/single-flight-cache.ts).
 */
export class PageCache {
  private readonly cache = new SingleFlightCache<CachedPage>({
    max: 5000,
    // Bytes of HTML: 24 MB at most, about a hundred list pages (a list page is ~240 KB, a car's
    // ~120 KB), which hold the popular ones. Was 64 MB: a quarter of an instance's 250 MB target
    // (docs/performance.md "An instance's memory").
    maxSize: PAGE_CACHE_BYTES,
    sizeOf: (page) => Math.max(1, page.body.length + page.etag.length),
  });

  get size() {
    return this.cache.size;
  }

  /** The bytes kept (at most PAGE_CACHE_BYTES). */
  get bytes() {
    return this.cache.weight;
  }

  /** The cached page, or the one `render` makes (null: not cacheable, e.g. a failed render). */
  load(key: string, ttlMs: number, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    return this.cache.load(key, render, ttlMs);
  }

  clear(): void {
    this.cache.clear();
  }
}

export const createPageCache = () => new PageCache();
