// What the favourites module gives to a buyer's data export: the user's favourite cars.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { carFavorites } from "../../db/schema/buyers.js";
import { cars } from "../../db/schema/cars.js";

/** The user's favourites, oldest first, with the car's name. */
export async function exportFavoritesOf(db: DbOrTx, userId: number): Promise<DataExport["favorites"]> {
  const rows = await db
    .select({ carId: carFavorites.carId, carName: cars.carName, at: carFavorites.createdAt })
    .from(carFavorites)
    .innerJoin(cars, eq(cars.id, carFavorites.carId))
    .where(eq(carFavorites.userId, userId))
    .orderBy(asc(carFavorites.createdAt), asc(carFavorites.carId));
  return rows.map((r) => ({ car: { id: r.carId, car_name: r.carName }, created_at: r.at.toISOString() }));
}
