import { and, count, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { ccToMilli, isValidCc, milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { withdrawalRequests } from "../../db/schema/credits.js";
import { conflict, notFound, validationError } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { applyLedgerEntry, userCards } from "../accounts/index.js";
import { notify } from "../notifications/index.js";
import type { WithdrawalStatus } from "../../../shared/api/withdrawals.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { paths } from "../../../shared/paths.js";

type Row = typeof withdrawalRequests.$inferSelect;

export function serializeWithdrawal(r: Row) {
  return {
    id: r.id,
    user_id: r.userId,
    amount: milliToCc(r.amount),
    method: r.method,
    account_details: r.accountDetails,
    status: r.status as WithdrawalStatus,
    admin_note: r.adminNote,
    processed_at: r.processedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * Opens a withdrawal request and holds its amount at once: a ledger debit of cash_cc in
 * the same transaction (402 when the withdrawable balance does not cover it).
 */
export async function requestWithdrawal(
  core: Core,
  user: SessionUser,
  input: { amount: number; method: string; account_details: string },
) {
  if (!isValidCc(input.amount)) throw validationError([{ field: "amount", message: "must have at most 3 decimals" }]);
  const accountDetails = input.account_details.trim();
  if (!accountDetails) throw validationError([{ field: "account_details", message: "must not be empty" }]);
  const amount = ccToMilli(input.amount);
  return core.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(withdrawalRequests)
      .values({ userId: user.id, amount, method: input.method, accountDetails })
      .returning();
    await applyLedgerEntry(tx, {
      userId: user.id,
      account: "cash_cc",
      amount: -amount,
      kind: "withdrawal",
      ref: `withdrawal:${row.id}`,
      idempotencyKey: `withdrawal-hold:${row.id}`,
    });
    return serializeWithdrawal(row);
  });
}

/** The user's withdrawal requests, newest first. */
export async function myWithdrawals(core: Core, userId: number, page: number, pageSize: number) {
  const where = eq(withdrawalRequests.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(withdrawalRequests)
      .where(where)
      .orderBy(desc(withdrawalRequests.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    core.db.select({ total: count() }).from(withdrawalRequests).where(where),
  ]);
  return pagedResponse(rows.map(serializeWithdrawal), total, page, pageSize);
}

/** Admin list with the requester's email, name and current withdrawable balance. */
export async function adminListWithdrawals(
  core: Core,
  query: { status?: WithdrawalStatus; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(withdrawalRequests.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(withdrawalRequests)
      // A purged account's requests lose their user and leave this list.
      .where(and(where, isNotNull(withdrawalRequests.userId)))
      .orderBy(desc(withdrawalRequests.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    core.db.select({ total: count() }).from(withdrawalRequests).where(where),
  ]);
  const people = await userCards(
    core.db,
    rows.flatMap((w) => w.userId ?? []),
  );
  return {
    items: rows.flatMap((w) => {
      const user = w.userId === null ? undefined : people.get(w.userId);
      if (!user) return [];
      return [
        {
          ...serializeWithdrawal(w),
          user_email: user.email,
          user_name: user.name,
          user_cash_cc_balance: milliToCc(user.cashCcBalance),
        },
      ];
    }),
    total,
    page: query.page,
    page_size: query.pageSize,
  };
}

/**
 * Settles a pending request: paid (the held amount leaves for good) or rejected (a ledger
 * credit returns it, once). A settled request answers 409.
 */
export async function settleWithdrawal(
  core: Core,
  admin: SessionUser,
  id: number,
  outcome: "paid" | "rejected",
  noteInput?: string | null,
) {
  const note = noteInput?.trim() || null;
  return core.db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)).for("update");
    if (!row) throw notFound("Withdrawal request");
    if (row.status !== "pending")
      throw conflict("already_settled", `This withdrawal is already ${row.status}`, { status: row.status });
    // A purged account's requests are settled by the purge itself (users/purge.ts).
    if (row.userId === null) throw conflict("account_purged", "The account of this withdrawal no longer exists");
    const userId = row.userId;
    if (outcome === "rejected") {
      await applyLedgerEntry(tx, {
        userId,
        account: "cash_cc",
        amount: row.amount,
        kind: "withdrawal_refund",
        ref: `withdrawal:${row.id}`,
        idempotencyKey: `withdrawal-refund:${row.id}`,
        note,
        createdByUserId: admin.id,
      });
    }
    const [updated] = await tx
      .update(withdrawalRequests)
      .set({ status: outcome, adminNote: note, processedByUserId: admin.id, processedAt: sql`now()` })
      .where(eq(withdrawalRequests.id, id))
      .returning();
    const amount = milliToCc(row.amount);
    if (outcome === "paid") {
      await notify(core, tx, {
        userId,
        kind: "withdrawal_paid",
        params: { amount, withdrawalId: row.id },
        link: paths.me.withdrawals,
      });
    } else {
      await notify(core, tx, {
        userId,
        kind: "withdrawal_rejected",
        params: { amount, withdrawalId: row.id, note },
        link: paths.me.withdrawals,
      });
    }
    return serializeWithdrawal(updated);
  });
}

/**
 * Keeps a purged account's withdrawals as money records: amounts and statuses stay, the payout
 * account details go, and a still pending request is closed as rejected (its balance is gone).
 */
export async function anonymiseWithdrawalsOf(db: DbOrTx, userId: number) {
  await db
    .update(withdrawalRequests)
    .set({
      status: sql`case when ${withdrawalRequests.status} = 'pending' then 'rejected' else ${withdrawalRequests.status} end`,
      adminNote: sql`case when ${withdrawalRequests.status} = 'pending' then 'account deleted' else ${withdrawalRequests.adminNote} end`,
      processedAt: sql`coalesce(${withdrawalRequests.processedAt}, now())`,
      accountDetails: "",
    })
    .where(eq(withdrawalRequests.userId, userId));
}

/** The dashboard's count: withdrawals waiting for an administrator. */
export async function pendingWithdrawalCount(core: Pick<Core, "db">) {
  const [row] = await core.db
    .select({ n: count() })
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.status, "pending"));
  return Number(row.n);
}
