// What the orders module gives to a buyer's data export: the user's orders with their timelines,
// the payments and refunds, the protection of their money and their claims.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { OrderStatus } from "../../../shared/api/deals-statuses.js";
import { milliToCc } from "../../../shared/cc.js";
import { fromCents } from "../../../shared/price-chain/index.js";
import type { DbOrTx } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import { orders } from "../../db/schema/deals.js";
import { eventsOf, quoteOf } from "./serialize.js";
import { exportDocumentsOf } from "./documents.js";
import { moneyRecordsOf, serializeMoney } from "./money-records.js";
import { claimsOfOrders } from "./claims.js";

/** The user's orders, oldest first, each with its car, frozen quote, shipping and events (no admin ids). */
export async function exportOrdersOf(db: DbOrTx, userId: number): Promise<DataExport["orders"]> {
  const rows = await db
    .select({ o: orders, carName: cars.carName })
    .from(orders)
    .innerJoin(cars, eq(cars.id, orders.carId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id));
  const events = await eventsOf(
    db,
    rows.map((r) => r.o.id),
  );
  const documents = await exportDocumentsOf(
    db,
    rows.map((r) => r.o.id),
  );
  const money = await moneyRecordsOf(
    db,
    rows.map((r) => r.o.id),
  );
  const claims = await claimsOfOrders(
    db,
    rows.map((r) => r.o.id),
  );
  return rows.map(({ o, carName }) => ({
    id: o.id,
    car: { id: o.carId, car_name: carName },
    status: o.status as OrderStatus,
    reserved_until: o.reservedUntil.toISOString(),
    price_krw: Number(o.priceKrw),
    price_usd: o.priceUsdCents === null ? null : fromCents(o.priceUsdCents),
    charged_cc: milliToCc(o.chargedAmount),
    destination_port: o.destinationPort,
    quote: quoteOf(o),
    vessel: o.vessel,
    bl_number: o.blNumber,
    etd: o.etd,
    eta: o.eta,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    events: (events.get(o.id) ?? []).map((e) => ({
      status: e.status as OrderStatus,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    courier_name: o.courierName,
    courier_tracking: o.courierTracking,
    documents: documents.get(o.id) ?? [],
    ...serializeMoney(o, money.get(o.id)),
    refund_request:
      o.refundRequestedAt === null
        ? null
        : { requested_at: o.refundRequestedAt.toISOString(), reason: o.refundRequestReason ?? "" },
    claims: claims.get(o.id) ?? [],
  }));
}
