import { numberFormat, sameEverywhere } from "./price-format";

// CC amounts carry at most 3 decimals (the API stores thousandths).
export function formatCc(value: number, lang: string): string {
  return numberFormat(lang, { maximumFractionDigits: 3 }).format(value);
}

export function formatKrw(value: number, lang: string): string {
  return sameEverywhere(
    numberFormat(lang, {
      style: "currency",
      currency: "KRW",
      maximumFractionDigits: 0,
    }).format(value),
    lang,
  );
}
