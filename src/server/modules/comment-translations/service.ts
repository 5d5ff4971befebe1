/**
 * The stored machine translations of the dealers' comments (car_comment_translations): what the
 * car page reads, and how a job stores one. A translation belongs to the comment's text by its
 * hash: the page shows it only while the comment is still that text.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { carCommentTranslationRefusals, carCommentTranslations } from "../../db/schema/comment-translations.js";
import { isForeignKeyViolation } from "../../lib/pg-errors.js";
import { dealerCommentHash, dealerCommentsOf } from "../cars/index.js";
import { isTargetLang, TARGET_LANGS, type TargetLang } from "./languages.js";

export type StoredTranslation = { sourceHash: string; text: string };
/** As the car detail carries it (`dealer_comment_translation`). */
export type CommentTranslation = { lang: TargetLang; text: string; machine: true };

/**
 * The stored translation of a car's comment into `lang`, when `lang` is one comments are
 * translated into. Read whether or not TRANSLATE_URL is set now: without it nothing new is
 * stored, but a translation of the comment as it is stays true.
 */
export async function storedTranslation(
  core: Core,
  carId: number,
  lang: string | undefined,
): Promise<(StoredTranslation & { lang: TargetLang }) | undefined> {
  if (!isTargetLang(lang)) return undefined;
  const [row] = await core.db
    .select({ sourceHash: carCommentTranslations.sourceHash, text: carCommentTranslations.text })
    .from(carCommentTranslations)
    .where(and(eq(carCommentTranslations.carId, carId), eq(carCommentTranslations.lang, lang)))
    .limit(1);
  return row && { ...row, lang };
}

/** The translation to show beside `comment`: only one made of this very text (a changed comment shows none until translated again). */
export function translationOfComment(
  stored: (StoredTranslation & { lang: TargetLang }) | undefined,
  comment: string | null | undefined,
): CommentTranslation | undefined {
  if (!stored || !comment || stored.sourceHash !== dealerCommentHash(comment)) return undefined;
  return { lang: stored.lang, text: stored.text, machine: true };
}

/** A comment to translate into one language: what it is, and the hash its translation is stored under. */
export type MissingTranslation = { carId: number; lang: TargetLang; comment: string; hash: string };

/**
 * How long a comment the endpoint would not translate (a 4xx, an answer that is no translation)
 * is left alone: an endpoint that does not know Mongolian would otherwise be asked again for every
 * car at every hourly sweep. After a day it is asked again (its operator may have fixed it); a
 * changed comment is asked at once.
 */
export const REFUSAL_QUIET_HOURS = 24;

/** Each (car, language) of these cars whose comment has no stored translation of its current text, nor a recent refusal of it. */
export async function missingTranslations(core: Core, carIds: readonly number[]): Promise<MissingTranslation[]> {
  const ids = [...new Set(carIds)];
  const [comments, settled] = await Promise.all([dealerCommentsOf(core, ids), settledPairs(core, ids)]);
  const missing: MissingTranslation[] = [];
  for (const { id, comment } of comments) {
    const hash = dealerCommentHash(comment);
    for (const lang of TARGET_LANGS)
      if (!settled.has(settledKey(id, lang, hash))) missing.push({ carId: id, lang, comment, hash });
  }
  return missing;
}

/**
 * What needs no request now, as `carId:lang:hash` (settledKey): the comment each stored
 * translation was made of, and each comment the endpoint refused within REFUSAL_QUIET_HOURS.
 */
export async function settledPairs(core: Core, carIds: readonly number[]): Promise<Set<string>> {
  if (carIds.length === 0) return new Set();
  const ids = [...carIds];
  const rows = await core.db
    .select({
      carId: carCommentTranslations.carId,
      lang: carCommentTranslations.lang,
      sourceHash: carCommentTranslations.sourceHash,
    })
    .from(carCommentTranslations)
    .where(inArray(carCommentTranslations.carId, ids))
    .unionAll(
      core.db
        .select({
          carId: carCommentTranslationRefusals.carId,
          lang: carCommentTranslationRefusals.lang,
          sourceHash: carCommentTranslationRefusals.sourceHash,
        })
        .from(carCommentTranslationRefusals)
        .where(
          and(
            inArray(carCommentTranslationRefusals.carId, ids),
            gt(carCommentTranslationRefusals.refusedAt, sql`now() - make_interval(hours => ${REFUSAL_QUIET_HOURS})`),
          ),
        ),
    );
  return new Set(rows.map((r) => settledKey(r.carId, r.lang, r.sourceHash)));
}

export const settledKey = (carId: number, lang: string, hash: string) => `${carId}:${lang}:${hash}`;

/**
 * Remembers that the endpoint would not translate this comment into `lang` (see
 * REFUSAL_QUIET_HOURS); a later refusal of the same pair replaces it. A car deleted meanwhile is
 * nothing to remember.
 */
export async function storeRefusal(
  core: Core,
  r: { carId: number; lang: TargetLang; sourceHash: string; reason: string },
): Promise<void> {
  const row = { ...r, reason: r.reason.slice(0, 500) };
  try {
    await core.db
      .insert(carCommentTranslationRefusals)
      .values(row)
      .onConflictDoUpdate({
        target: [carCommentTranslationRefusals.carId, carCommentTranslationRefusals.lang],
        set: { sourceHash: row.sourceHash, reason: row.reason, refusedAt: sql`now()` },
      });
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
  }
}

/**
 * Stores a translation, replacing one of another text; one of the same text already there (a
 * parallel run's) stays as it is (ON CONFLICT … WHERE). Answers whether a row was written; a
 * car deleted meanwhile is not an error, only nothing to store.
 */
export async function storeTranslation(
  core: Core,
  t: { carId: number; lang: TargetLang; sourceHash: string; text: string; provider: string },
): Promise<boolean> {
  try {
    const written = await core.db
      .insert(carCommentTranslations)
      .values(t)
      .onConflictDoUpdate({
        target: [carCommentTranslations.carId, carCommentTranslations.lang],
        set: {
          sourceHash: sql`excluded.source_hash`,
          text: sql`excluded.text`,
          provider: sql`excluded.provider`,
          translatedAt: sql`now()`,
        },
        setWhere: sql`${carCommentTranslations.sourceHash} <> excluded.source_hash`,
      })
      .returning({ carId: carCommentTranslations.carId });
    return written.length > 0;
  } catch (err) {
    if (isForeignKeyViolation(err)) return false;
    throw err;
  }
}
