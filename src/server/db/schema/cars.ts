import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, cascadeRef, createdAt, runColumns, updatedAt } from "./columns.js";

import type { CarCondition } from "../../../shared/api/condition.js";

/** A key of an index (a column, or a column with its order). */
type IndexColumn = Parameters<ReturnType<typeof index>["on"]>[0];

export type CarImage = { url: string; thumb_url: string };

/** The catalogue. Korean terms are stored as the upstream gives them; the web app translates. */
export const cars = pgTable(
  "cars",
  {
    id: serial("id").primaryKey(),
    upstreamKey: text("upstream_key"),
    source: text("source").notNull().default("manual"),
    carName: text("car_name").notNull(),
    maker: text("maker").notNull(),
    model: text("model").notNull(),
    grade: text("grade"),
    year: integer("year").notNull(),
    month: integer("month"),
    mileage: integer("mileage").notNull(),
    fuel: text("fuel").notNull(),
    transmission: text("transmission").notNull(),
    color: text("color"),
    displacementCc: integer("displacement_cc"),
    /**
     * Engine power in metric horsepower (PS: the 마력 of Korean listings, the л.с. of Russian customs),
     * 1..2000, or null when unknown (api.md "The truth at the border"). An admin sets it; the upstream
     * import reads it where the detail page states it.
     */
    powerHp: integer("power_hp"),
    carNumber: text("car_number"),
    /** Chassis number (VIN) where known; printed on the proforma invoice. */
    vin: text("vin"),
    priceKrw: bigint("price_krw", { mode: "number" }).notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    description: text("description"),
    dealerComment: text("dealer_comment"),
    dealerName: text("dealer_name"),
    dealerPhone: text("dealer_phone"),
    complexCode: text("complex_code"),
    mainImage: text("main_image"),
    images: jsonb("images").$type<CarImage[]>().notNull().default([]),
    soldout: boolean("soldout").notNull().default(false),
    soldoutAt: at("soldout_at"),
    isBanner: boolean("is_banner").notNull().default(false),
    lastCheckedAt: at("last_checked_at"),
    /** When the price last went down (cards show a mark for a few days); the history is car_price_history. */
    priceDroppedAt: at("price_dropped_at"),
    /**
     * The inspection record (api.md "Condition report"): null when the car has none; a field the
     * record did not say is null inside it. Read by the upstream import, set by an admin.
     */
    condition: jsonb("condition").$type<CarCondition>(),
    /** The record's accident history, for the list and its no-accident filter (null: not known). */
    accident: boolean("accident").generatedAlwaysAs(sql`(condition ->> 'accident')::boolean`),
    /**
     * Set when an admin deletes a car that money or a buyer's records touched (orders, access
     * grants, recommendations, questions): the row stays for them and for the admins, but buyers
     * no longer find it (404, out of lists, search and the sitemap). An archived car is also
     * sold out, so the lists' soldout = false conditions and indexes leave it out as they are.
     */
    archivedAt: at("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    /**
     * The four list indexes of a lead (none, maker, fuel, transmission): the lead, soldout, the
     * sort's column and id, then the other sort keys and the range columns.
     */
    const listIndexes = (name: string, lead: [] | [typeof t.maker]) => {
      const keyed = (sort: string, ...keys: IndexColumn[]) =>
        index(`cars_${name}_${sort}_idx`).on(...([...lead, t.soldout, ...keys] as [IndexColumn, ...IndexColumn[]]));
      return [
        keyed("newest", t.createdAt.desc(), t.id.desc(), t.year, t.priceKrw, t.mileage),
        keyed("price", t.priceKrw, t.id, t.year, t.mileage, t.createdAt),
        keyed("year", t.year, t.id, t.priceKrw, t.mileage, t.createdAt),
        keyed("mileage", t.mileage, t.id, t.year, t.priceKrw, t.createdAt),
      ];
    };
    return [
      uniqueIndex("cars_upstream_key").on(t.upstreamKey),
      // The public list filters on soldout first and sorts by one of these columns; id is the
      // tiebreak of every sort, so ORDER BY … LIMIT reads the index in order. After id (which
      // leaves the order as it is) each list index carries the range filters' columns and the
      // other sort keys, so that a walk against a filter's grain and the collect of a range's
      // matches read index entries alone (list-sql.ts coveredWalk, coveredCollect): ~50 bytes
      // each instead of a heap page per car looked at (1,000 pages instead of 160,000–360,000 for
      // cheap cars by year at 1,000,000 cars). Key columns rather than INCLUDE, which drizzle-kit
      // cannot express.
      ...listIndexes("list", []),
      // A maker's, a fuel's or a transmission's cars in every order (list-sql.ts LEADS): without
      // these a page walked the sort's index of every car and filtered, slower with every page and
      // with rarer values (a maker by mileage: 206 ms; manual cars, 1.3 % of the catalogue, cheap
      // and old, by price: 600,000–780,000 pages at 1,000,000 cars).
      ...listIndexes("maker", [t.maker]),
      ...listIndexes("fuel", [t.fuel]),
      ...listIndexes("transmission", [t.transmission]),
      // The list's capped count (list-sql.ts listCountSql) of any filter combination: an index-only
      // scan of these narrow entries instead of the wide rows (15 ms instead of 165 ms for a broad
      // fuel + year filter at 100k cars). Needs a vacuumed visibility map, as autovacuum keeps it.
      // (Key columns rather than INCLUDE, which drizzle-kit cannot express.)
      index("cars_list_filter_idx").on(
        t.soldout,
        t.fuel,
        t.transmission,
        t.year,
        t.priceKrw,
        t.mileage,
        t.maker,
        t.model,
      ),
      // maker → model drill-down: counts, makers/models lists, and the newest cars of a model without a sort.
      // The range columns and the other sort keys after id, as the list indexes: a model's cars in any
      // order, past the count's cap, are collected from these entries alone (list-sql.ts coveredCollect).
      index("cars_maker_model_idx").on(
        t.maker,
        t.model,
        t.soldout,
        t.createdAt.desc(),
        t.id.desc(),
        t.year,
        t.priceKrw,
        t.mileage,
      ),
      // Free-text search (list-sql.ts searchCondition): `ilike '%word%'` on these two columns is
      // answered from trigram GIN indexes (pg_trgm, created before the migration by db/client.ts)
      // instead of reading every row…
      index("cars_name_trgm_idx").using("gin", t.carName.op("gin_trgm_ops")),
      index("cars_number_trgm_idx").using("gin", t.carNumber.op("gin_trgm_ops")),
      // … but a word of one or two characters has no trigram: it is looked up among the 1- and
      // 2-character substrings of both columns (db/functions.ts car_search_grams, also created
      // before the migration). A query reaches this index only through this very expression.
      index("cars_search_grams_idx").using("gin", sql`car_search_grams(car_name, car_number)`),
      // A short word beside other filters, on the cars for sale (the list's default): the grams
      // with the equality filters and the year in one GIN index (btree_gin, created before the
      // migration by db/client.ts), so that the word's lookup intersects the filters inside the
      // index and the heap is read for the matches alone. With separate indexes the planner read a
      // whole filter's rows and tested the search on each (q=현대 beside a fuel or a year: 24,000
      // heap pages, seconds for the count at 1,000,000 cars). The trigram columns stay out: with
      // them the planner looked up one word of two through this index and tested the other on
      // every row it found (q=그랜저 하이브리드: 18,700 pages instead of 2,700), never ANDing two
      // lookups of one index. Price and mileage stay out: thousands of distinct values each, a
      // range of them costs the index more than the rows it saves. Sold-out cars are left out (the
      // predicate, not a key: the planner matches boolean columns only in btree indexes); the
      // grams index above serves include_soldout.
      index("cars_search_live_idx")
        .using("gin", sql`car_search_grams(car_name, car_number)`, t.maker, t.model, t.fuel, t.transmission, t.year)
        .where(sql`soldout = false`),
      check("cars_price_nonneg", sql`${t.priceKrw} >= 0`),
      check("cars_mileage_nonneg", sql`${t.mileage} >= 0`),
      check("cars_power_hp_range", sql`${t.powerHp} between 1 and 2000`),
    ];
  },
);

export const heroBanners = pgTable(
  "hero_banners",
  {
    id: serial("id").primaryKey(),
    carId: cascadeRef("car_id", () => cars.id),
    position: integer("position").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    titleEn: text("title_en"),
    titleKo: text("title_ko"),
    titleMn: text("title_mn"),
    titleRu: text("title_ru"),
    subtitleEn: text("subtitle_en"),
    subtitleKo: text("subtitle_ko"),
    subtitleMn: text("subtitle_mn"),
    subtitleRu: text("subtitle_ru"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("hero_banners_car_key").on(t.carId), index("hero_banners_position_idx").on(t.position)],
);

/** Kept for safety only; the web app translates from the static dictionary. */
export const translations = pgTable(
  "translations",
  {
    id: serial("id").primaryKey(),
    category: text("category").notNull(),
    ko: text("ko").notNull(),
    en: text("en").notNull(),
    mn: text("mn").notNull(),
    ru: text("ru").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("translations_category_ko").on(t.category, t.ko)],
);

export const availabilityCheckRuns = pgTable(
  "availability_check_runs",
  {
    ...runColumns(),
    checked: integer("checked").notNull().default(0),
    stillAvailable: integer("still_available").notNull().default(0),
    markedSoldout: integer("marked_soldout").notNull().default(0),
    unknown: integer("unknown").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    errorMessage: text("error_message"),
  },
  (t) => [
    // One running check at a time, across every worker process.
    uniqueIndex("availability_check_runs_one_running")
      .on(t.status)
      .where(sql`status = 'running'`),
    index("availability_check_runs_started_idx").on(t.startedAt.desc()),
  ],
);
