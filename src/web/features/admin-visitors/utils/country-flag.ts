const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of an ISO 3166-1 alpha-2 code: its two letters as regional indicator symbols. */
export function countryFlag(code: string): string {
  const cc = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(cc)) return "\u{1F3F3}\u{FE0F}";
  return String.fromCodePoint(...[...cc].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}

const namesByLanguage = new Map<string, Intl.DisplayNames | null>();

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
