// The free-text search of the public list (`q`), as one definition of what it matches: every word
// (the first six) must be in the car's name, in any of its spellings, or in its number, as
// `ilike '%word%'` finds it. The SQL condition is list-sql.ts's searchCondition; the list index
// (list-index-text.ts, list-index-changes.ts) matches in memory with the case folding
// below, which both database engines' ILIKE agree on, and leaves to SQL what only the
// database's locale decides.
import { DEFAULT_TRANSLATIONS } from "../../../shared/vehicle-terms.js";

/** The columns a search reads: the name (in any spelling of a word) and the number (the word itself). */
export const TEXT_MATCH = { name: "car_name", number: "car_number" } as const;

/** The words of a free-text search that count (the first six): each must be found. */
export const searchWords = (q: string): string[] => q.trim().split(/\s+/).filter(Boolean).slice(0, 6);

const MAX_EXPANSIONS = 8;

/** Every way a term is written outside Korean, lower-cased: its names and its aliases ("Хендай"). */
const TERM_SPELLINGS = DEFAULT_TRANSLATIONS.map((t) => ({
  ko: t.ko,
  spellings: [...new Set([t.en, t.mn, t.ru, ...(t.aliases ?? [])].map((s) => s.toLowerCase()))],
}));

/**
 * Korean spellings of a search word typed in any language: "sonata", "Соната" or "Хендай" also
 * finds 쏘나타 or 현대, since the catalogue stores the upstream's Korean names.
 */
export function searchSpellings(word: string): string[] {
  const lower = word.toLowerCase();
  const out = new Set<string>([word]);
  if (lower.length >= 2) {
    for (const t of TERM_SPELLINGS) {
      if (out.size > MAX_EXPANSIONS) break;
      if (t.spellings.includes(lower)) out.add(t.ko);
    }
    for (const t of TERM_SPELLINGS) {
      if (out.size > MAX_EXPANSIONS) break;
      if (lower.length >= 3 && t.spellings.some((s) => s.includes(lower))) out.add(t.ko);
    }
  }
  return [...out];
}

/** Text that folds to itself: ASCII without capitals, and Hangul syllables (most names, every plate). */
const FOLDS_TO_ITSELF = /^[\0-@[-\x7F\uAC00-\uD7A3]*$/;

/**
 * Case folding both database engines agree on: ILIKE lower-cases pattern and text by the
 * database's locale, ASCII only in the C locale (PGlite), every cased letter in others. For text
 * whose letters are ASCII or uncased (Hangul, digits, punctuation) both give the ASCII lower case.
 * "cased": a letter outside ASCII with a case, which only some locales fold.
 */
export function fold(text: string): string | "cased" {
  if (FOLDS_TO_ITSELF.test(text)) return text;
  let out = "";
  for (const ch of text) {
    if (ch < "\u0080") out += ch >= "A" && ch <= "Z" ? ch.toLowerCase() : ch;
    else if (ch.toLowerCase() === ch && ch.toUpperCase() === ch) out += ch;
    else return "cased";
  }
  return out;
}

/**
 * What a spelling can match in a catalogue whose texts fold (no cased letter outside ASCII):
 * its folded text; "never" when it holds a cased letter outside ASCII that lower-cases outside
 * ASCII too (in every locale it stays unlike any character of the texts); "unknown" when one
 * lower-cases into ASCII in some locales only (the Kelvin sign to k, İ to i): SQL decides.
 */
function patternOf(spelling: string): string | "never" | "unknown" {
  const folded = fold(spelling);
  if (folded !== "cased") return folded;
  for (const ch of spelling) if (ch >= "\u0080" && [...ch.toLowerCase()].some((c) => c < "\u0080")) return "unknown";
  return "never";
}

/**
 * What one word of a search looks for, folded: any of its spellings in the name, itself in the
 * number (undefined: it can match no number); undefined when the locale decides.
 */
export function wordPatterns(word: string): { name: string[]; number: string | undefined } | undefined {
  const patterns = searchSpellings(word).map(patternOf);
  const inNumber = patternOf(word);
  if (patterns.includes("unknown") || inNumber === "unknown") return undefined;
  return { name: patterns.filter((p) => p !== "never"), number: inNumber === "never" ? undefined : inNumber };
}

/** A car's text folded as both database engines fold it; undefined when it holds a cased letter outside ASCII. */
export function foldedText(text: string): string | undefined {
  const folded = fold(text);
  return folded === "cased" ? undefined : folded;
}

/** What each word of a search looks for (wordPatterns); undefined when a word's case is the locale's to decide. */
export function searchPatterns(q: string) {
  const words = searchWords(q).map(wordPatterns);
  return words.every((word) => word !== undefined) ? words : undefined;
}

/**
 * Whether one car's folded name and number (foldedText) match every word of a search, as
 * TextSearch's matches() decides for the catalogue's rows.
 */
export function textMatches(
  search: NonNullable<ReturnType<typeof searchPatterns>>,
  name: string,
  number: string | undefined,
): boolean {
  return search.every(
    (word) =>
      word.name.some((pattern) => name.includes(pattern)) ||
      (word.number !== undefined && number?.includes(word.number) === true),
  );
}
