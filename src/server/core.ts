import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import type { ObjectStore } from "./lib/storage/object-store.js";
import type { CacheBus } from "./plugins/cache-bus.js";
import type { JobQueue } from "./plugins/job-queue.js";
import type { CatalogueCache } from "./modules/cars/catalogue-cache.js";
import type { MailTransport } from "./modules/mail/transport.js";
import type { CarQueries } from "./modules/cars/service.js";
import type { PromoSecret } from "./modules/notifications/promo-token.js";
import type { PhotoStorage } from "./modules/photos/storage.js";
import type { SettingsListener } from "./modules/settings/service.js";
import type { AvailabilitySchedule, SyncSchedule } from "./modules/upstream/jobs.js";
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
  /** Files of every module (photos, top-up slips, PDF and thumbnail caches): disk or S3, by STORAGE_URL. */
  storage: ObjectStore;
  /** Car photos and their thumbnails, in `storage` (photos). */
  photoStorage: PhotoStorage;
  /** The current cron of the daily availability check (upstream). */
  availabilitySchedule: AvailabilitySchedule;
  /** The current cron of the scheduled sync run (upstream). */
  syncSchedule: SyncSchedule;
  /** The outgoing mail connection (pooled SMTP, or the development outbox), used by the mail job (mail). */
  mailTransport: MailTransport;
  /** Reactions to a settings change; `updateSettings` calls them after it stored the change. */
  settingsListeners: SettingsListener[];
};

/** The part of the core that exists before the modules' state (what that state is built from). */
export type CoreBase = Pick<Core, "config" | "database" | "db" | "jobs" | "log">;
