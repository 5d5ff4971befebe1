import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import type { Config } from "./config.js";
import type { Core, CoreBase } from "./core.js";
import { openDatabase, type Database } from "./db/client.js";
import { JobQueue } from "./plugins/job-queue.js";
import { createCacheBus } from "./plugins/cache-bus.js";
import { closeRedis, openRedis } from "./lib/redis.js";
import { installAccessControl, type RouteEntry } from "./plugins/access.js";
import { installErrorHandling } from "./plugins/errors.js";
import { installLifecycle } from "./plugins/lifecycle.js";
import { installRequestLog } from "./plugins/request-log.js";
import { installInputGuards } from "./plugins/input-guards.js";
import { loggerOptions, requestChildLogger } from "./plugins/logging.js";
import { frameworkErrorAnswer, installRequestContext, requestIdOf } from "./plugins/request-context.js";
import { createMetrics, installMetrics } from "./plugins/metrics.js";
import { createReadiness } from "./plugins/readiness.js";
import { installTracing } from "./plugins/tracing.js";
import { notFoundOnEmptyParams } from "./plugins/empty-params.js";
import { installSecurity } from "./plugins/security.js";
import { installSession } from "./plugins/session.js";
import { installAuditScope } from "./modules/audit/scope.js";
import { installOpenApi } from "./plugins/openapi.js";
import { installWebAssets } from "./plugins/web-assets.js";
import { pageResponder } from "./modules/site/pages.js";
import { createPageCache } from "./modules/site/page-cache.js";
import { installCompression } from "./plugins/compression.js";
import { allJobs } from "./jobs-registry.js";
import { createMailTransport } from "./modules/mail/transport.js";
import { registerModules } from "./routes-registry.js";
import { ensureConfiguredAdmin } from "./modules/accounts/bootstrap.js";
import { CATALOGUE_TTL_MS, createCatalogueCache } from "./modules/catalogue/catalogue-cache.js";
import { createCarQueries } from "./modules/cars/queries.js";
import { userDirectory } from "./modules/accounts/index.js";
import { listIndexReadOnce } from "./modules/catalogue/service.js";
import { promoSecretLoader } from "./modules/promo-alerts/promo-token.js";
import { createPhotoStorage } from "./modules/photos/storage.js";
import { sharedSchemaCompilers } from "./plugins/schema-compilers.js";
import { openObjectStore } from "./lib/storage/open-store.js";
import { loadAvailabilitySchedule, loadSyncSchedule } from "./modules/upstream/jobs.js";
import { DomainEventBus } from "./events.js";
import { AggregateCache } from "./lib/aggregate-cache.js";
import { registerReactions } from "./reactions-registry.js";
import type { Settings } from "../shared/settings.js";
import type { PortRow } from "./modules/ports/landed.js";
import type { Rules as ImportRules } from "./modules/import-rules/compute.js";
import type { Restrictions as ExportRestrictions } from "./modules/export-restrictions/match.js";
import { createGeoProvider, VisitRecorder } from "./modules/visitors/recorder.js";
import { openSecretBox } from "./lib/secrets/secrets-key.js";
import { secureStoredSecrets } from "./lib/secrets/sealed-store.js";
import type { SecretBox } from "./lib/secrets/secret-box.js";
import { SEALED_STORES } from "./secrets-registry.js";

declare module "fastify" {
  interface FastifyInstance {
    core: Core;
    routeTable: RouteEntry[];
    /**
     * Starts the job queue (and its workers unless ROLE=api) and creates the configured
     * admin; once, however often it is called. `main` awaits it before `ready()`, outside
     * Fastify's onReady timeout; the onReady hook calls it for apps that only call ready().
     */
    prepare(): Promise<void>;
  }
}

export type BuildOptions = {
  /** Reuse an open database (tests that restart the app on the same data). */
  database?: Database;
  /** Where the built web app lives; defaults to dist/web. */
  webDistDir?: string;
  /** Where its server render lives (src/web/entry-server.tsx built); defaults to dist/web-ssr. */
  webSsrDir?: string;
  /** false: no logs; an object is merged over the standard options (e.g. a `stream` in tests). */
  logger?: boolean | object;
  /** Fastify's limit for a plugin or an onReady hook (default 10 s); tests lower it. */
  pluginTimeout?: number;
};

