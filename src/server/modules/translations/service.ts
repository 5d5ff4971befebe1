import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Core } from "../../core.js";
import { translations } from "../../db/schema/cars.js";
import { conflict, notFound } from "../../lib/errors.js";
import { DEFAULT_TRANSLATIONS, type Lang, type TermCategory } from "../../../shared/vehicle-terms.js";
import { containsPattern } from "../../lib/sql.js";
import type { AdminTranslationsQuery, TranslationCreate, TranslationPatch } from "../../../shared/api/translations.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { isUniqueViolation } from "../../lib/pg-errors.js";

type Row = typeof translations.$inferSelect;

const serialize = (r: Row) => ({
  id: r.id,
  category: r.category,
  ko: r.ko,
  en: r.en,
  mn: r.mn,
  ru: r.ru,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

const duplicate = () => conflict("translation_exists", "A translation of this term in this category already exists");

/** The stored table in one language (kept for safety; the web app uses the static dictionary). */
export async function publicTranslations(core: Core, lang: Lang, category?: TermCategory) {
  const rows = await core.db
    .select()
    .from(translations)
    .where(category ? eq(translations.category, category) : undefined)
    .orderBy(asc(translations.category), asc(translations.ko));
  return rows.map((r) => ({ category: r.category, ko: r.ko, text: r[lang] }));
}

export async function listTranslations(core: Core, query: AdminTranslationsQuery) {
  const { page = 1, page_size = 50, category, q } = query;
  const parts: SQL[] = [];
  if (category) parts.push(eq(translations.category, category));
  if (q?.trim()) {
    const p = containsPattern(q.trim());
    parts.push(
      or(ilike(translations.ko, p), ilike(translations.en, p), ilike(translations.mn, p), ilike(translations.ru, p))!,
    );
  }
  const where = parts.length > 0 ? and(...parts) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(translations)
      .where(where)
      .orderBy(asc(translations.category), asc(translations.ko))
      .limit(page_size)
      .offset(pageOffset(page, page_size)),
    core.db.select({ total: count() }).from(translations).where(where),
  ]);
  return pagedResponse(rows.map(serialize), Number(total), page, page_size);
}

export async function getTranslation(core: Core, id: number) {
  const [row] = await core.db.select().from(translations).where(eq(translations.id, id));
  if (!row) throw notFound("Translation");
  return serialize(row);
}

const trimmed = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v])) as T;

export async function createTranslation(core: Core, input: TranslationCreate) {
  try {
    const [row] = await core.db.insert(translations).values(trimmed(input)).returning();
    await core.events.emit("translationsChanged", { ids: [row.id] });
    return serialize(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export async function updateTranslation(core: Core, id: number, patch: TranslationPatch) {
  let row: typeof translations.$inferSelect | undefined;
  try {
    [row] = await core.db
      .update(translations)
      .set({ ...trimmed(patch), updatedAt: sql`now()` })
      .where(eq(translations.id, id))
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  if (!row) throw notFound("Translation");
  await core.events.emit("translationsChanged", { ids: [id] });
  return serialize(row);
}

export async function deleteTranslation(core: Core, id: number) {
  const removed = await core.db.delete(translations).where(eq(translations.id, id)).returning({ id: translations.id });
  if (removed.length === 0) throw notFound("Translation");
  await core.events.emit("translationsChanged", { ids: [id] });
}

/**
 * Loads every DEFAULT_TRANSLATIONS entry of the static dictionary: new terms are inserted,
 * stored terms whose texts differ are set back to the dictionary's, identical ones are
 * left alone, so a second run changes nothing.
 */
export async function seedAllDefaults(core: Core): Promise<{ inserted: number; updated: number; total: number }> {
  const values = DEFAULT_TRANSLATIONS.map(({ category, ko, en, mn, ru }) => ({ category, ko, en, mn, ru }));
  const changed = await core.db
    .insert(translations)
    .values(values)
    .onConflictDoUpdate({
      target: [translations.category, translations.ko],
      set: { en: sql`excluded.en`, mn: sql`excluded.mn`, ru: sql`excluded.ru`, updatedAt: sql`now()` },
      setWhere: sql`(${translations.en}, ${translations.mn}, ${translations.ru}) is distinct from (excluded.en, excluded.mn, excluded.ru)`,
    })
    // xmax is 0 for a row this statement inserted and set for one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = changed.filter((r) => r.inserted).length;
  if (changed.length > 0) await core.events.emit("translationsChanged", { ids: [] });
  return { inserted, updated: changed.length - inserted, total: values.length };
}
