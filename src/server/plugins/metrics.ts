import crypto from "node:crypto";
import type { FastifyInstance, RouteOptions, onResponseHookHandler } from "fastify";
import type { Registry } from "prom-client";
import type pg from "pg";
import type { Database } from "../db/client.js";
import { AppError } from "../lib/errors.js";
import { registerProcessMetrics } from "./metrics-process.js";

import type { QueueSize } from "./job-queue.js";

/** Where the figures that are not the requests' come from, read at each scrape. */
export type MetricsSources = {
  /** Its node-postgres pool is reported; PGlite has none (one connection inside the process). */
  database: Database;
  /** The job queue: its queues' sizes by state (pg-boss's own counts, job-queue.ts). */
  jobs: { queueSizes(): Promise<QueueSize[]> };
  /** The catalogue's list index (list-index age, fallbacks to SQL); absent for ROLE=worker, which answers no list. */
  listIndex?: () => { loaded: boolean; checkedAt: number | undefined; fallbacks: number };
};

/** What an app keeps for its metrics (Core.metrics, present when METRICS_TOKEN is set). */
export type Metrics = {
  registry: Registry;
  /** The request-duration histogram the per-route hooks write to. */
  durations: RouteDurations;
  /** Whether an Authorization header carries the token (compared in constant time). */
  authorized(authorization: string | undefined): boolean;
  /** Stops the event-loop monitor and the GC observer (app close). */
  close(): void;
};

/**
 * Upper bounds of the request-duration buckets, in seconds: the cached public reads answer in
 * about a millisecond, an uncached list in tens, a PDF or an upstream import in seconds.
 */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The route label of a request no route matched: one label, so the series stay bounded. */
export const UNMATCHED_ROUTE = "unmatched";
/** The route label of the built web app's files (@fastify/static adds a route per file: hundreds). */
export const STATIC_ROUTE = "static";
/** How long the queue sizes may take at a scrape (a database query): past it, none are reported. */
const QUEUE_SIZES_MS = 2_000;

/** One method, route and status: bucket counts (the last past every bound), sum and count. */
type Series = { labels: { method: string; route: string; status_code: number }; counts: Float64Array; sum: number };

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * `http_request_duration_seconds{method, route, status_code}`, a Prometheus histogram kept in
 * plain arrays: a request finds its route's recorder through a hook made for that route when it
 * was added (no lookup of the route, no label object), then its series by method and status in
 * a small map, and adds to two numbers and a bucket. prom-client's Histogram builds a key
 * string from the label object on every observation (about a microsecond); this is ~20 ns.
 * Registered in the app's prom-client registry, which writes it out like its own histograms.
 */
export class RouteDurations {
  readonly name = "http_request_duration_seconds";
  readonly help = "Time from the request's arrival to the end of its answer, by method, route pattern and status.";
  readonly type = "histogram";
  readonly aggregator = "sum";
  private readonly series: Series[] = [];

  /** The recorder of one route pattern (`/api/cars/:car_id`), or of UNMATCHED_ROUTE. */
  recorder(route: string): (method: string, status: number, seconds: number) => void {
    const byKey = new Map<number, Series>();
    return (method, status, seconds) => {
      const m = METHODS.indexOf(method);
      const key = status * 8 + (m < 0 ? 7 : m);
      let series = byKey.get(key);
      if (!series) {
        series = {
          labels: { method: m < 0 ? "OTHER" : method, route, status_code: status },
          counts: new Float64Array(DURATION_BUCKETS.length + 1),
          sum: 0,
        };
        byKey.set(key, series);
        this.series.push(series);
      }
      let bucket = 0;
      while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
      series.counts[bucket]!++;
      series.sum += seconds;
    };
  }

  /** prom-client's metric interface: the values as its registry writes them. */
  async get() {
    const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> = [];
    for (const { labels, counts, sum } of this.series) {
      let cumulative = 0;
      for (let i = 0; i < DURATION_BUCKETS.length; i++) {
        cumulative += counts[i]!;
        values.push({
          labels: { ...labels, le: DURATION_BUCKETS[i]! },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      }
      const count = cumulative + counts[DURATION_BUCKETS.length]!;
      values.push({ labels: { ...labels, le: "+Inf" }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset() {
    for (const series of this.series) {
      series.counts.fill(0);
      series.sum = 0;
    }
  }
}

/** `work`, or undefined once `ms` have passed without an answer. */
async function within<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The app's metrics in a registry of its own (never prom-client's global one: a test worker
 * builds many apps): request durations, the process, the database pool, the job queues and the
 * list index. prom-client is loaded only here, when METRICS_TOKEN is set.
 */
export async function createMetrics(token: string, sources: MetricsSources): Promise<Metrics> {
  const prom = await import("prom-client");
  const registry = new prom.Registry();
  const registers = [registry];
  const durations = new RouteDurations();
  registry.registerMetric(durations as unknown as Parameters<Registry["registerMetric"]>[0]);
  const stopProcessMetrics = registerProcessMetrics(prom, registry);

  const { database, jobs, listIndex } = sources;
  // Drizzle's node-postgres database keeps its pool as `$client`.
  const pool = database.kind === "postgres" ? (database.db as unknown as { $client?: pg.Pool }).$client : undefined;
  if (pool) {
    const figure = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      new prom.Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool));
        },
      });
    figure("db_pool_clients", "Connections the database pool holds open (busy and idle).", (p) => p.totalCount);
    figure("db_pool_clients_idle", "Open connections no query is using.", (p) => p.idleCount);
    figure(
      "db_pool_waiting_requests",
      "Queries waiting for a connection: every connection is busy.",
      (p) => p.waitingCount,
    );
    figure("db_pool_clients_max", "The most connections the pool opens.", (p) => p.options.max ?? 10);
  }

