import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, createdAt, restrictRef } from "./columns.js";
import { orders } from "./deals.js";
import { users } from "./users.js";

/**
 * The buyer's money on an order (api.md "The buyer's money, protected"). Payments and refunds
 * are append-only like the ledger: the database refuses UPDATE, DELETE and TRUNCATE (custom
 * migration), so a mistaken payment is corrected by a refund. Amounts are integer US cents.
 * Their orders are never deleted (RESTRICT); a purge anonymises the order, not these rows, which
 * name nobody but the order.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial("id").primaryKey(),
    orderId: restrictRef("order_id", () => orders.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** The day the money arrived at the bank. */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    /** The bank's reference of the transfer. */
    reference: text("reference").notNull(),
    /** The administrator who recorded it (a bare number, like the ledger's: kept after a purge). */
    recordedByUserId: integer("recorded_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId, t.id),
    check("order_payments_amount_pos", sql`${t.amountCents} > 0`),
  ],
);

/**
 * A buyer's claim about a delivered car: within `claim_window_days` of delivery, one open at a
 * time per order (the partial unique index), decided once. Never deleted (a trigger refuses);
 * `user_id` (who filed it) goes null when the account is purged, the claim stays with its order.
 */
export const orderClaims = pgTable(
  "order_claims",
  {
    id: serial("id").primaryKey(),
    orderId: restrictRef("order_id", () => orders.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    category: text("category").notNull(),
    description: text("description").notNull(),
    /** What the buyer asks, US cents; null when not said. */
    amountCents: bigint("amount_cents", { mode: "number" }),
    status: text("status").notNull().default("open"),
    decisionNote: text("decision_note"),
    decidedAt: at("decided_at"),
    decidedByUserId: integer("decided_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_claims_order_idx").on(t.orderId, t.id),
    index("order_claims_status_idx").on(t.status, t.id),
    uniqueIndex("order_claims_one_open_per_order")
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    // The key a refund names its claim by: the claim and its order together.
    // (A constraint, not an index: drizzle-kit writes it inside CREATE TABLE, before the foreign key.)
    unique("order_claims_id_order_key").on(t.id, t.orderId),
    check(
      "order_claims_category_check",
      sql`${t.category} in ('damage', 'missing_item', 'not_as_described', 'documents', 'other')`,
    ),
    check("order_claims_status_check", sql`${t.status} in ('open', 'accepted', 'rejected')`),
    check("order_claims_decided", sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    check("order_claims_amount_pos", sql`${t.amountCents} is null or ${t.amountCents} > 0`),
  ],
);

/** A file of a claim's evidence, in the object store under `claim-evidence/`; never deleted. */
export const orderClaimEvidence = pgTable(
  "order_claim_evidence",
  {
    id: serial("id").primaryKey(),
    claimId: restrictRef("claim_id", () => orderClaims.id),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_claim_evidence_claim_idx").on(t.claimId, t.id),
    check(
      "order_claim_evidence_type_check",
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf', 'video/mp4')`,
    ),
    check("order_claim_evidence_size_pos", sql`${t.size} > 0`),
  ],
);

/**
 * Money sent back to the buyer, append-only like payments. A refund that settles a claim names
 * it; the composite key makes the database refuse a claim of another order.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: restrictRef("order_id", () => orders.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    reference: text("reference").notNull(),
    reason: text("reason").notNull(),
    claimId: integer("claim_id"),
    recordedByUserId: integer("recorded_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId, t.id),
    index("order_refunds_claim_idx")
      .on(t.claimId)
      .where(sql`${t.claimId} is not null`),
    foreignKey({
      name: "order_refunds_claim_fk",
      columns: [t.claimId, t.orderId],
      foreignColumns: [orderClaims.id, orderClaims.orderId],
    }).onDelete("restrict"),
    check("order_refunds_amount_pos", sql`${t.amountCents} > 0`),
  ],
);
