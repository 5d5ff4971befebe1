import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import { ccLedger } from "../../db/schema/credits.js";
import { users } from "../../db/schema/users.js";
import { insufficientCc, notFound } from "../../lib/errors.js";
import { queryRows } from "../../lib/sql.js";
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
 * The ledger is append-only (the database refuses UPDATE), so the row is written once, after
 * the balance, with the balance it left. Two racing requests with one key serialise on a
 * transaction-scoped advisory lock of the key: the second waits for the first to commit, then
 * finds its entry and leaves the balance alone. The unique key stays the last guard.
 */
export async function applyLedgerEntry(tx: Tx, input: LedgerEntryInput): Promise<LedgerResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0)
    throw new Error("ledger amount must be a non-zero integer");
  const column = balanceColumn(input.account);
  const balanceNow = async () => {
    const [u] = await tx.select({ balance: column }).from(users).where(eq(users.id, input.userId));
    return u;
  };
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_KEY_LOCK}, hashtext(${input.idempotencyKey}))`);
  if (await ledgerEntryExists(tx, input.idempotencyKey)) {
    return { applied: false, entryId: null, balanceAfter: (await balanceNow())?.balance ?? 0 };
  }
  // One statement moves the balance and writes the entry with the balance it left: a debit moves
  // only while the balance covers it, and no row comes back when it does not (or no such user).
  const balance = sql.raw(input.account === "cc" ? "cc_balance" : "cash_cc_balance");
  const [entry] = await queryRows<{ id: number | string; balance: number | string }>(
    tx,
    sql`with moved as (
          update ${users} set ${balance} = ${balance} + ${input.amount}
          where id = ${input.userId} and ${input.amount < 0 ? sql`${balance} >= ${-input.amount}` : sql`true`}
          returning ${balance} as balance
        )
        insert into ${ccLedger} (user_id, account, amount, balance_after, kind, ref, idempotency_key, note, created_by_user_id)
        select ${input.userId}, ${input.account}, ${input.amount}, moved.balance, ${input.kind}, ${input.ref ?? null},
               ${input.idempotencyKey}, ${input.note ?? null}, ${input.createdByUserId ?? null}
        from moved
        returning id, balance_after as balance`,
  );
  if (!entry) {
    const u = await balanceNow();
    if (!u) throw notFound("User");
    throw insufficientCc({ required: -input.amount / 1000, balance: u.balance / 1000, account: input.account });
  }
  // (A conflict on the key would mean a writer that skipped the lock: it throws, and the balance rolls back too.)
  return { applied: true, entryId: Number(entry.id), balanceAfter: Number(entry.balance) };
}

/** The first key of the two-key advisory lock a ledger entry's idempotency key is locked with. */
const LEDGER_KEY_LOCK = 734_120_018;

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
