// The buyer asks for the money back (api.md "The buyer's money, protected"): allowed while the
// money is held and the car has not shipped by `ship_by` (today in TZ_SCHEDULE after it). The
// order becomes `refund_due`; the buyer gets a confirmation, the staff an email; the request is
// in the audit log under the buyer's name.
import { and, eq, sql } from "drizzle-orm";
import { todayIn } from "../../../shared/days.js";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";
import { orders } from "../../db/schema/deals.js";
import { conflict, validationError } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { recordAudit } from "../audit/index.js";
import { notify } from "../notifications/index.js";
import { fromCents } from "../../../shared/price-chain/index.js";
import { moneyOfOrder, moneyRecordsOf } from "./money-records.js";
import { lockOrder, myOrder } from "./service.js";
import { emailStaff } from "./staff-email.js";

/** POST /api/users/me/orders/{order_id}/refund-request: the order, now `refund_due`. */
export async function requestRefund(core: Core, buyer: SessionUser, orderId: number, rawReason: string) {
  // eslint-disable-next-line no-control-regex
  const reason = rawReason.replace(/\u0000/g, "").trim();
  if (reason.length === 0) throw validationError([{ field: "reason", message: "must not be empty" }]);
  await core.db.transaction(async (tx) => {
    const order = await lockOrder(tx, and(eq(orders.id, orderId), eq(orders.userId, buyer.id))!);
    const money = moneyOfOrder(order, (await moneyRecordsOf(tx, [orderId])).get(orderId));
    const today = todayIn(core.config.tzSchedule);
    const shipBy = money.protection.shipBy;
    if (money.protection.status !== "held" || shipBy === null || !(today > shipBy))
      throw conflict(
        "refund_not_due",
        money.protection.status !== "held"
          ? "The money can be asked back only while it is held for an order that has not shipped"
          : shipBy === null
            ? "The money can be asked back once the order is paid in full and its shipping date has passed"
            : `The money can be asked back after ${shipBy} if the car has not shipped by then`,
        { ship_by: money.netCents > 0 ? shipBy : null },
      );
    await tx
      .update(orders)
      .set({ refundRequestedAt: sql`now()`, refundRequestReason: reason, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, {
      action: "order.refund_request",
      actor: { id: buyer.id, email: buyer.email },
      target: { type: "order", id: orderId },
      after: { refund_request_reason: reason, held_usd: fromCents(money.netCents), ship_by: shipBy },
    });
    const [car] = await tx.select({ carName: cars.carName }).from(cars).where(eq(cars.id, order.carId));
    const carName = car?.carName ?? "";
    const heldUsd = fromCents(money.netCents);
    await notify(core, tx, {
      userId: buyer.id,
      kind: "order_refund_requested",
      params: { orderId, carName, heldUsd, shipBy },
    });
    await emailStaff(core, tx, "refund_request_received", {
      orderId,
      carName,
      email: buyer.email,
      heldUsd,
      shipBy,
      reason,
    });
  });
  return myOrder(core, buyer.id, orderId);
}
