/**
 * The server's format layer: numbers, money, dates and a car's units as the emails, the
 * notifications, the PDFs (invoice, spec sheet) and the share previews write them, in the
 * reader's language. The web app has its own (src/web/lib/format), which writes for Chromium and
 * the server render; both take the units from src/shared/units.ts.
 */
import type { Lang } from "../../shared/api/constants.js";
import { withUnit, type UNITS } from "../../shared/units.js";

/** The locale each language's numbers and dates are written in. */
export const LOCALE: Record<Lang, string> = { en: "en-US", ko: "ko-KR", mn: "mn-MN", ru: "ru-RU" };

/** The Open Graph locale of a language ("en_US"). */
export const ogLocale = (lang: Lang) => LOCALE[lang].replace("-", "_");

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per language and options, made once (a digest formats many figures). */
export function numberFormat(lang: Lang, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${lang} ${JSON.stringify(options)}` : lang;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or a whole figure: "61,500". */
export const formatNumber = (value: number, lang: Lang) => numberFormat(lang).format(value);

/** A figure with at most 3 decimals (a CC amount): "12.5". */
export const formatDecimal = (value: number, lang: Lang) =>
  numberFormat(lang, { maximumFractionDigits: 3 }).format(value);

/** A figure with a car's unit, a plain space between (PDFs and emails): "61,500 km", "245마력". */
export const formatWithUnit = (value: number, unit: keyof (typeof UNITS)[Lang], lang: Lang) =>
  withUnit(formatNumber(value, lang), unit, lang, " ");

/** The full won amount: "₩21,500,000". */
export const formatWon = (krw: number, lang: Lang) =>
  numberFormat(lang, { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(krw);

/** A USD amount with its cents, as the invoice writes it: "$28,788.97" ("US$" in Korean). */
export const formatUsdCents = (usd: number, lang: Lang) =>
  numberFormat(lang, { style: "currency", currency: "USD" }).format(usd);

/** An amount in the reader's currency beside a won price: whole tugriks, cents otherwise. */
export const formatLocalMoney = (amount: number, currency: "USD" | "MNT" | "RUB", lang: Lang) =>
  numberFormat(lang, { style: "currency", currency, maximumFractionDigits: currency === "MNT" ? 0 : 2 }).format(amount);

/** A day written out: "December 6, 2026", "2026년 12월 6일", "6 декабря 2026 г.". */
export const formatLongDate = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "long" }).format(date);

/**
 * A calendar day ("2026-12-01", a payment's or a ship-by date) as the language writes it: "Dec 1,
 * 2026", "2026. 12. 1.", "1 дек. 2026 г."; Mongolian as Mongolia writes dates, 2026.12.01 (Intl's
 * Mongolian month names read oddly), as the site does.
 */
export function formatDay(day: string, lang: Lang): string {
  if (lang === "mn") return day.replace(/-/g, ".");
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The language's plural rules (one Intl.PluralRules per language). */
const pluralRules = new Map<Lang, Intl.PluralRules>();
export function pluralOf(lang: Lang): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE[lang]);
    pluralRules.set(lang, rules);
  }
  return rules;
}
