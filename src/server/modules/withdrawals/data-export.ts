// What the withdrawals module gives to a buyer's data export: the user's payout requests.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { WithdrawalStatus } from "../../../shared/api/withdrawals.js";
import { milliToCc } from "../../../shared/cc.js";
import type { DbOrTx } from "../../db/client.js";
import { withdrawalRequests } from "../../db/schema/credits.js";

/** The user's withdrawal requests, oldest first, with the payout details they gave (the deciding admin stays out). */
export async function exportWithdrawalsOf(db: DbOrTx, userId: number): Promise<DataExport["withdrawals"]> {
  const rows = await db
    .select()
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.userId, userId))
    .orderBy(asc(withdrawalRequests.id));
  return rows.map((r) => ({
    id: r.id,
    amount: milliToCc(r.amount),
    method: r.method,
    account_details: r.accountDetails,
    status: r.status as WithdrawalStatus,
    admin_note: r.adminNote,
    processed_at: r.processedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
