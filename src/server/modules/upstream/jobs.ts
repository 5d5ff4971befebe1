/**
 * Jobs of the upstream module: the daily availability check at the configured time (also
 * the queue of manual runs), the agent's nightly sold-out checker at 3:00, the scheduled sync
 * and the daily expiry of search thumbnails at 4:30. pg-boss sends each scheduled run once
 * across all workers; the run table guards the rest.
 */
import type { Core } from "../../core.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { getSettings, type Settings } from "../settings/index.js";

/** A reaction to stored settings (the `settingsChanged` event's payload). */
type SettingsListener = (settings: Settings, changedKeys: (keyof Settings)[]) => Promise<void>;
import {
  AVAILABILITY_CHECK_JOB,
  executeQueuedRun,
  NIGHTLY_SOLDOUT_JOB,
  runScheduledCheck,
} from "./availability-service.js";
import { executeQueuedSyncRun, runScheduledSync, SYNC_RUN_JOB } from "./sync-service.js";
import { expireUpstreamThumbnails } from "./search-service.js";

export const NIGHTLY_CRON = "0 3 * * *";
export const EXPIRE_THUMBNAILS_JOB = "upstream.expire-thumbnails";
/** Daily at 4:30, apart from the nightly checker (3:00) and the availability check's default time (4:00). */
export const EXPIRE_THUMBNAILS_CRON = "30 4 * * *";
const LONG_RUN_SECONDS = 12 * 60 * 60;

/** "HH:MM" → a daily cron; undefined when the check is switched off. */
export function dailyCheckCron(
  settings: Pick<Settings, "availability_check_enabled" | "availability_check_time">,
): string | undefined {
  if (!settings.availability_check_enabled) return undefined;
  const [hh, mm] = settings.availability_check_time.split(":").map(Number);
  return `${mm} ${hh} * * *`;
}

/**
 * The cron of the daily check comes from the settings, read once before the workers start
 * (JobDefinition.schedule is synchronous) and kept current by `rescheduleAvailabilityCheck`.
 */
export type AvailabilitySchedule = Core["availabilitySchedule"];

/** Reads the check settings into `core.availabilitySchedule` (at start-up). */
export async function loadAvailabilitySchedule(core: Core): Promise<void> {
  core.availabilitySchedule.dailyCron = dailyCheckCron(await getSettings(core));
}

/** Settings listener: a new time or on/off switch reschedules the daily check. */
export const rescheduleAvailabilityCheck =
  (core: Core): SettingsListener =>
  async (settings, changedKeys) => {
    if (!changedKeys.some((k) => k === "availability_check_enabled" || k === "availability_check_time")) return;
    const cron = dailyCheckCron(settings);
    core.availabilitySchedule.dailyCron = cron;
    await core.jobs.reschedule(AVAILABILITY_CHECK_JOB, cron);
    core.log.info({ cron: cron ?? "off", tz: core.config.tzSchedule }, "availability check rescheduled");
  };

/** "HH:MM" of `sync_time` → a daily cron; undefined when the scheduled sync is switched off. */
export function dailySyncCron(settings: Pick<Settings, "sync_enabled" | "sync_time">): string | undefined {
  if (!settings.sync_enabled) return undefined;
  const [hh, mm] = settings.sync_time.split(":").map(Number);
  return `${mm} ${hh} * * *`;
}

/** The cron of the scheduled sync, kept like the availability check's (read at start, then by a listener). */
export type SyncSchedule = Core["syncSchedule"];

/** Reads the sync settings into `core.syncSchedule` (at start-up). */
export async function loadSyncSchedule(core: Core): Promise<void> {
  core.syncSchedule.dailyCron = dailySyncCron(await getSettings(core));
}

/** Settings listener: a new sync time or on/off switch reschedules the sync run. */
export const rescheduleSync =
  (core: Core): SettingsListener =>
  async (settings, changedKeys) => {
    if (!changedKeys.some((k) => k === "sync_enabled" || k === "sync_time")) return;
    const cron = dailySyncCron(settings);
    core.syncSchedule.dailyCron = cron;
    await core.jobs.reschedule(SYNC_RUN_JOB, cron);
    core.log.info({ cron: cron ?? "off", tz: core.config.tzSchedule }, "sync rescheduled");
  };

export function upstreamJobs(core: Core): JobDefinition[] {
  return [
    {
      name: AVAILABILITY_CHECK_JOB,
      // A failed check is not repeated blindly: the next schedule or a manual run will do.
      retryLimit: 0,
      expireInSeconds: LONG_RUN_SECONDS,
      schedule: () => core.availabilitySchedule.dailyCron,
      handler: async (data: { run_id?: number }) => {
        if (typeof data?.run_id === "number") {
          await executeQueuedRun(core, data.run_id);
          return;
        }
        // A schedule left over from before the toggle was switched off does nothing.
        if (!(await getSettings(core)).availability_check_enabled) return;
        await runScheduledCheck(core, "scheduled");
      },
    },
    {
      name: NIGHTLY_SOLDOUT_JOB,
      retryLimit: 0,
      expireInSeconds: LONG_RUN_SECONDS,
      schedule: () => NIGHTLY_CRON,
      handler: async () => {
        await runScheduledCheck(core, "nightly");
      },
    },
    {
      name: EXPIRE_THUMBNAILS_JOB,
      retryLimit: 2,
      retryDelaySeconds: 600,
      // Listing and deleting a month of thumbnails on S3 can take more than the default 15 minutes.
      expireInSeconds: 60 * 60,
      schedule: () => EXPIRE_THUMBNAILS_CRON,
      handler: async () => {
        const deleted = await expireUpstreamThumbnails(core);
        if (deleted > 0) core.log.info({ deleted }, "expired upstream thumbnails deleted");
      },
    },
    {
      name: SYNC_RUN_JOB,
      // A failed run is not repeated blindly: the next schedule or "Run now" will do.
      retryLimit: 0,
      expireInSeconds: LONG_RUN_SECONDS,
      schedule: () => core.syncSchedule.dailyCron,
      handler: async (data: { run_id?: number }) => {
        if (typeof data?.run_id === "number") {
          await executeQueuedSyncRun(core, data.run_id);
          return;
        }
        // runScheduledSync reads sync_enabled: a schedule left over from before the switch does nothing.
        await runScheduledSync(core);
      },
    },
  ];
}

/** The schedules follow their settings (`settingsChanged`), whoever changed them. */
export function upstreamReactions(core: Core) {
  const check = rescheduleAvailabilityCheck(core);
  const sync = rescheduleSync(core);
  core.events.on("settingsChanged", "upstream: availability check schedule", ({ settings, keys }) =>
    check(settings, keys),
  );
  core.events.on("settingsChanged", "upstream: sync schedule", ({ settings, keys }) => sync(settings, keys));
}
