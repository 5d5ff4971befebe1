/**
 * Short-lived cache of whole public catalogue answers (list, makers, models, anonymous detail),
 * with ETag revalidation. A list answer costs two queries, the held-cars lookup and the
 * serialisation; the same few first pages and filters are asked again and again, so this
 * instance answers them from memory for RESPONSE_TTL_MS, and a browser or CDN that holds the
 * answer gets a 304 without a body.
 *
 * It lives in the catalogue cache (`core.catalogueCache.responses`), which the domain events of
 * every change buyers see empty (cars, banners, orders, settings, translations, imports —
 * and, through the cache bus, other instances' changes), so a change is visible at once.
 *
 * Never cached: answers for a logged-in user on routes whose answer depends on the user
 * (the detail carries has_access, is_favorite and, for banner cars, the description).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { SingleFlightCache, etagOf, matchesIfNoneMatch } from "../../lib/single-flight-cache.js";
import {
  chooseEncoding,
  COMPRESS_THRESHOLD_BYTES,
  compressSync,
  varyOnEncoding,
  type Encoding,
} from "../../plugins/compression.js";

/**
 * As long as the catalogue's aggregates (CATALOGUE_TTL_MS): every write's event clears the cache
 * at once, so the TTL only bounds how long a write that bypasses the services stays unseen;
 * shorter would mostly turn detail pages (one entry per car) into misses.
 */
export const RESPONSE_TTL_MS = 15_000;
/**
 * How long past RESPONSE_TTL_MS an answer is still given while one request computes its
 * replacement (stale-while-revalidate): when a popular page expires, the others do not all wait
 * for the recount. Only time-expiry is served stale: a write's event clears the cache, stale
 * answers included (clear()), so no answer read before a write is given after it.
 */
export const RESPONSE_STALE_MS = RESPONSE_TTL_MS * 3;
/**
 * The most bytes the cached answers take, their compressed forms included; a list page of 24
 * cars is ~10 KB of JSON, of 100 cars ~60 KB. Was 16 M characters counted as one byte each,
 * while V8 keeps a string with any character past U+00FF (a Korean name) at two bytes each.
 */
export const RESPONSE_CACHE_BYTES = 16 * 1024 * 1024;

/** What an answer takes in memory: its body as V8 keeps it, and room for its compressed forms (each a fraction of it). */
export function answerBytes(a: { body: string; etag: string }): number {
  const perChar = /[\u0100-\uffff]/.test(a.body) ? 2 : 1;
  return a.body.length * perChar + Math.ceil(a.body.length / 2) + a.etag.length + 64;
}

/**
 * `encoded`: the body brotli- or gzip-compressed, made by the first hit that asks for it and
 * kept with the answer: compressing a list page on every hit would cost more than the rest of
 * a cached answer (plugins/compression.ts compresses the first, uncached answer).
 */
type CachedAnswer = { body: string; etag: string; encoded?: Partial<Record<Encoding, Buffer>> };

export class ResponseCache {
  /**
   * The answers, computed once by the request that missed while the others wait for it (a page
   * that just expired, asked by many at once); none stored that was read before a clear()
   * (lib/single-flight-cache.ts).
   */
  private readonly cache = new SingleFlightCache<CachedAnswer>({
    max: 5000,
    maxSize: RESPONSE_CACHE_BYTES,
    sizeOf: answerBytes,
    ttlMs: RESPONSE_TTL_MS,
    staleMs: RESPONSE_STALE_MS,
  });

  /** The answers kept, and what they weigh (at most RESPONSE_CACHE_BYTES). */
  get size() {
    return this.cache.size;
  }
  get bytes() {
    return this.cache.weight;
  }

  get(key: string): CachedAnswer | undefined {
    const kept = this.lookup(key);
    return kept && !kept.stale ? kept.answer : undefined;
  }

