import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import type { CarSort } from "../../../shared/car-list.js";
import { ORDER_BY, type ListRow } from "./list-sql.js";

/**
 * Whether the car `carId` is held by an order: orders' isHeldSql, given by the caller (the
 * catalogue), since orders sit above this module. Always the same function: each sort's statement
 * is prepared once per database, with the first one given.
 */
export type HeldSql = (carId: SQL) => SQL;

type PageRow = ListRow & { held: boolean };
type RowsByIds = { execute(params: { ids: number[]; limit: number }): Promise<PageRow[]> };

/**
 * The page the list index picked: its cars by id, in the sort's order, with their held flags.
 * One named statement per sort: PostgreSQL plans it once per connection instead of planning
 * every page (planning a statement on `cars`, with its many list indexes, cost more than the
 * primary-key reads themselves).
 */
const statements = new WeakMap<Db, Map<CarSort, RowsByIds>>();

function rowsByIds(db: Db, sort: CarSort, heldSql: HeldSql): RowsByIds {
  let bySort = statements.get(db);
  if (!bySort) statements.set(db, (bySort = new Map()));
  let statement = bySort.get(sort);
  if (!statement) {
    statement = db
      .select({
        id: cars.id,
        car_name: cars.carName,
        maker: cars.maker,
        model: cars.model,
        year: cars.year,
        mileage: cars.mileage,
        fuel: cars.fuel,
        transmission: cars.transmission,
        price_krw: cars.priceKrw,
        main_image: cars.mainImage,
        soldout: cars.soldout,
        is_banner: cars.isBanner,
        price_dropped_at: cars.priceDroppedAt,
        accident: cars.accident,
        power_hp: cars.powerHp,
        displacement_cc: cars.displacementCc,
        held: sql<boolean>`${heldSql(sql`${cars.id}`)}`,
      })
      .from(cars)
      .where(sql`${cars.id} = any(${sql.placeholder("ids")}::int[])`)
      .orderBy(sql.raw(ORDER_BY[sort]))
      .limit(sql.placeholder("limit"))
      .prepare(`list_rows_by_ids_${sort}`) as RowsByIds;
    bySort.set(sort, statement);
  }
  return statement;
}

/** The list rows of `ids` (at most a page), in the sort's order, with their held flags. */
export const listRowsByIds = (db: Db, ids: number[], sort: CarSort, heldSql: HeldSql): Promise<PageRow[]> =>
  rowsByIds(db, sort, heldSql).execute({ ids, limit: ids.length });
