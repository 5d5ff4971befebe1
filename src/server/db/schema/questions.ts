// Questions about a car: one thread per buyer and car, between the buyer and the staff.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, cascadeRef, createdAt, restrictRef } from "./columns.js";
import { cars } from "./cars.js";
import { users } from "./users.js";

/**
 * A buyer's thread about one car. `last_from` / `last_message_at` are the last message's, kept
 * with each message so the lists (open = the buyer spoke last) need no aggregate over messages;
 * `staff_emailed_at` is when the staff were last emailed about it (at most once per 10 minutes).
 */
export const questionThreads = pgTable(
  "question_threads",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    /** RESTRICT: a car with questions is archived, never deleted (the thread stays readable). */
    carId: restrictRef("car_id", () => cars.id),
    lastFrom: text("last_from").notNull(),
    lastMessageAt: at("last_message_at").notNull().defaultNow(),
    staffEmailedAt: at("staff_emailed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("question_threads_user_car_idx").on(t.userId, t.carId),
    // My questions, latest activity first.
    index("question_threads_user_activity_idx").on(t.userId, t.lastMessageAt.desc()),
    // Admin → Questions by status (open = the buyer spoke last), latest activity first.
    index("question_threads_status_idx").on(t.lastFrom, t.lastMessageAt.desc()),
    check("question_threads_last_from_check", sql`${t.lastFrom} in ('buyer', 'staff')`),
  ],
);

/** One message of a thread; `read_at` marks a staff message the buyer has seen. */
export const questionMessages = pgTable(
  "question_messages",
  {
    id: serial("id").primaryKey(),
    threadId: cascadeRef("thread_id", () => questionThreads.id),
    /** Who wrote it: the buyer, or the administrator who answered (null once that account is purged). */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    from: text("from").notNull(),
    body: text("body").notNull(),
    readAt: at("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("question_messages_thread_idx").on(t.threadId, t.id),
    // The per-user message limit counts the last 10 minutes of one author's messages.
    index("question_messages_author_created_idx").on(t.authorId, t.createdAt),
    check("question_messages_from_check", sql`${t.from} in ('buyer', 'staff')`),
  ],
);
