// Machine translations of the dealers' comments (the comment-translations module).
import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, cascadeRef } from "./columns.js";
import { cars } from "./cars.js";

/**
 * One translation per car and language, of the comment whose SHA-256 is `source_hash`: a
 * comment changed since no longer matches, so its stale translation is never shown and the
 * next job replaces it. Not a record anyone keeps: it goes with its car (cascade).
 */
export const carCommentTranslations = pgTable(
  "car_comment_translations",
  {
    carId: cascadeRef("car_id", () => cars.id),
    /** `en`, `mn` or `ru` (the comment itself is Korean). */
    lang: text("lang").notNull(),
    /** Hex SHA-256 of the comment as it was translated (comment-translations/source-hash.ts). */
    sourceHash: text("source_hash").notNull(),
    text: text("text").notNull(),
    /** Who translated it: the endpoint's host, e.g. `libretranslate:translate.example`. */
    provider: text("provider").notNull(),
    translatedAt: at("translated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.carId, t.lang] })],
);

/**
 * A comment the endpoint would not translate into a language (a 4xx, or an answer that was no
 * translation), by the hash of that comment. The sweep leaves such a pair alone for a day
 * (comment-translations/service.ts) instead of asking again every hour; a changed comment has
 * another hash and is asked at once. Goes with its car, like the translations.
 */
export const carCommentTranslationRefusals = pgTable(
  "car_comment_translation_refusals",
  {
    carId: cascadeRef("car_id", () => cars.id),
    lang: text("lang").notNull(),
    sourceHash: text("source_hash").notNull(),
    /** What was wrong with the answer, for the operator (at most 500 characters). */
    reason: text("reason").notNull(),
    refusedAt: at("refused_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.carId, t.lang] })],
);
