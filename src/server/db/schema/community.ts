import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  jsonb,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, cascadeRef, createdAt, updatedAt } from "./columns.js";
import { users } from "./users.js";
import { cars } from "./cars.js";

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    link: text("link"),
    lang: text("lang").notNull().default("en"),
    // A template's parameters (null for a notification written as bare text): the in-app list
    // renders it again in the language the buyer reads the site in; the email used `lang`.
    params: jsonb("params"),
    readAt: at("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id),
    // The bell asks for the unread count on every page.
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A message an administrator sends to every user. It is written in chunks by a job
 * (one transaction per chunk, never one huge one); `last_user_id` is the cursor, so a
 * retried chunk never notifies anyone twice.
 */
export const notificationBroadcasts = pgTable("notification_broadcasts", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  message: text("message").notNull(),
  createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
  /** Users who existed when it was sent; later sign-ups are not included. */
  maxUserId: integer("max_user_id").notNull(),
  recipients: integer("recipients").notNull(),
  lastUserId: integer("last_user_id").notNull().default(0),
  created: integer("created").notNull().default(0),
  finishedAt: at("finished_at"),
  createdAt: createdAt(),
});

/** A promo email goes out once per user and car. */
export const promoAlertsSent = pgTable(
  "promo_alerts_sent",
  {
    userId: cascadeRef("user_id", () => users.id),
    carId: cascadeRef("car_id", () => cars.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.carId] })],
);

export const boardCategories = pgTable("board_categories", {
  id: serial("id").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameKo: text("name_ko").notNull(),
  nameMn: text("name_mn").notNull(),
  nameRu: text("name_ru").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export const boardPosts = pgTable(
  "board_posts",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id").references(() => boardCategories.id, { onDelete: "set null" }),
    userId: cascadeRef("user_id", () => users.id),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    lang: text("lang"),
    isNotice: boolean("is_notice").notNull().default(false),
    isPinned: boolean("is_pinned").notNull().default(false),
    views: integer("views").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("board_posts_order_idx").on(t.categoryId, t.isNotice, t.isPinned, t.createdAt)],
);

export const snsShareSubmissions = pgTable(
  "sns_share_submissions",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    platform: text("platform").notNull(),
    url: text("url").notNull(),
    status: text("status").notNull().default("pending"),
    adminNote: text("admin_note"),
    /** Withdrawable milli-CC credited on approval (the ledger entry has the same amount). */
    rewardAmount: bigint("reward_amount", { mode: "number" }),
    reviewedByUserId: integer("reviewed_by_user_id"),
    reviewedAt: at("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // One URL earns once across all users: a post shared by A cannot be claimed by B.
    uniqueIndex("sns_share_submissions_url_once").on(t.url),
    index("sns_share_submissions_user_idx").on(t.userId, t.status),
    index("sns_share_submissions_status_idx").on(t.status, t.id),
    check("sns_share_submissions_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  // The per-sender rate limit counts recent messages of one address.
  (t) => [index("contact_messages_email_idx").on(t.email, t.createdAt)],
);
