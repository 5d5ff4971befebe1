import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, cascadeRef, createdAt, restrictRef } from "./columns.js";
import { users } from "./users.js";
import { cars } from "./cars.js";

/**
 * Every change of a balance is one row here, written in the same transaction as the
 * balance update. The unique idempotency key makes a repeated or raced charge a no-op.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0002), so a row is
 * written whole, balance_after included, and never touched again.
 * Money records outlive a purged account: its rows stay, and the account row they name is
 * gone. user_id has no foreign key for that reason: ON DELETE SET NULL would be an UPDATE,
 * which the trigger refuses, and RESTRICT would forbid the purge.
 */
export const ccLedger = pgTable(
  "cc_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id"),
    account: text("account").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    kind: text("kind").notNull(),
    ref: text("ref"),
    idempotencyKey: text("idempotency_key").notNull(),
    note: text("note"),
    createdByUserId: integer("created_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cc_ledger_idempotency_key").on(t.idempotencyKey),
    index("cc_ledger_user_idx").on(t.userId, t.id),
    check("cc_ledger_account_check", sql`${t.account} in ('cc', 'cash_cc')`),
    check("cc_ledger_amount_nonzero", sql`${t.amount} <> 0`),
  ],
);

/** Why a user may open a car's PDF/description: paid view, purchase or recommendation. */
export const carAccessGrants = pgTable(
  "car_access_grants",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    /** RESTRICT: a car whose access was granted is archived, never deleted. */
    carId: restrictRef("car_id", () => cars.id),
    kind: text("kind").notNull(),
    ledgerEntryId: bigint("ledger_entry_id", { mode: "number" }),
    vehicleRequestId: integer("vehicle_request_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("car_access_grants_once").on(t.userId, t.carId, t.kind),
    check("car_access_grants_kind", sql`${t.kind} in ('banner_view', 'purchase', 'recommendation')`),
  ],
);

/** Kept when the account is purged: user_id becomes null and the account details are erased. */
export const withdrawalRequests = pgTable(
  "withdrawal_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    method: text("method").notNull(),
    accountDetails: text("account_details").notNull(),
    status: text("status").notNull().default("pending"),
    adminNote: text("admin_note"),
    processedByUserId: integer("processed_by_user_id"),
    processedAt: at("processed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("withdrawal_requests_user_idx").on(t.userId),
    index("withdrawal_requests_status_idx").on(t.status, t.id),
    check("withdrawal_requests_amount_pos", sql`${t.amount} > 0`),
    check("withdrawal_requests_status", sql`${t.status} in ('pending', 'paid', 'rejected')`),
  ],
);
