// An order's payments and refunds as the order answers show them, and their sums in the database
// (api.md "The buyer's money, protected"). Read by the order answers and by the services that
// add records; adds nothing itself.
import { asc, inArray, sql } from "drizzle-orm";
import type { Payment, Refund } from "../../../shared/api/protection.js";
import type { DbOrTx } from "../../db/client.js";
import { orderPayments, orderRefunds } from "../../db/schema/protection.js";
import { queryRows } from "../../lib/sql.js";
import { amountDueCents, fromCents, moneyOf } from "../../../shared/price-chain/index.js";
import type { OrderRow } from "./serialize.js";

type PaymentRow = typeof orderPayments.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;
export type MoneyRecords = { payments: PaymentRow[]; refunds: RefundRow[] };

export const serializePayment = (r: PaymentRow): Payment => ({
  id: r.id,
  amount_usd: fromCents(r.amountCents),
  received_on: r.receivedOn,
  reference: r.reference,
  created_at: r.createdAt.toISOString(),
});

export const serializeRefund = (r: RefundRow): Refund => ({
  id: r.id,
  amount_usd: fromCents(r.amountCents),
  paid_on: r.paidOn,
  reference: r.reference,
  reason: r.reason,
  claim_id: r.claimId,
  created_at: r.createdAt.toISOString(),
});

/** The payments and refunds of some orders, oldest first, by order id. */
export async function moneyRecordsOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, MoneyRecords>> {
  const map = new Map<number, MoneyRecords>();
  if (orderIds.length === 0) return map;
  const [payments, refunds] = [
    await db
      .select()
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, orderIds))
      .orderBy(asc(orderPayments.id)),
    await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds)).orderBy(asc(orderRefunds.id)),
  ];
  const of = (id: number) => {
    let records = map.get(id);
    if (!records) map.set(id, (records = { payments: [], refunds: [] }));
    return records;
  };
  for (const p of payments) of(p.orderId).payments.push(p);
  for (const r of refunds) of(r.orderId).refunds.push(r);
  return map;
}

/** Where an order's money stands, from its row and its records (money.ts). */
export function moneyOfOrder(o: OrderRow, records: MoneyRecords | undefined) {
  return moneyOf({
    status: o.status as Parameters<typeof moneyOf>[0]["status"],
    amountDueCents: amountDueCents(o),
    paymentsCents: (records?.payments ?? []).map((p) => p.amountCents),
    refundsCents: (records?.refunds ?? []).map((r) => r.amountCents),
    shipBy: o.shipBy,
    refundRequestedAt: o.refundRequestedAt,
  });
}

/** The money fields of an order answer. */
export function serializeMoney(o: OrderRow, records: MoneyRecords | undefined) {
  const m = moneyOfOrder(o, records);
  return {
    payments: (records?.payments ?? []).map(serializePayment),
    refunds: (records?.refunds ?? []).map(serializeRefund),
    paid_usd: fromCents(m.paidCents),
    refunded_usd: fromCents(m.refundedCents),
    balance_due_usd: m.balanceDueCents === null ? null : fromCents(m.balanceDueCents),
    protection: {
      status: m.protection.status,
      held_usd: fromCents(m.protection.heldCents),
      ship_by: m.protection.shipBy,
    },
  };
}

/** An order's payments and refunds added up in the database (the caller holds the order's lock). */
export async function sumsIn(tx: DbOrTx, orderId: number): Promise<{ paidCents: number; refundedCents: number }> {
  const [row] = await queryRows<{ paid: string; refunded: string }>(
    tx,
    sql`select
          (select coalesce(sum(amount_cents), 0) from ${orderPayments} where order_id = ${orderId})::text as paid,
          (select coalesce(sum(amount_cents), 0) from ${orderRefunds} where order_id = ${orderId})::text as refunded`,
  );
  return { paidCents: Number(row.paid), refundedCents: Number(row.refunded) };
}

/**
 * The orders whose money is due back to the buyer (protection `refund_due`: cancelled, or a
 * refund asked for before shipping, with the net paid above 0), for the dashboard.
 */
export async function refundsDueCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with paid as (select order_id, sum(amount_cents) as cents from ${orderPayments} group by order_id),
             refunded as (select order_id, sum(amount_cents) as cents from ${orderRefunds} group by order_id)
        select count(*)::int as n
        from orders o
        join paid p on p.order_id = o.id
        left join refunded r on r.order_id = o.id
        where p.cents - coalesce(r.cents, 0) > 0
          and (o.status = 'cancelled' or (o.refund_requested_at is not null and o.status in ('invoiced', 'paid')))`,
  );
  return row?.n ?? 0;
}
