import type { Core } from "../../core.js";
import { requestTranslations } from "./queue.js";

/**
 * A created or edited car and an upstream import may bring a new comment: their cars are queued
 * for translation (the job skips those whose comment is translated already). On the instance that
 * made the change only: the queue is shared. Nothing without TRANSLATE_URL.
 */
export function commentTranslationsReactions(core: Core) {
  if (!core.config.translateUrl) return;
  core.events.on("carsChanged", "comment translations: new or edited comments", ({ carIds, change }) =>
    change === "created" || change === "edited" ? requestTranslations(core, carIds) : undefined,
  );
  core.events.on("carsImported", "comment translations: imported comments", ({ carIds }) =>
    requestTranslations(core, carIds),
  );
}
