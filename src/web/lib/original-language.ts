import { displayNames } from "./display-names";
import type { Language } from "./i18n";

/** The language a dealer wrote in, as far as the letters tell: Hangul is Korean, Latin letters English. */
export function originalLanguage(text: string): "ko" | "en" | null {
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(text)) return "ko";
  if (/[A-Za-z]/.test(text)) return "en";
  return null;
}

/**
 * The "Original (Korean)" note for text shown as written, in the page language; null when the page is
 * already in that language (nothing to explain) or the language cannot be told.
 */
export function originalLanguageName(text: string, pageLang: Language): string | null {
  const original = originalLanguage(text);
  if (!original || original === pageLang) return null;
  return displayNames(pageLang, "language")(original);
}
