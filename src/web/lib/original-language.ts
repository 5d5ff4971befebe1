import { displayNames } from "./display-names";
import type { Language } from "./i18n";

/** The language a dealer wrote in, as far as the letters tell: Hangul is Korean, Latin letters English. */
export function originalLanguage(text: string): "ko" | "en" | null {
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(text)) return "ko";
  if (/[A-Za-z]/.test(text)) return "en";
  return null;
}

/**
 * The language most of a cited source is written in: a notice quoted in English may name the Korean
 * law in Hangul ("Public Notice on the Trade of Strategic Items (전략물자 수출입고시)"), and is still
 * English. A dealer's comment is told by `originalLanguage` instead, where one Hangul word makes it
 * Korean (model names are Latin in any comment).
 */
export function mainLanguage(text: string): "ko" | "en" | null {
  const hangul = text.match(/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  if (hangul === 0 && latin === 0) return null;
  // A Hangul syllable carries about three Latin letters' worth of sound.
  return hangul * 3 >= latin ? "ko" : "en";
}

/** `originalLanguageName` for a cited source: named by the language most of it is in. */
export function sourceLanguageName(text: string, pageLang: Language): string | null {
  return originalLanguageName(text, pageLang, mainLanguage);
}

/**
 * The "Original (Korean)" note for text shown as written, in the page language; null when the page is
 * already in that language (nothing to explain) or the language cannot be told. `languageOf` tells
 * the language (a dealer's comment by any Hangul, a source by most of its letters).
 */
export function originalLanguageName(
  text: string,
  pageLang: Language,
  languageOf: (text: string) => "ko" | "en" | null = originalLanguage,
): string | null {
  const original = languageOf(text);
  if (!original || original === pageLang) return null;
  return displayNames(pageLang, "language")(original);
}
