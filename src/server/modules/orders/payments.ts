// Payments received and refunds sent against an order (api.md "The buyer's money, protected").
// Both are append-only records (the database refuses UPDATE and DELETE); an administrator records
// each one, the service adds them up in cents under the order's row lock, so two admins at once
// never refund more than was paid, and the payment that covers the amount due moves the order on.
import { and, eq, sql } from "drizzle-orm";
import type { PaymentBody, RefundBody } from "../../../shared/api/protection.js";
import { addDays, todayIn } from "../../../shared/days.js";
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import { orders } from "../../db/schema/deals.js";
import { orderClaims, orderPayments, orderRefunds } from "../../db/schema/protection.js";
import { AppError, conflict, validationError } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { notify } from "../notifications/index.js";
import { getSettingIn } from "../settings/index.js";
import { amountDueCents, fromCents, moneyOf, usdToCents } from "../../../shared/price-chain/index.js";
import { serializePayment, serializeRefund, sumsIn } from "./money-records.js";
import { applyMove, lockOrder } from "./service.js";

/** Statuses in which a payment may be recorded: from the invoice on, never once cancelled. */
const PAYABLE = new Set(["invoiced", "paid", "shipped", "delivered"]);

/** The oldest day a payment or refund may carry (a typo such as 0202 is refused, not stored). */
const EARLIEST_DAY = "2000-01-01";

/** A USD amount in cents, or 422 naming the field (more than 2 decimals). */
function centsOf(field: string, amount: number): number {
  const cents = usdToCents(amount);
  if (cents === null || cents <= 0)
    throw validationError([{ field, message: "must be more than 0 with at most 2 decimals" }]);
  return cents;
}

/** A day that is neither in the future (in TZ_SCHEDULE) nor before 2000, or 422 naming the field. */
function pastDay(core: Core, field: string, day: string): string {
  if (day > todayIn(core.config.tzSchedule)) throw validationError([{ field, message: "must not be in the future" }]);
  if (day < EARLIEST_DAY) throw validationError([{ field, message: `must be ${EARLIEST_DAY} or later` }]);
  return day;
}

/** A reference or reason as stored: trimmed, never empty (422). */
function text(field: string, value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/\u0000/g, "").trim();
  if (clean.length === 0) throw validationError([{ field, message: "must not be empty" }]);
  return clean;
}

const carNameOf = async (tx: Tx, carId: number) =>
  (await tx.select({ carName: cars.carName }).from(cars).where(eq(cars.id, carId)))[0]?.carName ?? "";

/**
 * POST /api/admin/orders/{order_id}/payments. Under the order's lock: the payment is added; when
 * the net paid first reaches the amount due, `ship_by` is set (that payment's day +
 * `ship_within_days`, never moved after) and an `invoiced` order moves to `paid` (the buyer gets
 * the payment's notification and the status change's).
 */
export async function recordPayment(core: Core, admin: SessionUser, orderId: number, body: PaymentBody) {
  const cents = centsOf("amount_usd", body.amount_usd);
  const receivedOn = pastDay(core, "received_on", body.received_on);
  const reference = text("reference", body.reference);
  const { payment, movedToPaid, carId } = await core.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, orderId));
    if (!PAYABLE.has(order.status))
      throw conflict(
        "invalid_transition",
        `A payment can be recorded from the invoice on, and not on a ${order.status} order`,
        { from: order.status, to: "payment" },
      );
    const [row] = await tx
      .insert(orderPayments)
      .values({ orderId, amountCents: cents, receivedOn, reference, recordedByUserId: admin.id })
      .returning();
    const { paidCents, refundedCents } = await sumsIn(tx, orderId);
    const due = amountDueCents(order);
    const covered = due !== null && paidCents - refundedCents >= due;
    let shipBy = order.shipBy;
    if (covered && shipBy === null) {
      shipBy = addDays(receivedOn, await getSettingIn(tx, "ship_within_days"));
      await tx
        .update(orders)
        .set({ shipBy, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    }
    const after = moneyOf({
      status: order.status as "invoiced",
      amountDueCents: due,
      paymentsCents: [paidCents],
      refundsCents: [refundedCents],
      shipBy,
      refundRequestedAt: order.refundRequestedAt,
    });
    if (order.userId !== null)
      await notify(core, tx, {
        userId: order.userId,
        kind: "order_payment",
        params: {
          orderId,
          carName: await carNameOf(tx, order.carId),
          amountUsd: fromCents(cents),
          receivedOn,
          reference,
          paidUsd: fromCents(after.netCents),
          balanceUsd: after.balanceDueCents === null ? null : fromCents(after.balanceDueCents),
          shipBy,
        },
      });
    const moves = covered && order.status === "invoiced";
    if (moves) await applyMove(core, tx, { ...order, shipBy }, "paid", { actorId: admin.id });
    return { payment: row, movedToPaid: moves, carId: order.carId };
  });
  // Paid marks the car sold out (an alert for its watchers), as a PATCH to paid does.
  if (movedToPaid) await core.events.emit("ordersChanged", { carIds: [carId], reason: "status", paid: true });
  return serializePayment(payment);
}

/**
 * POST /api/admin/orders/{order_id}/refunds. Under the order's lock: never more than paid minus
 * refunded (422 refund_exceeds_paid, with what may still be refunded). A refund naming a claim
 * names an accepted claim of this order.
 */
export async function recordRefund(core: Core, admin: SessionUser, orderId: number, body: RefundBody) {
  const cents = centsOf("amount_usd", body.amount_usd);
  const paidOn = pastDay(core, "paid_on", body.paid_on);
  const reference = text("reference", body.reference);
  const reason = text("reason", body.reason);
  const claimId = body.claim_id ?? null;
  const refund = await core.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, orderId));
    if (claimId !== null) {
      const [claim] = await tx
        .select({ status: orderClaims.status })
        .from(orderClaims)
        .where(and(eq(orderClaims.id, claimId), eq(orderClaims.orderId, orderId)));
      if (!claim || claim.status !== "accepted")
        throw validationError([{ field: "claim_id", message: "is not an accepted claim of this order" }]);
    }
    const { paidCents, refundedCents } = await sumsIn(tx, orderId);
    const refundable = paidCents - refundedCents;
    if (cents > refundable)
      throw new AppError(
        422,
        "refund_exceeds_paid",
        `A refund may be at most what was paid and not yet refunded (${fromCents(Math.max(0, refundable))} USD)`,
        { refundable_usd: fromCents(Math.max(0, refundable)) },
      );
    const [row] = await tx
      .insert(orderRefunds)
      .values({ orderId, amountCents: cents, paidOn, reference, reason, claimId, recordedByUserId: admin.id })
      .returning();
    if (order.userId !== null)
      await notify(core, tx, {
        userId: order.userId,
        kind: "order_refund",
        params: {
          orderId,
          carName: await carNameOf(tx, order.carId),
          amountUsd: fromCents(cents),
          paidOn,
          reference,
          reason,
          refundedUsd: fromCents(refundedCents + cents),
          paidUsd: fromCents(paidCents),
          claimId,
        },
      });
    return row;
  });
  return serializeRefund(refund);
}
