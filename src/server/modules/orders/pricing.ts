// Prices in the buyer's currency, the export cost of one car and its availability: what the
// car list and the car page carry besides the car itself.
import { and, inArray, ne } from "drizzle-orm";
import { computeExportCost } from "../../../shared/export-cost.js";
import type { Availability, Prices } from "../../../shared/api/deals.js";
import type { Settings } from "../../../shared/settings.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { orders } from "../../db/schema/deals.js";
import { getSettings } from "../settings/service.js";

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

export const availabilityOf = (soldout: boolean, reserved: boolean): Availability =>
  soldout ? "sold_out" : reserved ? "reserved" : "available";

/** The cars among `carIds` held by a live order (any status but cancelled). */
export async function heldCarIds(db: DbOrTx, carIds: number[]): Promise<Set<number>> {
  if (carIds.length === 0) return new Set();
  const rows = await db
    .select({ carId: orders.carId })
    .from(orders)
    .where(and(inArray(orders.carId, carIds), ne(orders.status, "cancelled")));
  return new Set(rows.map((r) => r.carId));
}

/** The settings (rates) every list request reads, from the catalogue cache that settings changes clear. */
export function cachedSettings(core: Core): Promise<Settings> {
  return core.catalogueCache.settings.get("all", () => getSettings(core));
}

type PricedCar = { id: number; price_krw: number; soldout: boolean };

/**
 * Adds `availability` and `prices` to car list items. Availability is read live (one
 * indexed query per page), never cached: a reservation shows at once.
 */
export async function decorateCars<T extends PricedCar>(
  core: Core,
  items: T[],
  db: DbOrTx = core.db,
): Promise<Array<T & { availability: Availability; prices: Prices }>> {
  if (items.length === 0) return [];
  const [settings, held] = await Promise.all([
    cachedSettings(core),
    heldCarIds(
      db,
      items.map((c) => c.id),
    ),
  ]);
  return items.map((c) => ({
    ...c,
    availability: availabilityOf(c.soldout, held.has(c.id)),
    prices: pricesOf(Number(c.price_krw), settings),
  }));
}
