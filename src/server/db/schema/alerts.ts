// Alerts to buyers (issue 15): which alert went to whom, and how far each detector has read.
import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, cascadeRef, createdAt } from "./columns.js";
import { cars } from "./cars.js";
import { users } from "./users.js";

/**
 * One row per alert sent: the key makes "never twice for the same user, car and cause" a
 * database rule. The scan inserts with ON CONFLICT DO NOTHING RETURNING and notifies only
 * the rows it got back, in the same transaction, so parallel scans cannot both send.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    userId: cascadeRef("user_id", () => users.id),
    carId: cascadeRef("car_id", () => cars.id),
    /** `new_listing`, `price_drop`, `reserved` or `sold_out`. */
    cause: text("cause").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.carId, t.cause] }),
    // Deleting a car cascades here.
    index("alert_deliveries_car_idx").on(t.carId),
  ],
);

/**
 * How far each detector has read (`new_listings`: cars.created_at, `price_drops`:
 * car_price_history.at, `availability`: orders.created_at / cars.soldout_at). A scan reads
 * from a little before the mark (see OVERLAP in the alerts module) so a row committed late
 * with an earlier timestamp is still seen; the deliveries table makes the re-read harmless.
 */
export const alertWatermarks = pgTable("alert_watermarks", {
  name: text("name").primaryKey(),
  value: at("value").notNull(),
});
