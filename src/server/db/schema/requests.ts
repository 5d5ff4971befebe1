import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, cascadeRef, createdAt, restrictRef, updatedAt } from "./columns.js";
import { users } from "./users.js";
import { cars } from "./cars.js";

export const vehicleRequests = pgTable(
  "vehicle_requests",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    maker: text("maker").notNull(),
    model: text("model"),
    grade: text("grade"),
    year: integer("year"),
    fuel: text("fuel"),
    mileage: integer("mileage"),
    budgetKrw: bigint("budget_krw", { mode: "number" }),
    note: text("note"),
    status: text("status").notNull().default("pending"),
    adminNote: text("admin_note"),
    completedAt: at("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("vehicle_requests_user_idx").on(t.userId),
    index("vehicle_requests_status_idx").on(t.status, t.id),
    check(
      "vehicle_requests_status_check",
      sql`${t.status} in ('pending', 'in_progress', 'completed', 'cancelled', 'rejected')`,
    ),
  ],
);

export const vehicleRequestCars = pgTable(
  "vehicle_request_cars",
  {
    vehicleRequestId: cascadeRef("vehicle_request_id", () => vehicleRequests.id),
    /** RESTRICT: a car recommended to a buyer (who paid CC for the request) is archived, never deleted. */
    carId: restrictRef("car_id", () => cars.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vehicleRequestId, t.carId] })],
);

/** One review per completed request; it earns the 1 CC reward once. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    vehicleRequestId: cascadeRef("vehicle_request_id", () => vehicleRequests.id),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_request_key").on(t.vehicleRequestId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
