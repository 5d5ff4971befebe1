import { and, asc, gt, isNull, lte, max } from "drizzle-orm";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";

/**
 * Every car's page is public (sold-out cars stay, marked) but an archived car's (a 404): the highest
 * id and the last change.
 */
export async function carSitemapSummary(core: Core): Promise<{ maxId: number; lastmod: Date | null }> {
  const [row] = await core.db.select({ maxId: max(cars.id), lastmod: max(cars.updatedAt) }).from(cars);
  return { maxId: Number(row?.maxId ?? 0), lastmod: row?.lastmod ? new Date(row.lastmod) : null };
}

/** The cars with ids in (fromId, toId], in id order, with their last change (a sitemap file). */
export async function carSitemapRange(core: Core, fromId: number, toId: number) {
  return core.db
    .select({ id: cars.id, updatedAt: cars.updatedAt })
    .from(cars)
    .where(and(gt(cars.id, fromId), lte(cars.id, toId), isNull(cars.archivedAt)))
    .orderBy(asc(cars.id));
}
