import { krwToManwon } from "../../shared/export-cost";
import type { Language } from "./i18n";

// Kept apart from car-format.ts (which loads the vehicle-terms dictionary) so that the
// home page's first bundle can format prices without the dictionary.

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, made once: building one costs far more than
 * formatting with it (a list page formats a hundred numbers while it hydrates on a phone).
 */
export function numberFormat(lang: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${lang} ${JSON.stringify(options)}` : lang;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, lang: Language): string {
  return numberFormat(lang).format(value);
}

/**
 * One way of writing money in every engine: Chromium has no Mongolian number patterns and writes
 * "₮52,439,000" where Node (the server render) writes "₮ 52,439,000"; the page must read the same
 * before and after hydration, so Mongolian prices are written as Chromium writes them.
 */
export function sameEverywhere(text: string, lang: string): string {
  return lang === "mn" ? text.replace(/^([^\d\s-]+)[\s\u00a0\u202f]+(?=\d)/, "$1") : text;
}

/** The full won amount: "₩21,500,000". */
export function formatWon(krw: number, lang: Language): string {
  return sameEverywhere(
    numberFormat(lang, { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(krw),
    lang,
  );
}

/** "₩21,500,000"; Korean pages quote 만원 the way Korean lots do: "2,150만원". */
export function formatPrice(krw: number, lang: Language): string {
  if (lang === "ko") return `${formatNumber(krwToManwon(krw), "ko")}만원`;
  return formatWon(krw, lang);
}

export function formatUsd(usd: number, lang: Language): string {
  return formatMoney(usd, "USD", lang);
}

/** Units as each language writes them (the invoice PDF says "км" too). */
const UNITS: Record<Language, { km: string; cc: string }> = {
  en: { km: "km", cc: "cc" },
  ko: { km: "km", cc: "cc" },
  mn: { km: "км", cc: "см³" },
  ru: { km: "км", cc: "см³" },
};

export function formatMileage(km: number, lang: Language): string {
  return `${formatNumber(km, lang)}\u00a0${UNITS[lang].km}`;
}

export function formatDisplacement(cc: number, lang: Language): string {
  return `${formatNumber(cc, lang)}\u00a0${UNITS[lang].cc}`;
}

/** The unit suffixes of mileage and engine inputs ("km", "км"; "cc", "см³"). */
export const mileageUnit = (lang: Language) => UNITS[lang].km;
export const displacementUnit = (lang: Language) => UNITS[lang].cc;

/**
 * How finely each currency is quoted: whole dollars and roubles, thousands of tugriks (a tugrik is
 * worth a tenth of a won: "₮52,439,024" reads as noise beside "$15,468").
 */
const STEP: Record<"USD" | "MNT" | "RUB", number> = { USD: 1, MNT: 1000, RUB: 1 };

/** The amount rounded the way it is shown (see STEP). */
export function roundMoney(amount: number, currency: "USD" | "MNT" | "RUB"): number {
  return Math.round(amount / STEP[currency]) * STEP[currency];
}

/**
 * An amount in one of the site's currencies, whole units (a car price needs no cents), with the
 * currency's own sign ("$", "₽", "₮"; never "MNT 147,560,976" or "US$").
 */
export function formatMoney(amount: number, currency: "KRW" | "USD" | "MNT" | "RUB", lang: Language): string {
  if (currency === "KRW") return formatPrice(amount, lang);
  return sameEverywhere(
    numberFormat(lang, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    }).format(roundMoney(amount, currency)),
    lang,
  );
}

/** The sign of a currency as prices write it: "₩", "$", "₮", "₽". */
export function currencySign(currency: "KRW" | "USD" | "MNT" | "RUB", lang: Language): string {
  const parts = numberFormat(lang, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).formatToParts(1);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}

/** A USD amount with cents, as the quote and the invoice write it. */
export function usdExact(usd: number, lang: string) {
  return new Intl.NumberFormat(lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(
    usd,
  );
}
