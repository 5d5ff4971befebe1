// Types shared by the dictionary data files and the lookup code. Kept apart so the
// data files do not import the lookup module (which imports them): no import cycle.

export { LANGUAGES as LANGS, type Lang } from "./api/constants.js";

export const TERM_CATEGORIES = ["maker", "model", "color", "fuel", "transmission", "trim"] as const;
export type TermCategory = (typeof TERM_CATEGORIES)[number];

export interface TermEntry {
  category: TermCategory;
  ko: string;
  en: string;
  mn: string;
  ru: string;
  /** Other spellings a buyer may type (a make's name as said in Russian or Mongolian): found by search. */
  aliases?: readonly string[];
}

/** A data row without its category: each data file stamps its own category on. */
export type TermRow = readonly [ko: string, en: string, mn: string, ru: string];

/** A model row also names its maker (Korean), so a name that starts with the model can be parsed. */
export type ModelRow = readonly [ko: string, en: string, mn: string, ru: string, maker: string];

export function rowsToEntries(category: TermCategory, rows: readonly TermRow[]): TermEntry[] {
  return rows.map(([ko, en, mn, ru]) => ({ category, ko, en, mn, ru }));
}

/**
 * Makes and models as registered: Russian and Mongolian buyers, their customs and their
 * registration papers write "Hyundai Kona", not "Хендай Кона", so the name is the Latin one in
 * every language but Korean. The spellings by sound of the row stay as aliases, so a search for
 * "Хендай" or "Соната" still finds the car.
 */
export function registeredEntry(
  category: "maker" | "model" | "trim",
  [ko, en, mn, ru]: TermRow,
  more: readonly string[] = [],
): TermEntry {
  const aliases = [...new Set([mn, ru, ...more])].filter((spelling) => spelling !== en);
  return { category, ko, en, mn: en, ru: en, ...(aliases.length ? { aliases } : {}) };
}
