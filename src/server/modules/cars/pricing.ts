// Prices in the buyer's currencies and the export cost of one car: facts of the car's price
// and the rates in the settings, used wherever a car is shown (list, page, banners, alerts).
import { computeExportCost } from "../../../shared/export-cost.js";
import type { Prices } from "../../../shared/api/deals.js";
import type { Settings } from "../../../shared/settings.js";

const cents = (n: number) => Math.round(n * 100) / 100;

/** `price_krw` in KRW, USD, MNT and RUB (rates are KRW per unit of the currency). */
export function pricesOf(
  priceKrw: number,
  s: Pick<Settings, "usd_krw_rate" | "mnt_krw_rate" | "rub_krw_rate">,
): Prices {
  return {
    KRW: Math.round(priceKrw),
    USD: cents(priceKrw / s.usd_krw_rate),
    MNT: Math.round(priceKrw / s.mnt_krw_rate),
    RUB: cents(priceKrw / s.rub_krw_rate),
  };
}

/** The cost page's breakdown for one car (without the rate, which the settings carry). */
export function exportCostOf(priceKrw: number, s: Settings) {
  const { items, total_krw, total_usd } = computeExportCost(priceKrw, s);
  return { items, total_krw, total_usd };
}
