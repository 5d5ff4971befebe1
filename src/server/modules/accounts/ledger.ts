import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import { ccLedger } from "../../db/schema/credits.js";
import { users } from "../../db/schema/users.js";
import { insufficientCc, notFound } from "../../lib/errors.js";
import type { LedgerKind } from "../../../shared/ledger-kinds.js";

export type Account = "cc" | "cash_cc";

export type LedgerEntryInput = {
  userId: number;
  account: Account;
  /** Signed, in milli-CC (integer thousandths). */
  amount: number;
  kind: LedgerKind;
  ref?: string | null;
  /** The same key never moves money twice (e.g. `review-reward:42`). */
  idempotencyKey: string;
  note?: string | null;
  createdByUserId?: number | null;
};

export type LedgerResult = { applied: boolean; entryId: number | null; balanceAfter: number };

const balanceColumn = (account: Account) => (account === "cc" ? users.ccBalance : users.cashCcBalance);

/**
 * Moves CC: one ledger row and the matching balance change, inside the caller's
 * transaction. A repeated idempotency key is a no-op (`applied: false`); a debit larger
 * than the balance throws 402 insufficient_cc and changes nothing.
 *
 * The ledger row is inserted first with ON CONFLICT DO NOTHING, so two racing requests
 * serialise on the unique key: the loser inserts nothing and leaves the balance alone.
 */
export async function applyLedgerEntry(tx: Tx, input: LedgerEntryInput): Promise<LedgerResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0)
    throw new Error("ledger amount must be a non-zero integer");
  const column = balanceColumn(input.account);
  const [entry] = await tx
    .insert(ccLedger)
    .values({
      userId: input.userId,
      account: input.account,
      amount: input.amount,
      balanceAfter: 0,
      kind: input.kind,
      ref: input.ref ?? null,
      idempotencyKey: input.idempotencyKey,
      note: input.note ?? null,
      createdByUserId: input.createdByUserId ?? null,
    })
    .onConflictDoNothing({ target: ccLedger.idempotencyKey })
    .returning({ id: ccLedger.id });
  if (!entry) {
    const [u] = await tx.select({ balance: column }).from(users).where(eq(users.id, input.userId));
    return { applied: false, entryId: null, balanceAfter: u?.balance ?? 0 };
  }
  // Conditional update: a debit only succeeds while the balance covers it.
  const [updated] = await tx
    .update(users)
    .set(
      input.account === "cc"
        ? { ccBalance: sql`${users.ccBalance} + ${input.amount}` }
        : { cashCcBalance: sql`${users.cashCcBalance} + ${input.amount}` },
    )
    .where(and(eq(users.id, input.userId), input.amount < 0 ? gte(column, -input.amount) : sql`true`))
    .returning({ balance: column });
  if (!updated) {
    const [u] = await tx.select({ balance: column }).from(users).where(eq(users.id, input.userId));
    if (!u) throw notFound("User");
    // Throwing rolls back the ledger row inserted above together with everything else.
    throw insufficientCc({ required: -input.amount / 1000, balance: u.balance / 1000, account: input.account });
  }
  await tx.update(ccLedger).set({ balanceAfter: updated.balance }).where(eq(ccLedger.id, entry.id));
  return { applied: true, entryId: entry.id, balanceAfter: updated.balance };
}

/** Whether a charge or reward with this key already happened. */
export async function ledgerEntryExists(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: ccLedger.id })
    .from(ccLedger)
    .where(eq(ccLedger.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows.length > 0;
}

/** The signed amounts of ledger entries by id (what a grant or purchase cost), for other modules' lists. */
export async function ledgerAmounts(db: DbOrTx, entryIds: number[]): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ccLedger.id, amount: ccLedger.amount })
    .from(ccLedger)
    .where(inArray(ccLedger.id, entryIds));
  return new Map(rows.map((r) => [r.id, r.amount]));
}
