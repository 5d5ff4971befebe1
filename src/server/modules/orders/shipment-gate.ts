// The rule that holds the buyer's money until the car ships (api.md "The buyer's money,
// protected"): an order holding payments moves to `shipped` only with its B/L number and the
// bill of lading uploaded, the proof peers check before they release the money.
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { orderDocuments } from "../../db/schema/deals.js";
import { conflict } from "../../lib/errors.js";
import { sumsIn } from "./money-records.js";

/**
 * Throws `409 bill_of_lading_missing` when the order holds money (paid minus refunded above 0)
 * and lacks the B/L number (`blNumber`, as it will be after the change) or a bill of lading
 * document (not removed). The caller holds the order's lock.
 */
export async function shipmentGate(tx: DbOrTx, orderId: number, blNumber: string | null | undefined) {
  const { paidCents, refundedCents } = await sumsIn(tx, orderId);
  if (paidCents - refundedCents <= 0) return;
  const [document] = await tx
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.orderId, orderId),
        eq(orderDocuments.kind, "bill_of_lading"),
        isNull(orderDocuments.deletedAt),
      ),
    )
    .limit(1);
  const hasNumber = typeof blNumber === "string" && blNumber.trim().length > 0;
  if (hasNumber && document) return;
  throw conflict(
    "bill_of_lading_missing",
    "An order holding the buyer's money ships only with its B/L number and the bill of lading uploaded",
    { bl_number: hasNumber, bill_of_lading: document !== undefined },
  );
}

/** The money an order holds (paid minus refunded, in cents); the caller holds the order's lock. */
export async function heldCentsIn(tx: DbOrTx, orderId: number): Promise<number> {
  const { paidCents, refundedCents } = await sumsIn(tx, orderId);
  return Math.max(0, paidCents - refundedCents);
}
