/**
 * The catalogue as the upstream module sees it: cars by their upstream key, the batches a
 * check or a sync looks at, and the batch sold-out marking of a check (one statement per
 * 1,000 ids, then the `soldOutMarked` event). Creating and editing go through service.ts.
 */
import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";

export type ImportedCar = { id: number; carName: string; mainImage: string | null; soldout: boolean };

/** Imported cars among the given upstream keys, by key. */
export async function importedByKeys(core: Pick<Core, "db">, keys: string[]): Promise<Map<string, ImportedCar>> {
  if (keys.length === 0) return new Map();
  const rows = await core.db
    .select({
      id: cars.id,
      key: cars.upstreamKey,
      carName: cars.carName,
      mainImage: cars.mainImage,
      soldout: cars.soldout,
    })
    .from(cars)
    .where(inArray(cars.upstreamKey, keys));
  return new Map(
    rows.map((r) => [r.key!, { id: r.id, carName: r.carName, mainImage: r.mainImage, soldout: r.soldout }]),
  );
}

/** The next batch (by id) of imported cars that are not sold out: what a check looks at. */
export async function checkableCarsAfter(core: Pick<Core, "db">, afterId: number, limit: number) {
  const rows = await core.db
    .select({ id: cars.id, key: cars.upstreamKey })
    .from(cars)
    .where(and(isNotNull(cars.upstreamKey), eq(cars.soldout, false), gt(cars.id, afterId)))
    .orderBy(asc(cars.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, key: r.key! }));
}

/** Records that these cars were looked at upstream just now. */
export async function touchChecked(core: Pick<Core, "db">, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await core.db
    .update(cars)
    .set({ lastCheckedAt: sql`now()` })
    .where(inArray(cars.id, ids));
}

/** Marks cars sold out (first sold time kept) in one transaction; answers how many changed. */
export async function markUpstreamSoldout(core: Core, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const changed = await core.db.transaction(async (tx) => {
    const marked: number[] = [];
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await tx
        .update(cars)
        .set({ soldout: true, soldoutAt: sql`coalesce(${cars.soldoutAt}, now())`, updatedAt: sql`now()` })
        .where(and(inArray(cars.id, ids.slice(i, i + 1000)), eq(cars.soldout, false)))
        .returning({ id: cars.id });
      marked.push(...rows.map((r) => r.id));
    }
    return marked;
  });
  if (changed.length > 0) await core.events.emit("soldOutMarked", { carIds: changed, soldout: true });
  return changed.length;
}

/**
 * The next batch (by id) of imported, not sold-out cars with their current price and engine power:
 * what a sync refreshes.
 */
export async function pricedCarsAfter(core: Pick<Core, "db">, afterId: number, limit: number) {
  const rows = await core.db
    .select({ id: cars.id, key: cars.upstreamKey, priceKrw: cars.priceKrw, powerHp: cars.powerHp })
    .from(cars)
    .where(and(isNotNull(cars.upstreamKey), eq(cars.soldout, false), gt(cars.id, afterId)))
    .orderBy(asc(cars.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, key: r.key!, priceKrw: Number(r.priceKrw), powerHp: r.powerHp }));
}

/** How many cars a sync's price refresh looks at (its progress total). */
export async function countPricedCars(core: Pick<Core, "db">): Promise<number> {
  const [row] = await core.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cars)
    .where(and(isNotNull(cars.upstreamKey), eq(cars.soldout, false)));
  return Number(row?.n ?? 0);
}
