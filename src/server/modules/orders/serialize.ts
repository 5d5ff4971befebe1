import { asc, inArray } from "drizzle-orm";
import type { OrderStatus } from "../../../shared/api/deals.js";
import type { DbOrTx } from "../../db/client.js";
import type { cars } from "../../db/schema/cars.js";
import { orderEvents, type orders } from "../../db/schema/deals.js";
import { milliToCc } from "../../../shared/cc.js";
import type { Lang } from "../../../shared/api/constants.js";
import { amountDueUsd, fromCents } from "../../../shared/price-chain/index.js";

export type OrderRow = typeof orders.$inferSelect;
type CarRow = Pick<typeof cars.$inferSelect, "id" | "carName" | "mainImage">;
type EventRow = typeof orderEvents.$inferSelect;

/** Statuses from which the proforma invoice exists. */
export const INVOICE_STATUSES: readonly OrderStatus[] = ["invoiced", "paid", "shipped", "delivered"];

/** The events of some orders, oldest first, by order id. */
export async function eventsOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, EventRow[]>> {
  const map = new Map<number, EventRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.id));
  for (const row of rows) {
    const list = map.get(row.orderId) ?? [];
    list.push(row);
    map.set(row.orderId, list);
  }
  return map;
}

/** The frozen quote of an order bought with a port, or null. */
export function quoteOf(o: OrderRow) {
  if (o.quotePortId === null || o.quoteFobCents === null) return null;
  return {
    port_id: o.quotePortId,
    fob_usd: fromCents(o.quoteFobCents),
    freight_usd: fromCents(o.quoteFreightCents ?? 0),
    insurance_usd: fromCents(o.quoteInsuranceCents ?? 0),
    total_usd: fromCents(o.quoteTotalCents ?? 0),
    duties_total_usd: o.quoteDutiesTotalCents === null ? null : fromCents(o.quoteDutiesTotalCents),
    door_total_usd: o.quoteDoorTotalCents === null ? null : fromCents(o.quoteDoorTotalCents),
  };
}

/**
 * One order's answer. `portNames`: every port's names by id, so the page names the quote's port in
 * its own language (`destination_port` keeps the name in the buyer's, as the documents print it).
 */
export function serializeOrder(
  o: OrderRow,
  car: CarRow,
  events: EventRow[],
  portNames: ReadonlyMap<number, Record<Lang, string>>,
) {
  return {
    id: o.id,
    car: { id: car.id, car_name: car.carName, main_image: car.mainImage },
    status: o.status as OrderStatus,
    reserved_until: o.reservedUntil.toISOString(),
    price_krw: Number(o.priceKrw),
    price_usd: o.priceUsdCents === null ? null : fromCents(o.priceUsdCents),
    destination_port: o.destinationPort,
    destination_port_names: (o.quotePortId === null ? undefined : portNames.get(o.quotePortId)) ?? null,
    quote: quoteOf(o),
    amount_due_usd: amountDueUsd(o),
    vessel: o.vessel,
    bl_number: o.blNumber,
    etd: o.etd,
    eta: o.eta,
    charged_cc: milliToCc(o.chargedAmount),
    has_invoice: INVOICE_STATUSES.includes(o.status as OrderStatus),
    invoice_code: o.invoiceCode,
    created_at: o.createdAt.toISOString(),
    events: events.map((e) => ({ status: e.status as OrderStatus, note: e.note, at: e.createdAt.toISOString() })),
    courier_name: o.courierName,
    courier_tracking: o.courierTracking,
  };
}
