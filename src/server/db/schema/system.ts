import { bigserial, doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, updatedAt } from "./columns.js";

/** Key/value settings; defaults and validation live in the settings module. */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
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
    createdAt: createdAt(),
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
  createdAt: createdAt(),
});

/**
 * Who did what (the contract's "Who did what"): one row per admin change and admin login, written
 * in the same transaction as the change. Append-only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE. The actor is kept as id and email at the time (no foreign key: a row outlives the
 * account, and ON DELETE SET NULL would be an update). `before`/`after` hold the changed fields,
 * secrets masked.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: at("at").notNull().defaultNow(),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email"),
    /** What was done, `area.verb` (e.g. `settings.update`, `user.credits`, `auth.login`). */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    requestId: text("request_id"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.id.desc()),
    index("audit_log_action_idx").on(t.action, t.id.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.id.desc()),
  ],
);
