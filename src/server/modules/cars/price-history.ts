// Every price a car had. Written by the car service in the same transaction as the car row,
// so a price and its history never disagree.
import { asc, eq } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { carPriceHistory } from "../../db/schema/buyers.js";
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
  if (!car) throw notFound("Car");
  // A car stored before the history existed still has its first price: the current one.
  if (rows.length === 0) return [{ price_krw: Number(car.priceKrw), at: car.createdAt }];
  return rows.map((r) => ({ price_krw: Number(r.priceKrw), at: r.at }));
}
