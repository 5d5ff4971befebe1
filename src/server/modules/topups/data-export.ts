// What the top-ups module gives to a buyer's data export: the user's top-ups by bank transfer.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { TopupStatus } from "../../../shared/api/deals.js";
import { milliToCc } from "../../../shared/cc.js";
import type { DbOrTx } from "../../db/client.js";
import { topups } from "../../db/schema/deals.js";

/**
 * The user's top-ups, oldest first. The slip is named by its type and size, not its stored key
 * (the file stays in the object store); the admin who settled it stays out.
 */
export async function exportTopupsOf(db: DbOrTx, userId: number): Promise<DataExport["topups"]> {
  const rows = await db.select().from(topups).where(eq(topups.userId, userId)).orderBy(asc(topups.id));
  return rows.map((r) => ({
    id: r.id,
    amount_cc: milliToCc(r.amount),
    amount_usd: r.amountUsdCents / 100,
    reference: r.reference,
    payer_name: r.payerName,
    note: r.note,
    status: r.status as TopupStatus,
    confirmed_amount_cc: r.confirmedAmount === null ? null : milliToCc(r.confirmedAmount),
    reject_reason: r.rejectReason,
    has_proof: r.proofFile !== null,
    proof_type: r.proofType,
    proof_size: r.proofSize,
    proof_uploaded_at: r.proofUploadedAt?.toISOString() ?? null,
    processed_at: r.processedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
