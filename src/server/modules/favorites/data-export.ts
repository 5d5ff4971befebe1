// What the favourites module gives to a buyer's data export: the user's favourite cars.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { carFavorites } from "../../db/schema/buyers.js";
import { withCarNames } from "../cars/index.js";

/** The user's favourites, oldest first, with the car's name. */
export async function exportFavoritesOf(db: DbOrTx, userId: number): Promise<DataExport["favorites"]> {
  const favorites = await db
    .select({ carId: carFavorites.carId, at: carFavorites.createdAt })
    .from(carFavorites)
    .where(eq(carFavorites.userId, userId))
    .orderBy(asc(carFavorites.createdAt), asc(carFavorites.carId));
  const rows = await withCarNames(db, favorites, (f) => f.carId);
  return rows.map((r) => ({ car: { id: r.carId, car_name: r.carName }, created_at: r.at.toISOString() }));
}
