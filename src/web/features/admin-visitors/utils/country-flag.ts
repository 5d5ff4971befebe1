const namesByLanguage = new Map<string, Intl.DisplayNames | null>();

/**
 * The `flag-icons` class of an ISO 3166-1 alpha-2 code ("fi fi-mn"), or null for anything else.
 * Flags are shipped SVG images, not emoji: emoji flags need a font most Windows machines lack.
 */
export function flagClass(code: string): string | null {
  const cc = code.trim().toLowerCase();
  return /^[a-z]{2}$/.test(cc) ? `fi fi-${cc}` : null;
}

/** The country's name in the page language, or its code when the browser has no name for it. */
export function countryName(code: string, lang: string): string {
  if (!namesByLanguage.has(lang)) {
    try {
      namesByLanguage.set(lang, new Intl.DisplayNames([lang, "en"], { type: "region" }));
    } catch {
      namesByLanguage.set(lang, null);
    }
  }
  try {
    return namesByLanguage.get(lang)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
