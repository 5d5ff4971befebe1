import { krwToManwon } from "../../shared/export-cost";
import type { Language } from "./i18n";

// Kept apart from car-format.ts (which loads the vehicle-terms dictionary) so that the
// home page's first bundle can format prices without the dictionary.

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang).format(value);
}

/** The full won amount: "₩21,500,000". */
export function formatWon(krw: number, lang: Language): string {
  return new Intl.NumberFormat(lang, { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(krw);
}

/** "₩21,500,000"; Korean pages quote 만원 the way Korean lots do: "2,150만원". */
export function formatPrice(krw: number, lang: Language): string {
  if (lang === "ko") return `${formatNumber(krwToManwon(krw), "ko")}만원`;
  return formatWon(krw, lang);
}

export function formatUsd(usd: number, lang: Language): string {
  return new Intl.NumberFormat(lang, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(usd);
}

export function formatMileage(km: number, lang: Language): string {
  return `${formatNumber(km, lang)} km`;
}

/** An amount in one of the site's currencies, whole units (a car price needs no cents). */
export function formatMoney(amount: number, currency: "KRW" | "USD" | "MNT" | "RUB", lang: Language): string {
  if (currency === "KRW") return formatPrice(amount, lang);
  return new Intl.NumberFormat(lang, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}
