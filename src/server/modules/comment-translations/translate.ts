/**
 * The work of one translation job: the comments of some cars into every language that has no
 * translation of the comment as it is now, each asked of the endpoint once and stored.
 */
import pLimit from "p-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Core } from "../../core.js";
import { BadTranslation, type Translator } from "./provider.js";
import { missingTranslations, storeRefusal, storeTranslation } from "./service.js";

/** Requests in flight to the endpoint per job: a self-hosted LibreTranslate serves few at once. */
const CONCURRENCY = 3;

export type TranslateOutcome = { translated: number; unusable: number };

/**
 * Translates what is missing for these cars and tells the caches (`commentsTranslated`) which
 * cars got a translation. When the endpoint is down (ProviderUnavailable), nothing more is asked
 * of it in this run and the error is thrown once what was done is stored: the job is tried again
 * later and finds that part done. An unusable answer (BadTranslation) is logged and remembered:
 * the sweep asks for that comment in that language again after a day, not every hour.
 */
export async function translateComments(
  core: Core,
  carIds: readonly number[],
  translator: Translator,
  log: FastifyBaseLogger,
): Promise<TranslateOutcome> {
  const work = await missingTranslations(core, carIds);
  const outcome: TranslateOutcome = { translated: 0, unusable: 0 };
  const changedCars = new Set<number>();
  // What ends the run early: the endpoint down, or a failure of our own (the database): the rest is
  // not asked for, and the job is tried again.
  let stop: unknown;
  const limit = pLimit(CONCURRENCY);
  await Promise.all(
    work.map((w) =>
      limit(async () => {
        if (stop) return;
        try {
          const text = await translator.translate(w.comment, w.lang);
          const row = { carId: w.carId, lang: w.lang, sourceHash: w.hash, text, provider: translator.provider };
          if (await storeTranslation(core, row)) changedCars.add(w.carId);
          outcome.translated++;
        } catch (err) {
          if (!(err instanceof BadTranslation)) {
            stop ??= err;
            return;
          }
          outcome.unusable++;
          log.warn({ carId: w.carId, lang: w.lang, err: err.message }, "unusable machine translation");
          await storeRefusal(core, { carId: w.carId, lang: w.lang, sourceHash: w.hash, reason: err.message }).catch(
            (dbErr: unknown) => void (stop ??= dbErr),
          );
        }
      }),
    ),
  );
  if (changedCars.size > 0) await core.events.emit("commentsTranslated", { carIds: [...changedCars] });
  if (stop) throw stop;
  return outcome;
}
