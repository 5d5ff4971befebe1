// Money as the page's language writes it, in each of the site's currencies.
import { krwToManwon } from "../../../shared/export-cost";
import type { Language } from "../i18n";
import { formatNumber, numberFormat } from "./numbers";

/**
 * One way of writing money in every engine: Chromium has no Mongolian number patterns and writes
 * "₮52,439,000" where Node (the server render) writes "₮ 52,439,000"; the page must read the same
 * before and after hydration, so Mongolian prices are written as Chromium writes them.
 */
export function sameEverywhere(text: string, lang: string): string {
  return lang === "mn" ? text.replace(/^([^\d\s-]+)[\s\u00a0\u202f]+(?=\d)/, "$1") : text;
}

/** The full won amount: "₩21,500,000". */
export function formatWon(krw: number, lang: string): string {
  return sameEverywhere(
    numberFormat(lang, { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(krw),
    lang,
  );
}

/** The full won amount (admin screens, which quote the dealer's won as they are). */
export const formatKrw = formatWon;

/** "₩21,500,000"; Korean pages quote 만원 the way Korean lots do: "2,150만원". */
export function formatPrice(krw: number, lang: Language): string {
  if (lang === "ko") return `${formatNumber(krwToManwon(krw), "ko")}만원`;
  return formatWon(krw, lang);
}

export function formatUsd(usd: number, lang: Language): string {
  return formatMoney(usd, "USD", lang);
}

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
  return formatWholeMoney(roundMoney(amount, currency), currency, lang);
}

/** An amount of any currency in whole units with its own sign: "$15,468", "€2,310", "₮1,234,000". */
export function formatWholeMoney(amount: number, currency: string, lang: string): string {
  return sameEverywhere(
    numberFormat(lang, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    }).format(amount),
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

/**
 * A USD amount with cents, as the quote, the invoice, an order and a top-up write it: "$28,788.97"
 * (the dollar's own sign in every language, as prices write it).
 */
export function usdExact(usd: number, lang: string) {
  return sameEverywhere(
    numberFormat(lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(usd),
    lang,
  );
}