/** Fastify's form of TRUST_PROXY; `true` is one hop (the nearest proxy), a number that many hops. */
function trustedProxies(setting: Config["trustProxy"]) {
  if (setting === false || Array.isArray(setting)) return setting;
  const hops = setting === true ? 1 : setting;
  return (_address: string, hop: number) => hop < hops;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The key of the secrets at rest (SECRETS_KEY, else the one generated under DATA_DIR outside
 * production), checked against what the database holds before anything reads a secret; then
 * whatever an earlier version kept in the clear is sealed (api.md "Secrets at rest").
 */
async function openSecrets(config: Config, database: Database, log: FastifyBaseLogger): Promise<SecretBox> {
  const { box, source, file } = openSecretBox(config);
  if (source === "generated")
    log.warn(
      { file, keyId: box.keyId },
      "start-up: SECRETS_KEY is unset, so a key was generated in DATA_DIR; keep a copy with the backups, stored apart from them",
    );
  else if (source === "memory")
    log.info("start-up: SECRETS_KEY is unset and DATA_DIR is memory://: a key for this process only");
  const sealed = await secureStoredSecrets(database.db, box, SEALED_STORES);
  if (sealed.sealed > 0)
    log.info({ sealed: sealed.sealed, keyId: box.keyId }, "start-up: secrets kept in the clear are now sealed");
  return box;
}

/** Builds the whole service: database, jobs, plugins and every module's routes. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(typeof options.logger === "object" ? options.logger : {}) },
    // Marks request.log, whose lines carry the id (plugins/logging.ts); without logs, Fastify's own.
    ...(options.logger === false ? {} : { childLoggerFactory: requestChildLogger }),
    // One line per API request (plugins/request-log.ts), not one per photo or asset; each line
    // of a request carries its id as `requestId`.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: "requestId" }),
    // X-Request-Id: the incoming one when valid, else a new one (plugins/request-context.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors: frameworkErrorAnswer,
    pluginTimeout: options.pluginTimeout,
    // A request arriving while closing gets the contract's 503 from plugins/lifecycle.ts.
    return503OnClosing: false,
    // A hop count or the proxies' addresses, never "every hop": a client could name its own address.
    trustProxy: trustedProxies(config.trustProxy),
    // The ceiling; each route gets a smaller limit from its schema (plugins/input-guards.ts).
    bodyLimit: 1024 * 1024,
    // Integer path parameters arrive as strings; let the schema coerce them ("abc" → 422).
    ajv: { customOptions: { coerceTypes: "array", removeAdditional: false, useDefaults: true, allErrors: true } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false },
  });

  // Migrations run here, before any plugin is registered: no Fastify timeout applies.
  const opened = Date.now();
  // Opening checks the database belongs to this APP_ENV (db/environment-mark.ts); a database
  // handed in (tests, tools) was opened by its caller.
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, environment: config.appEnv }));
  if (!options.database) app.log.info({ ms: Date.now() - opened }, "start-up: database open, migrations applied");
  if (database.environmentMarked) app.log.info(`start-up: this database is now marked APP_ENV=${config.appEnv}`);
  let secrets: SecretBox;
  try {
    secrets = await openSecrets(config, database, app.log);
  } catch (err) {
    if (!options.database) await database.close();
    throw err;
  }
  const jobs = new JobQueue(database, app.log, { pollSeconds: config.jobPollSeconds, tz: config.tzSchedule });
  const base: CoreBase = {
    config,
    database,
    db: database.db,
    jobs,
    log: app.log,
    events: new DomainEventBus(app.log),
    secrets,
  };
  const storage = openObjectStore(config);
  // What instances share besides the database: Redis when configured, and the cache bus.
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log, "commands", { failFast: true }) : undefined;
  const cacheBus = createCacheBus({
    database,
    databaseUrl: config.databaseUrl,
    redis: redis && {
      publisher: redis,
      subscriber: openRedis(config.redisUrl!, app.log, "cache bus"),
      prefix: config.redisKeyPrefix,
    },
    log: app.log,
  });
  try {
    await cacheBus.start();
    // Connected now: a fail-fast connection refuses commands until it is (lib/redis.ts).
    if (redis) await redis.connect();
  } catch (err) {
    await cacheBus.close().catch(() => {});
    if (redis) await closeRedis(redis);
    await storage.close();
    if (!options.database) await database.close();
    throw err;
  }
  // Every piece of per-app state, in one place (see Core).
  const core: Core = {
    ...base,
    redis,
    cacheBus,
    visitRecorder: new VisitRecorder(base, createGeoProvider(config)),
    catalogueCache: createCatalogueCache(CATALOGUE_TTL_MS, app.log),
    pageCache: createPageCache(),
    settingsCache: new AggregateCache<Settings>(CATALOGUE_TTL_MS, 1),
    portsCache: new AggregateCache<PortRow[]>(CATALOGUE_TTL_MS, 1),
    importRulesCache: new AggregateCache<ImportRules[]>(CATALOGUE_TTL_MS, 1),
    exportRestrictionsCache: new AggregateCache<ExportRestrictions[]>(CATALOGUE_TTL_MS, 1),
    carQueries: createCarQueries(database.db),
    users: userDirectory,
    promoSecret: promoSecretLoader(base),
    storage,
    photoStorage: createPhotoStorage(storage),
    availabilitySchedule: { dailyCron: undefined },
    syncSchedule: { dailyCron: undefined },
    mailTransport: createMailTransport(config),
    purgeSteps: [],
    metrics: config.metricsToken
      ? await createMetrics(config.metricsToken, {
          database,
          jobs,
          listIndex:
            config.role === "worker"
              ? undefined
              : () => ({
                  ...core.catalogueCache.listIndex.status(),
                  fallbacks: core.catalogueCache.listIndex.fallbackCount(),
                }),
        })
      : undefined,
    readiness: createReadiness({
      database,
      listIndexReadOnce: config.role === "worker" ? undefined : (waitMs) => listIndexReadOnce(core, waitMs),
    }),
  };
  registerReactions(core);
  await loadAvailabilitySchedule(core);
  await loadSyncSchedule(core);
  app.decorate("core", core);
  app.decorate("routeTable", [] as RouteEntry[]);
  jobs.define(allJobs(core));

  // First: the trace's span, then the request's id and context, around every other hook.
  await installTracing(app, config);
  installRequestContext(app);
  // Before any route: each route gets its own duration hook as it is added.
  installMetrics(app, core.metrics);
  installErrorHandling(app);
  installLifecycle(app);
  installInputGuards(app);
  installRequestLog(app);
  notFoundOnEmptyParams(app);
  installAccessControl(app, app.routeTable);
  // Before any route: the compression plugin hooks into routes as they are added.
  await installCompression(app);
  await app.register(cookie);
  await installSecurity(app, config, redis);
  installSession(app, core);
  // Admin writes carry who is acting to the audit triggers, from the handler on (modules/audit/scope.ts).
  installAuditScope(app, core);
  await installOpenApi(app, config);
  // Fastify runs onClose hooks newest first: registered before the modules, this one runs
  // last, after every module has flushed what it holds (e.g. buffered visits).
  app.addHook("onClose", async () => {
    // A list index read in the background holds a transaction: let it end before the database does.
    await core.catalogueCache.listIndex.settled();
    await jobs.stop();
    await core.mailTransport.close();
    // After the jobs (their writes publish), before the database (publishing uses its pool).
    await cacheBus.close();
    if (redis) await closeRedis(redis);
    await storage.close();
    if (!options.database) await database.close();
  });
  await registerModules(app, core);
  await installWebAssets(app, {
    distDir: options.webDistDir ?? path.join(repoRoot, "dist/web"),
    respondPage: pageResponder(core, {
      ssrDir:
        options.webSsrDir ??
        path.join(options.webDistDir ? path.dirname(options.webDistDir) : path.join(repoRoot, "dist"), "web-ssr"),
      inject: (request) => app.inject(request),
    }),
  });

  let prepared: Promise<void> | undefined;
  app.decorate("prepare", function prepare() {
    prepared ??= (async () => {
      await jobs.start();
      if (config.role !== "api") await jobs.startWorkers();
      await ensureConfiguredAdmin(core);
    })();
    return prepared;
  });
  app.addHook("onReady", () => app.prepare());
  return app;
}