  new prom.Gauge({
    name: "job_queue_size",
    help: "Jobs per pg-boss queue and state.",
    labelNames: ["queue", "state"],
    registers,
    async collect() {
      this.reset();
      // Nothing when the database does not answer in time: a scrape must not fail or hang for it.
      const sizes = await within(QUEUE_SIZES_MS, jobs.queueSizes()).catch(() => undefined);
      for (const { queue, state, count } of sizes ?? []) this.set({ queue, state }, count);
    },
  });

  if (listIndex) {
    new prom.Gauge({
      name: "catalogue_list_index_loaded",
      help: "1 while the catalogue's list index answers the lists, 0 while SQL does (none read yet, or dropped after a change).",
      registers,
      collect() {
        this.set(listIndex().loaded ? 1 : 0);
      },
    });
    const startedAt = Date.now();
    new prom.Gauge({
      name: "catalogue_list_index_age_seconds",
      help: "Seconds since the list index was read or last found whole (since the start while none was ever read).",
      registers,
      collect() {
        this.set((Date.now() - (listIndex().checkedAt ?? startedAt)) / 1000);
      },
    });
    new prom.Counter({
      name: "list_index_fallbacks_total",
      help: "Lists SQL answered because no current list index could (none read yet, dropped after a change, or a failed read; each failure is logged).",
      registers,
      collect() {
        this.reset();
        this.inc(listIndex().fallbacks);
      },
    });
  }

  const expected = crypto.createHash("sha256").update(token).digest();
  return {
    registry,
    durations,
    authorized(authorization) {
      const match = /^Bearer +(\S+) *$/i.exec(authorization ?? "");
      if (!match) return false;
      // Digests of equal length: timingSafeEqual's time says nothing of the token.
      return crypto.timingSafeEqual(crypto.createHash("sha256").update(match[1]!).digest(), expected);
    },
    close: stopProcessMetrics,
  };
}

/** Adds `hook` to a route's own onResponse hooks (an onRoute hook may change the route's options). */
function addOnResponse(route: RouteOptions, hook: onResponseHookHandler) {
  const own = route.onResponse;
  route.onResponse = own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
}

/**
 * Records every answer's duration by route pattern and status, and serves GET /metrics. Before
 * any route is added: each route gets its own onResponse hook, made when it is added, with its
 * recorder. Answers of no route (404s) are recorded as UNMATCHED_ROUTE by an app-wide hook,
 * the files of the built web app all as STATIC_ROUTE.
 *
 * GET /metrics: Prometheus' text format with `Authorization: Bearer $METRICS_TOKEN`; 404 like
 * any unknown path without METRICS_TOKEN (`metrics` undefined), 401 for a missing or wrong
 * token. Not part of the JSON API (hidden from the OpenAPI document), not rate-limited (a
 * scraper calls it every few seconds), no session.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics | undefined) {
  if (metrics) {
    const { durations } = metrics;
    const staticFiles = durations.recorder(STATIC_ROUTE);
    app.addHook("onRoute", (route) => {
      // @fastify/static names each file's route by its file in `config`.
      const servesFile = (route.config as { rootPath?: unknown } | undefined)?.rootPath !== undefined;
      const record = servesFile ? staticFiles : durations.recorder(route.url);
      addOnResponse(route, (request, reply, done) => {
        record(request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
    });
    const unmatched = durations.recorder(UNMATCHED_ROUTE);
    app.addHook("onResponse", (request, reply, done) => {
      if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    app.addHook("onClose", (_app, done) => {
      metrics.close();
      done();
    });
  }

  app.get("/metrics", { config: { access: "public" }, schema: { hide: true } }, async (request, reply) => {
    if (!metrics) throw new AppError(404, "not_found", `No such path: ${request.method} /metrics`);
    if (!metrics.authorized(request.headers.authorization)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError(401, "unauthorized", "GET /metrics needs Authorization: Bearer with the metrics token");
    }
    const text = await metrics.registry.metrics();
    return reply.header("content-type", metrics.registry.contentType).header("cache-control", "no-store").send(text);
  });
}
