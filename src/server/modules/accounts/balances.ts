// What other modules and the routes read of the CC ledger: balances and entries.
import { count, desc, eq } from "drizzle-orm";
import { milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { ccLedger } from "../../db/schema/credits.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { getUser } from "./service.js";

export function serializeLedgerEntry(e: typeof ccLedger.$inferSelect) {
  return {
    id: e.id,
    account: e.account as "cc" | "cash_cc",
    amount: milliToCc(e.amount),
    balance_after: milliToCc(e.balanceAfter),
    kind: e.kind,
    ref: e.ref,
    note: e.note,
    created_at: e.createdAt.toISOString(),
  };
}

/** One ledger entry as the API shows it, or null. */
export async function ledgerEntry(db: DbOrTx, entryId: number) {
  const [entry] = await db.select().from(ccLedger).where(eq(ccLedger.id, entryId));
  return entry ? serializeLedgerEntry(entry) : null;
}

/** Both balances and the user's ledger, newest first. */
export async function getCredits(core: Core, userId: number, page: number, pageSize: number) {
  const user = await getUser(core.db, userId);
  const [entries, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(ccLedger)
      .where(eq(ccLedger.userId, userId))
      .orderBy(desc(ccLedger.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    core.db.select({ total: count() }).from(ccLedger).where(eq(ccLedger.userId, userId)),
  ]);
  // The contract names the ledger's items `entries`.
  const { items, ...paging } = pagedResponse(entries.map(serializeLedgerEntry), total, page, pageSize);
  return {
    cc_balance: milliToCc(user.ccBalance),
    cash_cc_balance: milliToCc(user.cashCcBalance),
    entries: items,
    ...paging,
  };
}
