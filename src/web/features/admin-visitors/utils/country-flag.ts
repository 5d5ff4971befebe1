import { displayNames } from "../../../lib/display-names";

/**
 * The `flag-icons` class of an ISO 3166-1 alpha-2 code ("fi fi-mn"), or null for anything else.
 * Flags are shipped SVG images, not emoji: emoji flags need a font most Windows machines lack.
 */
export function flagClass(code: string): string | null {
  const cc = code.trim().toLowerCase();
  return /^[a-z]{2}$/.test(cc) ? `fi fi-${cc}` : null;
}

/**
 * The country's name in the page language, or its code when there is none: the project's names
 * (lib/display-names.ts), so a Mongolian page says "Монгол", not Chromium's English "Mongolia".
 */
export function countryName(code: string, lang: string): string {
  const cc = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(cc)) return code;
  try {
    return displayNames(lang, "region")(cc);
  } catch {
    return code;
  }
}
