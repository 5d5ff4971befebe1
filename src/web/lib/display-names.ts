import { COUNTRY_NAMES_MN, LANGUAGE_NAMES_MN } from "./display-names-mn";

type Kind = "region" | "language";
const FALLBACK: Record<string, Record<Kind, Readonly<Record<string, string>>>> = {
  mn: { region: COUNTRY_NAMES_MN, language: LANGUAGE_NAMES_MN },
};

/**
 * A function naming countries (ISO codes) or languages in the page language. Intl.DisplayNames does it,
 * except where the browser lacks the locale's data (Chromium has no Mongolian names and answers in
 * English): then the bundled table speaks.
 */
export function displayNames(lang: string, type: Kind): (code: string) => string {
  const intl = new Intl.DisplayNames([lang], { type });
  const table = FALLBACK[lang]?.[type];
  const intlSpeaksLang = intl.resolvedOptions().locale.split("-")[0] === lang;
  return (code) => (!intlSpeaksLang && table?.[code]) || intl.of(code) || code;
}

/** One country's name in the page language ("MN" → "Монгол" on a Mongolian page). */
export const countryName = (code: string, lang: string) => displayNames(lang, "region")(code);
