import { bigserial, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Key/value settings; defaults and validation live in the settings module. */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per page visit. The client address is never stored: visitor_hash is a salted
 * hash used to count distinct visitors; coordinates come from geolocation in a job.
 */
export const visitorLogs = pgTable(
  "visitor_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    visitorHash: text("visitor_hash").notNull(),
    path: text("path").notNull(),
    userId: integer("user_id"),
    countryCode: text("country_code"),
    city: text("city"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    geoStatus: text("geo_status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visitor_logs_created_idx").on(t.createdAt),
    index("visitor_logs_visitor_idx").on(t.visitorHash, t.createdAt),
  ],
);

/**
 * The secret that salts visitor_hash: created once per installation and shared by every
 * instance, so one address counts as one visitor everywhere and the hash cannot be
 * recomputed from an address without it.
 */
export const visitorHashSalts = pgTable("visitor_hash_salts", {
  name: text("name").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
