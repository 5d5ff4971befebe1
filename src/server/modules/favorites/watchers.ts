// Who watches a car (has it among their favourites), for the alerts module: a condition to put in
// its statements, and the watchers themselves in chunks.
import { and, asc, eq, gt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { carFavorites } from "../../db/schema/buyers.js";
import { isLiveUserSql } from "../accounts/index.js";

/** True when someone has the car `carId` (an SQL expression, e.g. a column) among their favourites. */
export const isWatchedSql = (carId: SQL): SQL =>
  sql`exists (select 1 from ${carFavorites} f where f.car_id = ${carId})`;

/**
 * The next `limit` active users after `cursor` (by id) who favourited `carId` no later than
 * `before`, `except` left out.
 */
export async function watchersOf(
  tx: Tx,
  w: { carId: number; cursor: number; before: string; except: number | null; limit: number },
): Promise<number[]> {
  const rows = await tx
    .select({ userId: carFavorites.userId })
    .from(carFavorites)
    .where(
      and(
        eq(carFavorites.carId, w.carId),
        gt(carFavorites.userId, w.cursor),
        lte(carFavorites.createdAt, sql`${w.before}::timestamptz`),
        w.except === null ? undefined : ne(carFavorites.userId, w.except),
        isLiveUserSql(carFavorites.userId),
      ),
    )
    .orderBy(asc(carFavorites.userId))
    .limit(w.limit);
  return rows.map((r) => r.userId);
}
