import { setImmediate as nextTurn } from "node:timers/promises";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Database, Db } from "../../db/client.js";
import { isBadValueError, pgErrorCode } from "../../lib/pg-errors.js";
import { visitorLogs } from "../../db/schema/system.js";
import { FAILED, PRIVATE, type GeoProvider, type GeoResult } from "./geo-location.js";
import { HttpGeoProvider } from "./geo-http.js";
import { OfflineGeoProvider } from "./geo-offline.js";
import type { SecretBox } from "../../lib/secrets/secret-box.js";
import { isPublicAddress, loadVisitorSalt, normalizeAddress, visitorHash, visitorKey } from "./visitor-identity.js";

type BufferedVisit = { hash: string; ip: string | undefined; path: string; userId: number | null; at: Date };
type VisitRow = {
  visitorHash: string;
  path: string;
  userId: number | null;
  createdAt: Date;
  geoStatus: string;
  countryCode?: string;
  city?: string | null;
  latitude?: number;
  longitude?: number;
};

export type RecorderOptions = {
  /** How often buffered visits are written. */
  flushMs: number;
  /** A batch this large is written at once, without waiting for the timer. */
  batchSize: number;
  /** Rows per INSERT; PGlite runs on the event loop, so big statements would stall requests. */
  insertChunk: number;
  /** Beyond this many unwritten visits (database down, flood) new ones are dropped. */
  maxBuffered: number;
  /** Addresses waiting for geolocation; beyond it visits are logged as `failed`. */
  maxLocating: number;
  /** Parallel lookups (matters for the HTTP provider). */
  lookupConcurrency: number;
  cacheSize: number;
  cacheTtlMs: number;
  /** A failed lookup is tried again after this long. */
  failureTtlMs: number;
  /** A located row of the same visitor this recent is reused instead of a lookup. */
  reuseDays: number;
};

const DEFAULTS: RecorderOptions = {
  flushMs: 1000,
  batchSize: 500,
  insertChunk: 200,
  maxBuffered: 50_000,
  maxLocating: 10_000,
  lookupConcurrency: 4,
  cacheSize: 50_000,
  cacheTtlMs: 6 * 60 * 60_000,
  failureTtlMs: 5 * 60_000,
  reuseDays: 7,
};

export function createGeoProvider(config: Config): GeoProvider {
  if (config.geoipProvider === "http" && config.geoipHttpUrl) return new HttpGeoProvider(config.geoipHttpUrl);
  return new OfflineGeoProvider();
}

/**
 * Logs visits off the request path. `record()` only hashes the address and appends to a
 * buffer (microseconds); a timer writes the buffer every second in multi-row INSERTs.
 * Visitors already in the LRU get their place at once. With the offline database a miss
 * is looked up right there (microseconds). With a remote provider the row is written as
 * `pending` and located right after: first from a recent located row of the same visitor,
 * then through the service; the address is kept in memory only until then. A crash loses
 * at most the last second of visits and the coordinates of rows still pending, never a
 * request. One per app: `core.visitRecorder` (tests wait on it with `drain()`).
 */
export class VisitRecorder {
  private readonly opts: RecorderOptions;
  private salt: string | undefined;
  private buffer: BufferedVisit[] = [];
  private locating = new Map<string, string>();
  private readonly cache: LRUCache<string, GeoResult>;
  private timer: NodeJS.Timeout | undefined;
  private flushChain: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private locateRun: Promise<void> | undefined;
  private lastWarning = 0;
  /** Visits dropped because the buffer was full. */
  dropped = 0;
  /** Visits dropped because the database refused their values. */
  rejected = 0;

  constructor(
    // Not `Core`: the core holds this recorder, and the core file imports no module that imports it back.
    private readonly core: { database: Database; db: Db; log: FastifyBaseLogger; secrets: SecretBox },
    readonly provider: GeoProvider,
    options: Partial<RecorderOptions> = {},
  ) {
    this.opts = { ...DEFAULTS, ...options };
    this.cache = new LRUCache<string, GeoResult>({ max: this.opts.cacheSize, ttl: this.opts.cacheTtlMs });
  }

  async start() {
    this.salt ??= await loadVisitorSalt(this.core);
    this.timer ??= setInterval(() => void this.flush(), this.opts.flushMs).unref();
  }

