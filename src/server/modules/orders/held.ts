// Orders as other modules' statements need them: whether a car is held by a live order (any
// status but cancelled), by whom, and the orders opened since a time.
import { sql, type SQL } from "drizzle-orm";
import { orders } from "../../db/schema/deals.js";

/** True when the car `carId` (an SQL expression, e.g. a column) is held by a live order. */
export const isHeldSql = (carId: SQL): SQL =>
  sql`exists (select 1 from ${orders} o where o.car_id = ${carId} and o.status <> 'cancelled')`;

/** The buyer of the latest live order of the car `carId` (an SQL expression), or null. */
export const holderSql = (carId: SQL): SQL =>
  sql`(select o.user_id from ${orders} o where o.car_id = ${carId} and o.status <> 'cancelled'
       order by o.id desc limit 1)`;

/** Live orders opened after `from` (a timestamptz text): car_id, user_id, created_at. */
export const heldSinceSql = (from: string): SQL =>
  sql`select o.car_id, o.user_id, o.created_at from ${orders} o
      where o.status <> 'cancelled' and o.created_at > ${from}::timestamptz`;
