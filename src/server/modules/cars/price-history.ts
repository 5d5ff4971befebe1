// Every price a car had. Written by the car service in the same transaction as the car row,
// so a price and its history never disagree.
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { carPriceHistory } from "../../db/schema/buyers.js";
import { cars } from "../../db/schema/cars.js";
import { notFound } from "../../lib/errors.js";

/** Records `priceKrw` as the car's price from now on. */
export async function recordPrice(tx: DbOrTx, carId: number, priceKrw: number): Promise<void> {
  await tx.insert(carPriceHistory).values({ carId, priceKrw });
}

/** The car's prices, oldest first; 404 for an unknown car. */
export async function priceHistory(core: Core, carId: number) {
  const [car, rows] = await Promise.all([
    core.carQueries.carById.execute({ id: carId }).then((rows) => rows[0]),
    core.db
      .select({ priceKrw: carPriceHistory.priceKrw, at: carPriceHistory.at })
      .from(carPriceHistory)
      .where(eq(carPriceHistory.carId, carId))
      .orderBy(asc(carPriceHistory.at), asc(carPriceHistory.id)),
  ]);
  if (!car || car.archivedAt) throw notFound("Car");
  // A car stored before the history existed still has its first price: the current one.
  if (rows.length === 0) return [{ price_krw: Number(car.priceKrw), at: car.createdAt }];
  return rows.map((r) => ({ price_krw: Number(r.priceKrw), at: r.at }));
}

/**
 * Price drops after `from` (a timestamptz text): per car, its latest price change in the window
 * when that was lower than the price before it, while the car is unsold and still at (or below)
 * that price. Columns: car_id, at (text), previous (the price before the drop).
 */
export const priceDropsSinceSql = (from: string): SQL =>
  sql`select distinct on (h.car_id) h.car_id, h.at::text as at, prev.price_krw as previous
      from ${carPriceHistory} h
      join ${cars} c on c.id = h.car_id
      cross join lateral (
        select p.price_krw from ${carPriceHistory} p
        where p.car_id = h.car_id and (p.at, p.id) < (h.at, h.id)
        order by p.at desc, p.id desc limit 1
      ) prev
      where h.at > ${from}::timestamptz and h.price_krw < prev.price_krw
        and c.soldout = false and c.price_krw <= h.price_krw
      order by h.car_id, h.at desc, h.id desc`;
