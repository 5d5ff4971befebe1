// Assembles the category files into DEFAULT_TRANSLATIONS and builds the lookup maps once
// at module load (a few hundred entries; lookups then cost one Map.get).
import { COLOR_TERMS } from "./vehicle-terms-colors.js";
import { MAKER_TERMS } from "./vehicle-terms-makers.js";
import { DOMESTIC_MODEL_ROWS } from "./vehicle-terms-models-domestic.js";
import { IMPORT_MODEL_ROWS } from "./vehicle-terms-models-import.js";
import { FUEL_TERMS, TRANSMISSION_TERMS } from "./vehicle-terms-powertrain.js";
import { TRIM_TERMS } from "./vehicle-terms-trims.js";
import {
  registeredEntry,
  TERM_CATEGORIES,
  type Lang,
  type ModelRow,
  type TermCategory,
  type TermEntry,
} from "./vehicle-terms-types.js";

const MODEL_ROWS: readonly ModelRow[] = [...DOMESTIC_MODEL_ROWS, ...IMPORT_MODEL_ROWS];

// Models as registered, like makes (registeredEntry): the row's Mongolian and Russian spellings are aliases.
const MODEL_TERMS: TermEntry[] = MODEL_ROWS.map(([ko, en, mn, ru]) => registeredEntry("model", [ko, en, mn, ru]));

/** Every predefined term; the source for the web app and for seed-all-defaults. */
export const DEFAULT_TRANSLATIONS: readonly TermEntry[] = Object.freeze([
  ...MAKER_TERMS,
  ...MODEL_TERMS,
  ...COLOR_TERMS,
  ...FUEL_TERMS,
  ...TRANSMISSION_TERMS,
  ...TRIM_TERMS,
]);

const BY_CATEGORY = new Map<TermCategory, Map<string, TermEntry>>(
  TERM_CATEGORIES.map((c) => [c, new Map<string, TermEntry>()]),
);
for (const entry of DEFAULT_TRANSLATIONS) BY_CATEGORY.get(entry.category)!.set(entry.ko, entry);

/** Model (Korean) → its maker (Korean), for names that start with the model. */
export const MODEL_MAKER: ReadonlyMap<string, string> = new Map(MODEL_ROWS.map(([ko, , , , maker]) => [ko, maker]));

/** Models (Korean) of a maker (Korean), in dictionary order; empty for an unknown maker. */
export function modelsOfMaker(maker: string): string[] {
  return MODEL_ROWS.filter((row) => row[4] === maker).map((row) => row[0]);
}

/** The dictionary entry for a Korean term of a category, if there is one. */
export function findTerm(category: TermCategory, ko: string): TermEntry | undefined {
  return BY_CATEGORY.get(category)?.get(ko.trim());
}

/** Translates a Korean term; an unknown term (or lang 'ko') comes back unchanged. */
export function translateTerm(category: TermCategory, ko: string, lang: Lang): string {
  if (lang === "ko") return ko;
  const entry = findTerm(category, ko);
  return entry ? entry[lang] : ko;
}

// When one Korean word sits in several categories, a car name means the maker or model
// first (제네시스 is a maker and an old Hyundai model, both "Genesis").
const NAME_PRIORITY: readonly TermCategory[] = ["maker", "model", "fuel", "transmission", "color", "trim"];

const ANY_CATEGORY = new Map<string, TermEntry>();
for (const category of [...NAME_PRIORITY].reverse()) {
  for (const [ko, entry] of BY_CATEGORY.get(category)!) ANY_CATEGORY.set(ko, entry);
}

/** The entry for a Korean word of any category (maker wins over model over fuel …). */
export function findAnyTerm(ko: string): TermEntry | undefined {
  return ANY_CATEGORY.get(ko);
}

/** Length of the longest Korean key, so a scan inside a glued token can stop early. */
export const LONGEST_KEY = Math.max(...[...ANY_CATEGORY.keys()].map((k) => k.length));
