// The export cost calculator of the cost page: what a car bought in Korea costs delivered
// to the buyer's port. Every item except the car price comes from settings (domestic
// export customs in particular is the setting domestic_export_customs_krw, never a
// constant). KRW amounts are whole won; USD figures are rounded to cents. What is paid in Korea
// of these (FOB Korea) and the rest of the chain to the door is the price chain's (price-chain/).
import { round2 } from "./price-chain/rounding.js";

export interface ExportCostSettings {
  domestic_export_customs_krw: number;
  cost_inland_transport_krw: number;
  cost_shipping_usd: number;
  cost_insurance_percent: number;
  cost_agency_fee_krw: number;
  /** KRW per USD. */
  usd_krw_rate: number;
}

export const EXPORT_COST_ITEMS = [
  "car_price",
  "domestic_export_customs",
  "inland_transport",
  "shipping",
  "insurance",
  "agency_fee",
] as const;
export type ExportCostItemKey = (typeof EXPORT_COST_ITEMS)[number];

export interface ExportCostItem {
  key: ExportCostItemKey;
  krw: number;
  usd: number;
}

export interface ExportCost {
  items: ExportCostItem[];
  total_krw: number;
  total_usd: number;
  usd_krw_rate: number;
}

/** USD for a KRW amount at `rate` KRW per USD, rounded to cents. */
export function krwToUsd(krw: number, rate: number): number {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError("usd_krw_rate must be a positive number");
  return round2(krw / rate);
}

/** KRW in whole 만원 (units of 10,000 won), as Korean prices are quoted ("5,099만원", never "5,099.3만원"). */
export function krwToManwon(krw: number): number {
  return Math.round(krw / 10_000);
}

const won = (n: number) => Math.round(n);

/** Every cost item in KRW (with its USD figure) and the totals, for a car price in KRW. */
export function computeExportCost(priceKrw: number, settings: ExportCostSettings): ExportCost {
  if (!Number.isFinite(priceKrw) || priceKrw < 0) throw new RangeError("the car price must be a non-negative number");
  const rate = settings.usd_krw_rate;
  krwToUsd(0, rate); // validates the rate
  const amounts: Record<ExportCostItemKey, number> = {
    car_price: won(priceKrw),
    domestic_export_customs: won(settings.domestic_export_customs_krw),
    inland_transport: won(settings.cost_inland_transport_krw),
    shipping: won(settings.cost_shipping_usd * rate),
    insurance: won((priceKrw * settings.cost_insurance_percent) / 100),
    agency_fee: won(settings.cost_agency_fee_krw),
  };
  const items = EXPORT_COST_ITEMS.map((key) => ({ key, krw: amounts[key], usd: krwToUsd(amounts[key], rate) }));
  const total_krw = items.reduce((sum, item) => sum + item.krw, 0);
  return { items, total_krw, total_usd: krwToUsd(total_krw, rate), usd_krw_rate: rate };
}

/**
 * One car's export cost as the car page shows it (`export_cost` of GET /api/cars/:id): the
 * breakdown without the rate, which the settings carry.
 */
export function exportCostOf(priceKrw: number, settings: ExportCostSettings): Omit<ExportCost, "usd_krw_rate"> {
  const { items, total_krw, total_usd } = computeExportCost(priceKrw, settings);
  return { items, total_krw, total_usd };
}
