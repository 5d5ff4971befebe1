import type { Currency } from "../../../lib/currency";
import { EQUALS_KEYS, FLAG_KEYS, RANGE_KEYS } from "../../../../shared/car-filters";
import { CAR_SORTS, type CarFilters, type CarSort } from "../types/car";

// The list's state lives in the address (shareable, back button works). The filters' keys are the
// list's own (src/shared/car-filters.ts), with the search, the page and the flags beside them.
const NUMBER_KEYS = [...RANGE_KEYS, "page"] as const;
const TEXT_KEYS = [...EQUALS_KEYS, "q"] as const;
const FLAG_PARAMS = ["include_soldout", ...FLAG_KEYS, "exportable"] as const;

export function filtersFromParams(params: URLSearchParams): CarFilters {
  const filters: CarFilters = {};
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  for (const key of NUMBER_KEYS) {
    const value = Number(params.get(key));
    if (params.get(key) && Number.isInteger(value) && value >= 0) filters[key] = value;
  }
  for (const key of FLAG_PARAMS) if (params.get(key) === "true") filters[key] = true;
  const sort = params.get("sort");
  if (sort && (CAR_SORTS as readonly string[]).includes(sort)) filters.sort = sort as CarSort;
  return filters;
}

export function paramsFromFilters(filters: CarFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === "") continue;
    if (key === "page" && value === 1) continue;
    params.set(key, String(value));
  }
  return params;
}

export const PRICE_STEPS = [5, 10, 15, 20, 30, 40, 50, 70, 100, 150].map((m) => m * 1_000_000);

/** "Price up to" steps in each currency, round numbers of that currency (sent to the API in won). */
export const PRICE_STEPS_BY_CURRENCY: Record<Currency, number[]> = {
  KRW: PRICE_STEPS,
  USD: [3, 5, 7.5, 10, 15, 20, 30, 50, 75, 100].map((k) => k * 1000),
  MNT: [10, 20, 30, 40, 50, 70, 100, 150, 200, 300].map((m) => m * 1_000_000),
  RUB: [0.3, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 7.5].map((m) => m * 1_000_000),
};

/** The active filters a phone hides behind its filter button (the text search stays in sight). */
export function countActiveFilters(f: CarFilters): number {
  // The panel has no field for a price floor (price_min), so it is not counted as one of its filters.
  const keys = [...EQUALS_KEYS, ...RANGE_KEYS.filter((k) => k !== "price_min")];
  return keys.filter((k) => f[k] !== undefined).length + FLAG_PARAMS.filter((k) => f[k]).length + (f.sort ? 1 : 0);
}
export const MILEAGE_STEPS = [10_000, 30_000, 50_000, 100_000, 150_000, 200_000];
