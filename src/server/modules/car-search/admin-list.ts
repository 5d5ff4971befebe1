// Admin → Local Cars' list (catalogue/service.ts adminListCars) as SQL: every car, archived ones
// too, banner cars first (by banner position), then newest; the list's free-text search, or a
// car's id, and a status filter. Here beside the public list's statements, whose columns and
// search it shares, so that the cars table is read by its owner and this module alone.
import { sql, type SQL } from "drizzle-orm";
import type { AdminCarListQuery } from "../../../shared/api/cars.js";
import { LIST_COLUMNS, searchCondition, type ListRow } from "./list-sql.js";

export type AdminListRow = ListRow & {
  car_number: string | null;
  source: string;
  created_at: Date | string;
  banner_id: number | null;
  banner_position: number | null;
  archived_at: Date | string | null;
};

/**
 * Where a car `c` stands among the banners (banners' bannerPlacementSql("c"), given by the
 * caller, since banners sit beside this module): its join, the columns banner_id and
 * banner_position, and the order that puts banner cars first.
 */
export type BannerPlacement = { join: SQL; columns: SQL; bannersFirst: SQL };

/** The page (`limit` rows from `offset`) and the count of Admin → Local Cars for its filters. */
export function adminListSql(
  { status = "all", q }: Pick<AdminCarListQuery, "status" | "q">,
  banner: BannerPlacement,
  limit: number,
  offset: number,
): { page: SQL; count: SQL } {
  const parts: SQL[] = [];
  if (status === "active") parts.push(sql`c.soldout = false`);
  if (status === "sold_out") parts.push(sql`c.soldout = true`);
  if (q?.trim()) {
    const search = searchCondition(q, "c")!;
    const asId = /^\d{1,9}$/.test(q.trim()) ? sql` or c.id = ${Number(q.trim())}` : sql``;
    parts.push(sql`(${search}${asId})`);
  }
  const where = parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  const columns = sql.raw(
    LIST_COLUMNS.split(", ")
      .map((c) => `c.${c}`)
      .join(", "),
  );
  return {
    page: sql`select ${columns}, c.car_number, c.source, c.created_at, c.archived_at, ${banner.columns}
          from cars c ${banner.join} ${where}
          order by ${banner.bannersFirst}, c.created_at desc, c.id desc
          limit ${limit} offset ${offset}`,
    count: sql`select count(*)::int as total from cars c ${where}`,
  };
}
