import type { Core } from "../../core.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { configuredTranslator } from "./provider.js";
import { SWEEP_CRON, SWEEP_JOB, sweepUntranslated, TRANSLATE_JOB, type TranslateJobData } from "./queue.js";
import { translateComments } from "./translate.js";

/** Car ids of a job's data, whatever was stored (a job is data from the database: checked, not trusted). */
const carIdsOf = (data: Partial<TranslateJobData> | undefined): number[] =>
  Array.isArray(data?.carIds) ? data.carIds.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647) : [];

/**
 * The translation jobs and their hourly sweep. The queues exist with or without TRANSLATE_URL
 * (a job left from a configuration that had it does nothing); only the sweep's schedule needs it.
 */
export function commentTranslationJobs(core: Core): JobDefinition[] {
  const translator = configuredTranslator(core.config);
  return [
    {
      name: TRANSLATE_JOB,
      // One job at a time across every worker: two jobs naming the same car (a burst of edits, an
      // import and the sweep) would otherwise both ask the endpoint for the same translation.
      policy: "singleton",
      // While the endpoint is down: from 30 s, doubling (pg-boss adds up to as much again at random),
      // 8 to 17 hours in all; then the hourly sweep.
      retryLimit: 10,
      retryDelaySeconds: core.config.appEnv === "test" ? 1 : 30,
      retryBackoff: true,
      handler: async (data: TranslateJobData, job) => {
        if (!translator) return;
        const outcome = await translateComments(core, carIdsOf(data), translator, job.log);
        if (outcome.translated + outcome.unusable > 0) job.log.info(outcome, "dealer comments translated");
      },
    },
    {
      name: SWEEP_JOB,
      // One sweep waiting and one running at most; a failed one waits for the next hour.
      policy: "stately",
      retryLimit: 0,
      schedule: () => (translator ? SWEEP_CRON : undefined),
      handler: async (_data, job) => {
        if (!translator) return;
        const queued = await sweepUntranslated(core);
        if (queued > 0) job.log.info({ cars: queued }, "untranslated dealer comments queued");
      },
    },
  ];
}
