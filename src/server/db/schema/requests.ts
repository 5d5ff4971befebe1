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
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.js";
import { cars } from "./cars.js";

export const vehicleRequests = pgTable(
  "vehicle_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    vehicleRequestId: integer("vehicle_request_id")
      .notNull()
      .references(() => vehicleRequests.id, { onDelete: "cascade" }),
    /** RESTRICT: a car recommended to a buyer (who paid CC for the request) is archived, never deleted. */
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vehicleRequestId, t.carId] })],
);

/** One review per completed request; it earns the 1 CC reward once. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleRequestId: integer("vehicle_request_id")
      .notNull()
      .references(() => vehicleRequests.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    isVisible: boolean("is_visible").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_request_key").on(t.vehicleRequestId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