  /**
   * The answer kept for `key`: fresh, or `stale` when its TTL ran out less than
   * RESPONSE_STALE_MS ago (and no clear() came since: that forgets stale answers too).
   */
  lookup(key: string): { answer: CachedAnswer; stale: boolean } | undefined {
    const kept = this.cache.lookup(key);
    return kept && { answer: kept.value, stale: kept.stale };
  }

  /** The answer another request is computing for `key`, if any (undefined when that one fails). */
  pending(key: string): Promise<CachedAnswer | undefined> | undefined {
    return this.cache.pending(key);
  }

  /**
   * Registers this request as the one computing `key`; the returned function must be called
   * once, with the answer or undefined (failure, other status, or a clear() meanwhile).
   */
  lead(key: string): (answer: CachedAnswer | undefined) => void {
    return this.cache.lead(key);
  }

  clear() {
    this.cache.clear();
  }
}

/** The cache key: the route and its validated, defaulted parameters and query (key order ignored). */
function keyOf(request: FastifyRequest): string {
  const sorted = (o: unknown) =>
    o && typeof o === "object"
      ? Object.entries(o as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      : [];
  return JSON.stringify([request.routeOptions.url, sorted(request.params), sorted(request.query)]);
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the response cache's preHandler: where onSend stores the answer, and the generation it saw. */
    responseCacheSlot?: { settle: (answer: CachedAnswer | undefined) => void } | null;
  }
}

/**
 * Route hooks (spread into a GET route's options) that answer from the cache and fill it.
 * `perUser`: the answer differs for a logged-in user, so only anonymous answers are cached
 * and shared; logged-in ones are marked private and computed every time.
 */
export function publicResponseCaching(cache: ResponseCache, opts: { perUser: boolean }) {
  const publicControl = "public, no-cache";
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (opts.perUser) reply.header("vary", "Cookie");
      if (opts.perUser && request.user) {
        request.responseCacheSlot = null;
        reply.header("cache-control", "private, no-cache");
        return;
      }
      const key = keyOf(request);
      const kept = cache.lookup(key);
      let hit = kept?.stale === false ? kept.answer : undefined;
      if (kept?.stale) {
        // Expired by time alone: one request computes the new answer (waiting for it, as on a
        // miss), the others meanwhile get the old one.
        if (cache.pending(key)) hit = kept.answer;
      } else if (!hit) {
        const pending = cache.pending(key);
        if (pending) hit = await pending;
      }
      if (!hit) {
        request.responseCacheSlot = { settle: cache.lead(key) };
        return;
      }
      request.responseCacheSlot = null;
      reply.header("etag", hit.etag).header("cache-control", publicControl);
      if (matchesIfNoneMatch(request.headers["if-none-match"], hit.etag)) return reply.code(304).send();
      reply.type("application/json; charset=utf-8");
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      if (encoding && hit.body.length >= COMPRESS_THRESHOLD_BYTES) {
        // Compressed once per answer and encoding; the compression plugin leaves an answer
        // that already has its Content-Encoding alone.
        const encoded = (hit.encoded ??= {});
        const packed = (encoded[encoding] ??= compressSync(hit.body, encoding));
        varyOnEncoding(reply);
        return reply.header("content-encoding", encoding).send(packed);
      }
      // A string with a JSON content type is sent as it is: serialised once, when it was cached.
      return reply.send(hit.body);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const slot = request.responseCacheSlot;
      if (!slot) return payload;
      request.responseCacheSlot = null;
      if (reply.statusCode !== 200 || typeof payload !== "string") {
        slot.settle(undefined);
        return payload;
      }
      const etag = etagOf(payload);
      slot.settle({ body: payload, etag });
      reply.header("etag", etag).header("cache-control", publicControl);
      if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) {
        reply.code(304);
        return null;
      }
      return payload;
    },
    // A request that ends without reaching onSend (aborted) must not keep others waiting.
    onResponse: async (request: FastifyRequest) => {
      request.responseCacheSlot?.settle(undefined);
      request.responseCacheSlot = null;
    },
  };
}
