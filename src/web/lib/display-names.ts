import { COUNTRY_NAMES_MN, LANGUAGE_NAMES_MN } from "./display-names-mn.js";

type Kind = "region" | "language";
const FALLBACK: Record<string, Record<Kind, Readonly<Record<string, string>>>> = {
  mn: { region: COUNTRY_NAMES_MN, language: LANGUAGE_NAMES_MN },
};

/**
 * A function naming countries (ISO codes) or languages in the page language. Intl.DisplayNames does it,
 * except for Mongolian: Chromium lacks those names and answers in English, or with the bare code when
 * the browser itself runs in Mongolian, so the bundled table (the same CLDR names) speaks for it.
 */
export function displayNames(lang: string, type: Kind): (code: string) => string {
  const table = FALLBACK[lang]?.[type];
  const intl = new Intl.DisplayNames([lang], { type, fallback: "none" });
  return (code) => table?.[code] ?? intl.of(code) ?? code;
}

/** One country's name in the page language ("MN" → "Монгол" on a Mongolian page). */
export const countryName = (code: string, lang: string) => displayNames(lang, "region")(code);
