import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import type { CacheBus } from "./plugins/cache-bus.js";
import type { JobQueue } from "./plugins/job-queue.js";
import type { CatalogueCache } from "./modules/cars/catalogue-cache.js";
import type { CarQueries } from "./modules/cars/service.js";
import type { PromoSecret } from "./modules/notifications/promo-token.js";
import type { PdfCache } from "./modules/pdf/service.js";
import type { PhotoStorage } from "./modules/photos/storage.js";
import type { SettingsListener } from "./modules/settings/service.js";
import type { AvailabilitySchedule } from "./modules/upstream/jobs.js";
import type { ThumbnailCache } from "./modules/upstream/search-service.js";
import type { VisitRecorder } from "./modules/visitors/recorder.js";

/**
 * What every service needs: configuration, the database and the job queue, plus every piece
 * of state an app keeps in memory. Services are plain functions of the core, so any module
 * can call another module's service. `buildApp` creates all of it: no module keeps state
 * of its own (no module-level maps), so two apps in one process (tests) never share any.
 */
export type Core = {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** The shared Redis (REDIS_URL): rate-limit counters and cache-bus messages; undefined without. */
  redis: Redis | undefined;
  /** Tells the other instances which caches a write made stale, and clears this one's when they do. */
  cacheBus: CacheBus;

  /** Buffered visitor logging (visitors). */
  visitRecorder: VisitRecorder;
  /** Short-lived catalogue aggregates: list totals, makers, models, dealer-comment switch (cars). */
  catalogueCache: CatalogueCache;
  /** Prepared statements of the hot catalogue reads (cars). */
  carQueries: CarQueries;
  /** The installation's promo-unsubscribe signing secret, read once (notifications). */
  promoSecret: PromoSecret;
  /** Where car photos are stored (photos). */
  photoStorage: PhotoStorage;
  /** Rendered PDF spec sheets (pdf). */
  pdfCache: PdfCache;
  /** Thumbnails of upstream search results (upstream). */
  upstreamThumbnails: ThumbnailCache;
  /** The current cron of the daily availability check (upstream). */
  availabilitySchedule: AvailabilitySchedule;
  /** Reactions to a settings change; `updateSettings` calls them after it stored the change. */
  settingsListeners: SettingsListener[];
};

/** The part of the core that exists before the modules' state (what that state is built from). */
export type CoreBase = Pick<Core, "config" | "database" | "db" | "jobs" | "log">;
