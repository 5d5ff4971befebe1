// Keeping buyers: favourite cars, saved searches and every price a car had.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { at, cascadeRef, createdAt } from "./columns.js";
import type { CarFilters } from "../../../shared/car-list.js";
import { cars } from "./cars.js";
import { users } from "./users.js";

/** A user's favourite cars; the pair is the key, so a second PUT changes nothing. */
export const carFavorites = pgTable(
  "car_favorites",
  {
    userId: cascadeRef("user_id", () => users.id),
    carId: cascadeRef("car_id", () => cars.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.carId] }),
    // "My favourites", newest first.
    index("car_favorites_user_created_idx").on(t.userId, t.createdAt.desc()),
    // Alerts on a car's price or availability find its watchers.
    index("car_favorites_car_idx").on(t.carId),
  ],
);

/** The Cars page's filters kept under a name; `email_alerts` asks for mail on new matching cars. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<CarFilters>().notNull().default({}),
    emailAlerts: boolean("email_alerts").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt.desc()),
    index("saved_searches_alerts_idx")
      .on(t.id)
      .where(sql`email_alerts`),
  ],
);

/** Every price a car had: the first one when it was created, then each change. */
export const carPriceHistory = pgTable(
  "car_price_history",
  {
    id: serial("id").primaryKey(),
    carId: cascadeRef("car_id", () => cars.id),
    priceKrw: bigint("price_krw", { mode: "number" }).notNull(),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [index("car_price_history_car_idx").on(t.carId, t.at, t.id)],
);