  /** Notes one visit; never throws and never waits. */
  record(input: { ip: string | undefined; path: string; userId: number | null }): void {
    if (this.salt === undefined) return;
    if (this.buffer.length >= this.opts.maxBuffered) {
      this.dropped++;
      return;
    }
    const ip = normalizeAddress(input.ip);
    const hash = visitorHash(this.salt, ip ? visitorKey(ip) : `raw:${input.ip ?? ""}`);
    this.buffer.push({ hash, ip, path: input.path, userId: input.userId, at: new Date() });
    if (this.buffer.length >= this.opts.batchSize && !this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => void this.flush());
    }
  }

  /** Writes what is buffered (one flush at a time) and starts locating new visitors. */
  flush(): Promise<void> {
    this.flushScheduled = false;
    this.flushChain = this.flushChain.then(() => this.writeBuffered());
    return this.flushChain;
  }

  /** Resolves once everything recorded so far is written and located. */
  async drain() {
    await this.flush();
    while (this.locateRun) await this.locateRun;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.drain();
    this.provider.close?.();
  }

  private async writeBuffered() {
    let first = true;
    while (this.buffer.length > 0) {
      // Let requests in between statements.
      if (!first) await nextTurn();
      first = false;
      const batch = this.buffer.splice(0, this.opts.insertChunk);
      if (this.provider.local) await this.locateInline(batch);
      const pending = new Set<string>();
      const rows = batch.map((v): VisitRow => {
        let geo = this.cache.get(v.hash);
        if (!geo && (!v.ip || !isPublicAddress(v.ip))) geo = PRIVATE;
        if (!geo && !this.locating.has(v.hash)) {
          if (this.locating.size < this.opts.maxLocating) this.locating.set(v.hash, v.ip!);
          else geo = FAILED;
        }
        if (!geo) pending.add(v.hash);
        return {
          visitorHash: v.hash,
          path: v.path,
          userId: v.userId,
          createdAt: v.at,
          geoStatus: geo?.status ?? "pending",
          ...(geo?.status === "ok"
            ? { countryCode: geo.countryCode, city: geo.city, latitude: geo.latitude, longitude: geo.longitude }
            : {}),
        };
      });
      try {
        await this.insertRows(rows);
      } catch (err) {
        // One bad row must not hold the batch back forever: try the rows one by one.
        const unwritten = isBadValueError(err) ? await this.insertRowByRow(batch, rows) : batch;
        if (unwritten.length > 0) {
          this.warn(err, "could not write visitor logs; will retry");
          if (this.buffer.length + unwritten.length <= this.opts.maxBuffered) this.buffer.unshift(...unwritten);
          else this.dropped += unwritten.length;
          return;
        }
      }
      // A visitor located while these rows were being inserted may have missed its UPDATE
      // (the cache is filled before that UPDATE runs, so checking it afterwards is enough).
      const late = [...pending].filter((h) => this.cache.has(h));
      if (late.length > 0)
        await this.fillPending(late.map((h) => [h, this.cache.get(h)!] as const)).catch((err) =>
          this.warn(err, "geo update failed"),
        );
    }
    if (this.locating.size > 0) this.locateRun ??= this.locateAll().finally(() => (this.locateRun = undefined));
  }

  /**
   * One statement with one array per column: its cost hardly grows with the number of rows,
   * unlike a VALUES list of 9 parameters per row (which also stalls PGlite's event loop).
   */
  private async insertRows(rows: VisitRow[]) {
    await this.core.database.executor.executeSql(
      `insert into visitor_logs (visitor_hash, path, user_id, created_at, geo_status, country_code, city, latitude, longitude)
       select * from unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[])`,
      [
        rows.map((r) => r.visitorHash),
        rows.map((r) => r.path),
        rows.map((r) => r.userId),
        rows.map((r) => r.createdAt.toISOString()),
        rows.map((r) => r.geoStatus),
        rows.map((r) => r.countryCode ?? null),
        rows.map((r) => r.city ?? null),
        rows.map((r) => r.latitude ?? null),
        rows.map((r) => r.longitude ?? null),
      ],
    );
  }

  /**
   * Writes rows one at a time after a batch was refused: a row the database refuses for its
   * values is dropped (and counted); if the database fails otherwise, the visits not yet
   * written are returned to be buffered again.
   */
  private async insertRowByRow(batch: BufferedVisit[], rows: VisitRow[]): Promise<BufferedVisit[]> {
    for (let i = 0; i < rows.length; i++) {
      try {
        await this.insertRows([rows[i]]);
      } catch (err) {
        if (!isBadValueError(err)) return batch.slice(i);
        this.rejected++;
        // The path is not logged: it is what the database refused, and the client chose it.
        this.core.log.warn({ sqlState: pgErrorCode(err) }, "dropped a visitor log row the database refused");
      }
    }
    return [];
  }

  /** Local lookups are cheaper than any query: locate this batch's new visitors before writing it. */
  private async locateInline(batch: BufferedVisit[]) {
    for (const v of batch) {
      if (!v.ip || this.cache.has(v.hash) || !isPublicAddress(v.ip)) continue;
      const geo = await this.provider.lookup(v.ip).catch(() => FAILED);
      this.cache.set(v.hash, geo, geo.status === "failed" ? { ttl: this.opts.failureTtlMs } : undefined);
    }
  }

  private async locateAll() {
    while (this.locating.size > 0) {
      const round = [...this.locating].slice(0, 200);
      try {
        const found = await this.reuseRecentRows(round.map(([hash]) => hash));
        const toLookUp = round.filter(([hash]) => !found.has(hash));
        const limit = pLimit(this.opts.lookupConcurrency);
        await Promise.all(
          toLookUp.map(([hash, ip]) =>
            limit(async () => found.set(hash, await this.provider.lookup(ip).catch(() => FAILED))),
          ),
        );
        for (const [hash, geo] of found) {
          this.cache.set(hash, geo, geo.status === "failed" ? { ttl: this.opts.failureTtlMs } : undefined);
        }
        await this.fillPending([...found]);
      } catch (err) {
        this.warn(err, "geolocation round failed");
      } finally {
        for (const [hash] of round) this.locating.delete(hash);
      }
    }
  }

  /** The newest located row of each visitor, if recent: no lookup needed (survives restarts). */
  private async reuseRecentRows(hashes: string[]) {
    const since = new Date(Date.now() - this.opts.reuseDays * 24 * 60 * 60_000);
    const rows = await this.core.db
      .selectDistinctOn([visitorLogs.visitorHash], {
        hash: visitorLogs.visitorHash,
        countryCode: visitorLogs.countryCode,
        city: visitorLogs.city,
        latitude: visitorLogs.latitude,
        longitude: visitorLogs.longitude,
      })
      .from(visitorLogs)
      .where(
        and(
          inArray(visitorLogs.visitorHash, hashes),
          eq(visitorLogs.geoStatus, "ok"),
          gt(visitorLogs.createdAt, since),
        ),
      )
      .orderBy(visitorLogs.visitorHash, desc(visitorLogs.createdAt));
    const found = new Map<string, GeoResult>();
    for (const r of rows) {
      if (r.countryCode && r.latitude !== null && r.longitude !== null) {
        found.set(r.hash, {
          status: "ok",
          countryCode: r.countryCode,
          city: r.city,
          latitude: r.latitude,
          longitude: r.longitude,
        });
      }
    }
    return found;
  }

  /** Gives every pending row of these visitors its place (or final status), in one statement. */
  private async fillPending(results: ReadonlyArray<readonly [string, GeoResult]>) {
    if (results.length === 0) return;
    const values = sql.join(
      results.map(([hash, geo]) =>
        geo.status === "ok"
          ? sql`(${hash}::text, ${geo.status}::text, ${geo.countryCode}::text, ${geo.city}::text, ${geo.latitude}::float8, ${geo.longitude}::float8)`
          : sql`(${hash}::text, ${geo.status}::text, null::text, null::text, null::float8, null::float8)`,
      ),
      sql`, `,
    );
    await this.core.db.execute(sql`
      update visitor_logs as v
         set geo_status = d.status, country_code = d.country_code, city = d.city, latitude = d.latitude, longitude = d.longitude
        from (values ${values}) as d(visitor_hash, status, country_code, city, latitude, longitude)
       where v.visitor_hash = d.visitor_hash and v.geo_status = 'pending'`);
  }

  private warn(err: unknown, message: string) {
    // One line a minute is enough to notice a broken database or provider.
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.core.log.warn({ err }, message);
  }
}
