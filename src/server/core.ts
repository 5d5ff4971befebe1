import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import type { JobQueue } from "./plugins/job-queue.js";
import type { Settings } from "./modules/settings/definitions.js";

/**
 * What every service needs: configuration, the database and the job queue. Services are
 * plain functions of the core, so any module can call another module's service.
 */
export type Core = {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Reactions to a settings change (e.g. rescheduling the availability check). */
  onSettingsChanged: Array<(settings: Settings, changedKeys: string[]) => Promise<void>>;
};
