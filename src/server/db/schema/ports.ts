import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";

/**
 * Destination ports a buyer picks for the landed price (FOB Korea + freight + insurance = CIF).
 * Freight in US cents; insurance in thousandths of a percent (1.5 % = 1500), so no float is stored.
 */
export const ports = pgTable(
  "ports",
  {
    id: serial("id").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    nameMn: text("name_mn").notNull(),
    nameRu: text("name_ru").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    method: text("method").notNull(),
    freightUsdCents: bigint("freight_usd_cents", { mode: "number" }).notNull(),
    insuranceMilliPct: integer("insurance_milli_pct").notNull(),
    transitDays: integer("transit_days").notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ports_position_idx").on(t.position, t.id),
    check("ports_method_check", sql`${t.method} in ('roro', 'container')`),
    check("ports_freight_pos", sql`${t.freightUsdCents} > 0`),
    check("ports_insurance_range", sql`${t.insuranceMilliPct} between 0 and 10000`),
    check("ports_transit_range", sql`${t.transitDays} between 1 and 120`),
  ],
);

/**
 * Import duties and taxes of one destination country, applied to a car's landed (CIF) value:
 * the components in order (api.md "Door to door"), amounts in `currency`. Components are one
 * JSON document, validated by the import-rules module: they are read and replaced as a whole.
 */
export const importRules = pgTable(
  "import_rules",
  {
    /** ISO 3166-1 alpha-2. */
    country: text("country").primaryKey(),
    currency: text("currency").notNull(),
    asOf: date("as_of", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    /** Cars older than this (years) cannot be imported; null: no limit. */
    maxAge: integer("max_age"),
    components: jsonb("components").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("import_rules_currency_check", sql`${t.currency} in ('KRW', 'USD', 'MNT', 'RUB', 'EUR')`)],
);

/**
 * What Korea does not let leave for one destination country (api.md "The truth at the border"):
 * rules of bounds (engine size, power, age, fuel), each with its reason in four languages, with
 * the country's source and the date it was read. One JSON document per country, validated by the
 * export-restrictions module: read and replaced as a whole.
 */
export const exportRestrictions = pgTable("export_restrictions", {
  /** ISO 3166-1 alpha-2. */
  country: text("country").primaryKey(),
  asOf: date("as_of", { mode: "string" }).notNull(),
  source: text("source").notNull(),
  rules: jsonb("rules").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
