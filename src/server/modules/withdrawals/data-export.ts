// What the withdrawals module gives to a buyer's data export: the user's payout requests.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { withdrawalRequests } from "../../db/schema/credits.js";
import { serializeWithdrawal } from "./service.js";

/** The user's withdrawal requests, oldest first, with the payout details they gave (the deciding admin stays out). */
export async function exportWithdrawalsOf(db: DbOrTx, userId: number): Promise<DataExport["withdrawals"]> {
  const rows = await db
    .select()
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.userId, userId))
    .orderBy(asc(withdrawalRequests.id));
  // The user's own id is the export's subject, not a field of each row.
  return rows.map((r) => {
    const { user_id: _user, ...withdrawal } = serializeWithdrawal(r);
    return withdrawal;
  });
}
