// A car's availability (sold out, reserved by a live order, or available) and the list items
// that carry it with their prices: what a car list shows besides the car itself.
import { and, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Availability, Prices } from "../../../shared/api/deals.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { orders } from "../../db/schema/deals.js";
import { cachedSettings } from "../settings/index.js";
import { pricesOfKrw } from "../../../shared/price-chain/index.js";
import { isHeldSql } from "./held.js";

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

/**
 * A page statement (rows with an `id`, in the page's order) with each row's `held` flag
 * added: the list reads its cars and their availability in one round trip instead of two.
 * The page stays a subquery with its own ORDER BY and LIMIT, which PostgreSQL never pulls up
 * into the outer select, and a subquery scan passes its rows on in the order they come.
 */
export const withHeldFlag = (page: SQL): SQL =>
  sql`select page.*, ${isHeldSql(sql`page.id`)} as held from (${page}) page`;

type PricedCar = { id: number; price_krw: number; soldout: boolean };

/**
 * Adds `availability` and `prices` to car list items. Availability is read live (one
 * indexed query per page, or `held` from a page read withHeldFlag), never cached: a
 * reservation shows at once.
 */
export async function decorateCars<T extends PricedCar>(
  core: Core,
  items: T[],
  db: DbOrTx = core.db,
  heldAlready?: ReadonlySet<number>,
): Promise<Array<T & { availability: Availability; prices: Prices }>> {
  if (items.length === 0) return [];
  const [settings, held] = await Promise.all([
    cachedSettings(core),
    heldAlready ??
      heldCarIds(
        db,
        items.map((c) => c.id),
      ),
  ]);
  return items.map((c) => ({
    ...c,
    availability: availabilityOf(c.soldout, held.has(c.id)),
    prices: pricesOfKrw(Number(c.price_krw), settings),
  }));
}
