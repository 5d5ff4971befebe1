import { integer, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

// The columns that many tables share, each written once. Every helper makes a new builder per
// call: Drizzle's builders are mutable, so no two tables share one.

/** A moment: every time the schema keeps is a timestamp with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => at("created_at").notNull().defaultNow();

/** When the row last changed (the code that changes it moves it on). */
export const updatedAt = () => at("updated_at").notNull().defaultNow();

/** A required reference to a row that takes this one with it when it goes (ON DELETE CASCADE). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: "cascade" });

/** A required reference to a row that cannot go while this one names it (ON DELETE RESTRICT). */
export const restrictRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: "restrict" });

/**
 * A background run that one worker at a time performs (the sync agent, the availability check):
 * what started it, its status (at most one `running` row, by a partial unique index of its table),
 * when it started and finished, and a heartbeat the run moves on while it makes progress: a running
 * row without one for long is abandoned.
 */
export const runColumns = () => ({
  id: serial("id").primaryKey(),
  trigger: text("trigger").notNull(),
  status: text("status").notNull().default("running"),
  startedAt: at("started_at").notNull().defaultNow(),
  finishedAt: at("finished_at"),
  heartbeatAt: at("heartbeat_at").notNull().defaultNow(),
});
