// A user's favourite cars. The (user, car) key makes both PUT and DELETE idempotent.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Core } from "../../core.js";
import { carFavorites } from "../../db/schema/buyers.js";
import { notFound } from "../../lib/errors.js";
import { isForeignKeyViolation } from "../../lib/pg-errors.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { assertListedCar, carSummary, isListedCarSql, withCars } from "../cars/index.js";
import { decorateCars } from "../orders/index.js";

export async function addFavorite(core: Core, userId: number, carId: number): Promise<void> {
  await assertListedCar(core.db, carId);
  try {
    await core.db.insert(carFavorites).values({ userId, carId }).onConflictDoNothing();
  } catch (err) {
    // The car was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound("Car");
    throw err;
  }
}

export async function removeFavorite(core: Core, userId: number, carId: number): Promise<void> {
  await core.db.delete(carFavorites).where(and(eq(carFavorites.userId, userId), eq(carFavorites.carId, carId)));
}

/** My favourites, newest first, as list items with availability and prices; an archived car is gone. */
export async function listFavorites(core: Core, userId: number, page: number, pageSize: number) {
  const mine = and(eq(carFavorites.userId, userId), isListedCarSql(carFavorites.carId));
  const [favorites, [{ total }]] = await Promise.all([
    core.db
      .select({ carId: carFavorites.carId, favoritedAt: carFavorites.createdAt })
      .from(carFavorites)
      .where(mine)
      .orderBy(desc(carFavorites.createdAt), desc(carFavorites.carId))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    core.db.select({ total: count() }).from(carFavorites).where(mine),
  ]);
  const rows = await withCars(core.db, favorites, (f) => f.carId);
  const items = await decorateCars(
    core,
    rows.map((r) => ({ ...carSummary(r.car), favorited_at: r.favoritedAt })),
  );
  return pagedResponse(items, Number(total), page, pageSize);
}

/** Which of `carIds` the user has favourited (never cached: it is per user). */
export async function favoriteCarIds(core: Core, userId: number, carIds: number[]): Promise<Set<number>> {
  if (carIds.length === 0) return new Set();
  const rows = await core.db
    .select({ carId: carFavorites.carId })
    .from(carFavorites)
    .where(and(eq(carFavorites.userId, userId), inArray(carFavorites.carId, carIds)));
  return new Set(rows.map((r) => r.carId));
}
