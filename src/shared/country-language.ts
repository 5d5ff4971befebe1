// Which of the site's languages a user gets in emails and notifications, from the
// country of their profile (spec, Events 1). Shared so the web app can say which
// language the emails will be in.

import { LANGUAGES } from "./api/constants.js";

export const EMAIL_LANGUAGES = LANGUAGES;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

/**
 * Countries whose users read another language than English best. Russian covers the
 * countries where it is an official or co-official language (Russia, Belarus,
 * Kazakhstan, Kyrgyzstan); everyone else gets English.
 */
export const COUNTRY_LANGUAGE: Readonly<Record<string, EmailLanguage>> = Object.freeze({
  KR: "ko",
  MN: "mn",
  RU: "ru",
  BY: "ru",
  KZ: "ru",
  KG: "ru",
});

/** The language for a user in `country` (ISO 3166-1 alpha-2, any case); English when unknown. */
export function languageForCountry(country: string | null | undefined): EmailLanguage {
  if (!country) return "en";
  return COUNTRY_LANGUAGE[country.trim().toUpperCase()] ?? "en";
}

export function isEmailLanguage(value: unknown): value is EmailLanguage {
  return typeof value === "string" && (EMAIL_LANGUAGES as readonly string[]).includes(value);
}
