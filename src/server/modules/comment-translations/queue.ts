/**
 * Asking for translations: the cars a change named go to the translation queue in small jobs,
 * and the hourly sweep queues the cars whose comment has no translation of its current text
 * (cars added without an event, such as the demo data; jobs that failed for good; comments
 * edited while the endpoint was down for longer than the retries last). A comment the endpoint
 * refused is left for a day (service.ts, REFUSAL_QUIET_HOURS).
 */
import type { Core } from "../../core.js";
import { chunk } from "../../../shared/chunk.js";
import { dealerCommentHashesAfter } from "../cars/index.js";
import { TARGET_LANGS } from "./languages.js";
import { missingTranslations, settledKey, settledPairs } from "./service.js";

export const TRANSLATE_JOB = "comment-translations.translate";
export const SWEEP_JOB = "comment-translations.sweep";
/** At minute 17 of every hour, apart from the schedules at the full and half hour. */
export const SWEEP_CRON = "17 * * * *";

/** Cars per translation job: up to 60 requests, a few minutes even when each takes seconds. */
export const CARS_PER_JOB = 20;
/** Cars one sweep queues at most: the endpoint's work for well under an hour, so sweeps do not pile up. */
const SWEEP_MAX_CARS = 1_000;
const SWEEP_PAGE = 500;

export type TranslateJobData = { carIds: number[] };

/**
 * Queues the translation of these cars' comments (after a change has committed), those whose
 * comment lacks a translation of its text: most edits leave the comment as it was and queue
 * nothing. A failure to queue is logged, never thrown: the change that asked is done, and the
 * sweep finds the cars.
 */
export async function requestTranslations(core: Core, carIds: readonly number[]): Promise<void> {
  if (!core.config.translateUrl || carIds.length === 0) return;
  try {
    const cars = [...new Set((await missingTranslations(core, carIds)).map((m) => m.carId))];
    if (cars.length > 0) await core.jobs.sendMany<TranslateJobData>(TRANSLATE_JOB, jobsOf(cars));
  } catch (err) {
    core.log.warn({ err, cars: carIds.length }, "could not queue comment translations; the sweep will find them");
  }
}

/** Queues the cars (at most SWEEP_MAX_CARS) with a comment lacking a translation of its text; answers how many. */
export async function sweepUntranslated(core: Core): Promise<number> {
  const missing: number[] = [];
  let after = 0;
  while (missing.length < SWEEP_MAX_CARS) {
    const page = await dealerCommentHashesAfter(core, after, SWEEP_PAGE);
    if (page.length === 0) break;
    const ids = page.map((car) => car.id);
    const settled = await settledPairs(core, ids);
    for (const car of page)
      if (TARGET_LANGS.some((lang) => !settled.has(settledKey(car.id, lang, car.hash)))) missing.push(car.id);
    after = page[page.length - 1].id;
  }
  const queued = missing.slice(0, SWEEP_MAX_CARS);
  if (queued.length > 0) await core.jobs.sendMany<TranslateJobData>(TRANSLATE_JOB, jobsOf(queued));
  return queued.length;
}

/** The jobs that translate these cars, CARS_PER_JOB cars each. */
const jobsOf = (carIds: number[]): TranslateJobData[] => chunk(carIds, CARS_PER_JOB).map((ids) => ({ carIds: ids }));
