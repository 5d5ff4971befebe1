// What the promo-alerts module gives to a buyer's data export: the promotion emails sent to the user.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { withCarNames } from "../cars/index.js";
import { promoAlertsSent } from "../../db/schema/community.js";

/** The cars the user was sent a promotion email about, oldest first. */
export async function exportPromoEmailsOf(db: DbOrTx, userId: number): Promise<DataExport["promo_emails"]> {
  const sent = await db
    .select({ carId: promoAlertsSent.carId, at: promoAlertsSent.createdAt })
    .from(promoAlertsSent)
    .where(eq(promoAlertsSent.userId, userId))
    .orderBy(asc(promoAlertsSent.createdAt), asc(promoAlertsSent.carId));
  const rows = await withCarNames(db, sent, (r) => r.carId);
  return rows.map((r) => ({ car: { id: r.carId, car_name: r.carName }, created_at: r.at.toISOString() }));
}
