// Read side of the catalogue: the public list, makers, models and the detail, plus the
// admin Local Cars list.
import { sql, type SQL } from "drizzle-orm";
import type { Core } from "../../core.js";
import { notFound } from "../../lib/errors.js";
import type { SessionUser } from "../auth/sessions.js";
import { getSetting } from "../settings/service.js";
import { catalogueCaches } from "./catalogue-cache.js";
import {
  LIST_COLUMNS,
  filtersKey,
  listCountSql,
  listPageSql,
  makersSql,
  modelsSql,
  searchCondition,
  toListItem,
  type CarFilters,
  type ListRow,
} from "./list-sql.js";
import { DEFAULT_PAGE_SIZE } from "../../../shared/api/common.js";
import type { AdminCarListQuery, CarListQuery } from "../../../shared/api/cars.js";
import { carStatus, serializeAdminCar, serializeCarDetail } from "./serialize.js";
import { bannerOfCar, getCarRow, userHasCarAccess } from "./service.js";

/** Rows of a raw statement, whichever driver runs it. */
export async function queryRows<T>(core: Pick<Core, "db">, query: SQL): Promise<T[]> {
  const result = (await core.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The public list: filters, sort and paging of the contract. */
export async function listCars(core: Core, query: CarListQuery) {
  const { sort = "newest", page = 1, page_size = DEFAULT_PAGE_SIZE, ...rest } = query;
  const filters: CarFilters = rest;
  const offset = (page - 1) * page_size;
  const [rows, total] = await Promise.all([
    queryRows<ListRow>(core, listPageSql(filters, sort, page_size, offset)),
    catalogueCaches(core).totals.get(filtersKey(filters), async () => {
      const [row] = await queryRows<{ total: number }>(core, listCountSql(filters));
      return Number(row.total);
    }),
  ]);
  return { items: rows.map(toListItem), total, page, page_size };
}

/** Makers with their number of available cars, most common first. */
export function listMakers(core: Core) {
  return catalogueCaches(core).makers.get("all", async () =>
    (await queryRows<{ maker: string; count: number }>(core, makersSql())).map((r) => ({
      maker: r.maker,
      count: Number(r.count),
    })),
  );
}

/** Models of one maker with their number of available cars. */
export function listModels(core: Core, maker: string) {
  return catalogueCaches(core).models.get(maker, async () =>
    (await queryRows<{ model: string; count: number }>(core, modelsSql(maker))).map((r) => ({
      model: r.model,
      count: Number(r.count),
    })),
  );
}

/** The public detail; sold-out cars stay visible (with their markers). */
export async function carDetail(core: Core, id: number, user: SessionUser | null) {
  const [row, showDealerComment, hasAccess] = await Promise.all([
    getCarRow(core, id),
    catalogueCaches(core).dealerComment.get("show", () => getSetting(core, "show_dealer_comment")),
    userHasCarAccess(core, user, id),
  ]);
  if (!row) throw notFound("Car");
  return serializeCarDetail(row, { showDealerComment, hasAccess });
}

export async function adminCarDetail(core: Core, id: number) {
  const [row, banner] = await Promise.all([getCarRow(core, id), bannerOfCar(core, id)]);
  if (!row) throw notFound("Car");
  return serializeAdminCar(row, banner);
}

type AdminRow = ListRow & {
  car_number: string | null;
  source: string;
  created_at: Date | string;
  banner_id: number | null;
  banner_position: number | null;
};

/** Admin Local Cars: banner cars first (by banner position), then newest; search and status filter. */
export async function adminListCars(core: Core, query: AdminCarListQuery) {
  const { page = 1, page_size = DEFAULT_PAGE_SIZE, status = "all", q } = query;
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
  const [rows, [{ total }]] = await Promise.all([
    queryRows<AdminRow>(
      core,
      sql`select ${columns}, c.car_number, c.source, c.created_at, hb.id as banner_id, hb.position as banner_position
          from cars c left join hero_banners hb on hb.car_id = c.id ${where}
          order by (hb.id is null), hb.position, hb.id, c.created_at desc, c.id desc
          limit ${page_size} offset ${(page - 1) * page_size}`,
    ),
    queryRows<{ total: number }>(core, sql`select count(*)::int as total from cars c ${where}`),
  ]);
  return {
    items: rows.map((r) => ({
      ...toListItem(r),
      is_banner: r.banner_id !== null,
      status: carStatus(r.soldout),
      banner_id: r.banner_id,
      banner_position: r.banner_position,
      car_number: r.car_number,
      source: r.source,
      created_at: new Date(r.created_at),
    })),
    total: Number(total),
    page,
    page_size,
  };
}
