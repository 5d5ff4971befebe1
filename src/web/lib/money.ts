import { useCurrency, type Currency } from "./currency";
import { currentLanguage } from "./i18n";
import { formatMoney, roundMoney } from "./format";
import { usePublicSettings, type PublicSettings } from "./public-settings";

/** KRW per unit of each currency, from the public settings (the rates the server prices cars with). */
export function krwRates(s: PublicSettings | undefined): Record<Currency, number> {
  return { KRW: 1, USD: s?.usd_krw_rate ?? 0, MNT: s?.mnt_krw_rate ?? 0, RUB: s?.rub_krw_rate ?? 0 };
}

export type Money = {
  /** The currency the visitor reads prices in (KRW until the rates are known). */
  currency: Currency;
  /** KRW per unit of that currency. */
  rate: number;
  /** A KRW amount in that currency, rounded the way it is shown. */
  fromKrw(krw: number): number;
  /** An amount typed in that currency, in whole won for the API. */
  toKrw(amount: number): number;
  /** A KRW amount written in that currency: "$15,468", "52 439 000 ₮". */
  format(krw: number): string;
};

/**
 * Amounts in the visitor's currency, for screens that compute them (the cost tables, the price
 * filter, a request's budget): converted with the public settings' rates, as car prices are.
 */
export function useMoney(): Money {
  const chosen = useCurrency();
  const lang = currentLanguage();
  const settings = usePublicSettings();
  const rate = krwRates(settings.data)[chosen];
  const currency: Currency = rate > 0 ? chosen : "KRW";
  const fromKrw = (krw: number) => (currency === "KRW" ? Math.round(krw) : roundMoney(krw / rate, currency));
  return {
    currency,
    rate: currency === "KRW" ? 1 : rate,
    fromKrw,
    toKrw: (amount) => (currency === "KRW" ? Math.round(amount) : Math.round(amount * rate)),
    format: (krw) => formatMoney(fromKrw(krw), currency, lang),
  };
}
