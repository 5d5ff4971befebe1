import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import type { ObjectStore } from "./lib/storage/object-store.js";
import type { CacheBus } from "./plugins/cache-bus.js";
import type { JobQueue } from "./plugins/job-queue.js";
import type { DomainEventBus } from "./events.js";
import type { Tx } from "./db/client.js";
import type { AggregateCache } from "./lib/aggregate-cache.js";
import type { Settings } from "../shared/settings.js";
import type { CatalogueCache } from "./modules/catalogue/catalogue-cache.js";
import type { PageCache } from "./modules/site/page-cache.js";
import type { MailTransport } from "./modules/mail/transport.js";
import type { CarQueries } from "./modules/cars/queries.js";
import type { UserDirectory } from "./modules/accounts/reads.js";
import type { PhotoStorage } from "./modules/photos/storage.js";
import type { VisitRecorder } from "./modules/visitors/recorder.js";
import type { PortRow } from "./modules/ports/landed.js";
import type { Rules as ImportRules } from "./modules/import-rules/compute.js";
import type { Restrictions as ExportRestrictions } from "./modules/export-restrictions/match.js";
import type { Metrics } from "./plugins/metrics.js";
import type { Readiness } from "./plugins/readiness.js";
import type { SecretBox } from "./lib/secrets/secret-box.js";

/**
 * What every service needs: configuration, the database, the job queue and the domain events,
 * plus every piece of state an app keeps in memory. Services are plain functions of the core;
 * a module calls the services of modules in lower layers (.dependency-cruiser.mjs) and learns
 * of changes elsewhere through `events`. `buildApp` creates all of it: no module keeps state
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
  /** Tells the other instances which events happened here, and runs their every-instance reactions here. */
  cacheBus: CacheBus;
  /** Domain events: owners emit after their commit, reactions subscribe (events.ts, reactions-registry.ts). */
  events: DomainEventBus;
  /** Seals and opens the secrets kept in the database, under SECRETS_KEY (lib/secrets/secret-box.ts). */
  secrets: SecretBox;

  /** Buffered visitor logging (visitors). */
  visitRecorder: VisitRecorder;
  /** Short-lived catalogue aggregates and whole public answers (catalogue). */
  catalogueCache: CatalogueCache;
  /** Server-rendered pages for anonymous visitors, per language, screen and URL (site). */
  pageCache: PageCache;
  /** All settings, kept a few seconds for what every request reads (settings). */
  settingsCache: AggregateCache<Settings>;
  /** Every destination port, kept a few seconds for the car pages with a landed price (ports). */
  portsCache: AggregateCache<PortRow[]>;
  /** Every country's import duties and taxes, kept a few seconds for the car pages with a port (import-rules). */
  importRulesCache: AggregateCache<ImportRules[]>;
  /** Every country's export restrictions, kept a few seconds for the car pages, lists and purchases with a port (export-restrictions). */
  exportRestrictionsCache: AggregateCache<ExportRestrictions[]>;
  /** Prepared statements of the hot catalogue reads (cars). */
  carQueries: CarQueries;
  /**
   * What the modules below accounts (notifications, contact) read of the accounts, which they
   * cannot import (accounts; decision 0019).
   */
  users: UserDirectory;
  /** The installation's promo-unsubscribe signing secret, read once (notifications). */
  promoSecret: () => Promise<string>;
  /** Files of every module (photos, top-up slips, PDF and thumbnail caches): disk or S3, by STORAGE_URL. */
  storage: ObjectStore;
  /** Car photos and their thumbnails, in `storage` (photos). */
  photoStorage: PhotoStorage;
  /** The current cron of the daily availability check (upstream). */
  availabilitySchedule: { dailyCron: string | undefined };
  /** The current cron of the scheduled sync run (upstream). */
  syncSchedule: { dailyCron: string | undefined };
  /** The outgoing mail connection (pooled SMTP, or the development outbox), used by the mail job (mail). */
  mailTransport: MailTransport;
  /**
   * What modules above accounts forget of an account purged for good, run inside the purge's
   * transaction (accounts/purge.ts); each module adds its step in its reactions.
   */
  purgeSteps: Array<(tx: Tx, userId: number) => Promise<void>>;
  /** Prometheus metrics in a registry of this app's own (plugins/metrics.ts); undefined without METRICS_TOKEN. */
  metrics: Metrics | undefined;
  /** The checks behind GET /api/ready: database, migrations, list index (plugins/readiness.ts). */
  readiness: Readiness;
};

/** The part of the core that exists before the modules' state (what that state is built from). */
export type CoreBase = Pick<Core, "config" | "database" | "db" | "jobs" | "log" | "events" | "secrets">;
