import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, runColumns, updatedAt } from "./columns.js";

/** What the sync agent imports on its own: one upstream search (complex, maker, model) and a price ceiling. */
export const syncRules = pgTable(
  "sync_rules",
  {
    id: serial("id").primaryKey(),
    complexCode: text("complex_code").notNull(),
    maker: text("maker"),
    model: text("model"),
    maxPriceKrw: bigint("max_price_krw", { mode: "number" }),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sync_rules_enabled_idx").on(t.enabled, t.id)],
);

/** One run of the sync agent, with its figures (moved on while it runs, so the admin sees progress). */
export const syncRuns = pgTable(
  "sync_runs",
  {
    ...runColumns(),
    /** queued, search, import, prices, done: what the run is doing now. */
    phase: text("phase").notNull().default("queued"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    imported: integer("imported").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    priceChanges: integer("price_changes").notNull().default(0),
    errors: jsonb("errors").$type<string[]>().notNull().default([]),
  },
  (t) => [
    // One sync run at a time, across every worker process and instance.
    uniqueIndex("sync_runs_one_running")
      .on(t.status)
      .where(sql`status = 'running'`),
    index("sync_runs_started_idx").on(t.startedAt.desc()),
  ],
);
