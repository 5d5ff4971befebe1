// What the server's caches of computed answers share (issue 43): the catalogue's aggregates
// (aggregate-cache.ts), its whole public answers (catalogue/response-cache.ts) and the rendered
// pages (site/page-cache.ts). Each keeps values for a while, computes a missing one once however
// many ask for it at the same moment (single flight), may answer an expired one while one request
// computes its replacement (stale-while-revalidate), and stores no value computed from reads that
// began before a clear() (a write's event). And the ETag of an answer, with its If-None-Match test.
import crypto from "node:crypto";
import { LRUCache } from "lru-cache";

/** A strong validator of a body: equal bodies, equal tags; any change of content, a new tag. */
export function etagOf(body: string | Buffer): string {
  return `"${crypto.hash("sha1", body, "base64url")}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

export type SingleFlightOptions<V> = {
  /** The most values kept (least recently used leave first). */
  max: number;
  /** How long a value is fresh; without it, each value's own (lead's and load's `ttlMs`), else for ever. */
  ttlMs?: number;
  /** How long past its TTL a value is still answered (stale) while one request computes its replacement. */
  staleMs?: number;
  /** With `sizeOf`: the most the values kept may weigh together. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
};

/** A computation under way: what its waiters get (undefined when it failed or a clear() overtook it), and its own promise. */
type Flight<V> = { settled: Promise<V | undefined>; own?: Promise<V | null> };

export class SingleFlightCache<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V>;
  private readonly staleMs: number;
  /** Computations under way, by key: who misses meanwhile waits for it instead of computing again. */
  private readonly inflight = new Map<string, Flight<V>>();
  /**
   * Bumped by clear(): a value computed from reads that began before a write must not be stored
   * after the write cleared the cache (it would be answered for a whole TTL).
   */
  private generation = 0;

  constructor(options: SingleFlightOptions<V>) {
    this.staleMs = options.staleMs ?? 0;
    this.lru = new LRUCache<string, V>({
      max: options.max,
      ...(options.ttlMs !== undefined ? { ttl: options.ttlMs } : {}),
      ...(options.maxSize !== undefined ? { maxSize: options.maxSize, sizeCalculation: options.sizeOf } : {}),
      // Date.now rather than performance.now: tests move it with fake timers.
      perf: { now: () => Date.now() },
    });
  }

  get size(): number {
    return this.lru.size;
  }

  /** What the values kept weigh together by `sizeOf` (0 without it). */
  get weight(): number {
    return this.lru.calculatedSize ?? 0;
  }

  /**
   * The value kept for `key`: fresh, or `stale` when its TTL ran out less than `staleMs` ago (and
   * no clear() came since: that forgets stale values too).
   */
  lookup(key: string): { value: V; stale: boolean } | undefined {
    const value = this.lru.get(key, { allowStale: true, noDeleteOnStaleGet: true });
    if (value === undefined) return undefined;
    const remaining = this.lru.getRemainingTTL(key);
    if (remaining > 0) return { value, stale: false };
    return -remaining < this.staleMs ? { value, stale: true } : undefined;
  }

  /** The value another request is computing for `key`, if any (undefined when that one fails or a clear() overtakes it). */
  pending(key: string): Promise<V | undefined> | undefined {
    return this.inflight.get(key)?.settled;
  }

  /**
   * Registers the caller as the one computing `key` (for computations that span more than one
   * function, such as a route's hooks); the returned function must be called once, with the value
   * or undefined (failure, not to be kept, or a clear() meanwhile). `ttlMs`: this value's own TTL.
   */
  lead(key: string, ttlMs?: number): (value: V | undefined) => void {
    const generation = this.generation;
    let resolve!: (value: V | undefined) => void;
    const flight: Flight<V> = { settled: new Promise<V | undefined>((r) => (resolve = r)) };
    this.inflight.set(key, flight);
    return (value) => {
      if (this.inflight.get(key) === flight) this.inflight.delete(key);
      const current = value !== undefined && generation === this.generation;
      if (current) this.lru.set(key, value, ttlMs !== undefined ? { ttl: ttlMs } : undefined);
      resolve(current ? value : undefined);
    };
  }

  /**
   * The value kept for `key`, or the one `compute` makes (null: answered, not kept). Requests that
   * miss while it runs share it (its failure too); one that finds an expired value within
   * `staleMs` gets that one while the first of them computes the replacement in the background. A
   * failed computation is not kept, and neither is the stale value it was to replace.
   */
  async load(key: string, compute: () => Promise<V | null>, ttlMs?: number): Promise<V | null> {
    const kept = this.lookup(key);
    if (kept && !kept.stale) return kept.value;
    const running = this.inflight.get(key)?.own;
    if (kept) {
      if (!running) this.start(key, compute, ttlMs).catch(() => {});
      return kept.value;
    }
    return running ?? this.start(key, compute, ttlMs);
  }

  private start(key: string, compute: () => Promise<V | null>, ttlMs: number | undefined): Promise<V | null> {
    const generation = this.generation;
    const settle = this.lead(key, ttlMs);
    const flight = this.inflight.get(key)!;
    const own = (async () => {
      try {
        const value = await compute();
        settle(value ?? undefined);
        return value;
      } catch (err) {
        settle(undefined);
        if (generation === this.generation) this.lru.delete(key);
        throw err;
      }
    })();
    flight.own = own;
    return own;
  }

  /** Forgets every value, stale ones included; computations under way are answered to their callers but not kept. */
  clear(): void {
    this.generation++;
    this.lru.clear();
    // Computations under way read the data before the write: nobody new may wait for them.
    this.inflight.clear();
  }
}
