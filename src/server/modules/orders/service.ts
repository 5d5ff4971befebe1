// Orders after the reservation: the buyer's view and cancel, the administrators' list and
// forward-only moves, and the expiry of reservations nobody followed up.
import { and, count, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { ORDER_FLOW, type OrderPatchBody, type OrderStatus } from "../../../shared/api/deals.js";
import type { Core } from "../../core.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import { orderEvents, orders } from "../../db/schema/deals.js";
import { users } from "../../db/schema/users.js";
import { conflict, notFound, validationError } from "../../lib/errors.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import type { SessionUser } from "../../lib/session-user.js";
import { setSoldout } from "../cars/index.js";
import { notify } from "../notifications/index.js";
import { documentsOf } from "./documents.js";
import { eventsOf, serializeOrder, type OrderRow } from "./serialize.js";
import { cachedSettings, getSettings } from "../settings/index.js";
import { moneyRecordsOf, serializeMoney } from "./money-records.js";
import { claimWindowClosesAt, deliveredAt } from "./claim-window.js";
import { heldCentsIn, shipmentGate } from "./shipment-gate.js";
import { activePortIn, allPorts, portIn, portName, portNamesById } from "../ports/index.js";
import { allExportRestrictions, assertExportable, exportStatusOf } from "../export-restrictions/index.js";
import {
  amountDueCents,
  carFobCents,
  doorTotalCents,
  fromCents,
  insuranceMilliPctOf,
  toCents,
} from "../../../shared/price-chain/index.js";
import { languageForCountry } from "../../../shared/country-language.js";
import { newInvoiceCode } from "./invoice-code.js";
import { allImportRules, frozenDutiesCents } from "../import-rules/index.js";
import { freezeQuote, noQuote, type FrozenDuties, type QuoteColumns } from "./quote.js";

const carColumns = {
  id: cars.id,
  carName: cars.carName,
  mainImage: cars.mainImage,
  vin: cars.vin,
  // What the export restrictions read (the admin's `export_status`).
  year: cars.year,
  displacementCc: cars.displacementCc,
  powerHp: cars.powerHp,
  fuel: cars.fuel,
};
type CarColumns = { year: number; displacementCc: number | null; powerHp: number | null; fuel: string };

/**
 * The admin's `export_status` of orders: each order's car at its port's country as the export
 * restrictions stand now (api.md "The truth at the border"); null without a port or once it is gone.
 */
async function exportStatusReader(core: Core) {
  const [ports, restrictions] = await Promise.all([allPorts(core), allExportRestrictions(core)]);
  const countryOf = new Map(ports.map((p) => [p.id, p.country]));
  return (o: OrderRow, car: CarColumns) => {
    const country = o.quotePortId === null ? undefined : countryOf.get(o.quotePortId);
    return country === undefined ? null : exportStatusOf(core, restrictions, country, car);
  };
}

/** Whether `from → to` is a move of the deal: one step forward, or cancel from anything but delivered. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (to === "cancelled") return from !== "delivered" && from !== "cancelled";
  const i = ORDER_FLOW.indexOf(from);
  return i >= 0 && ORDER_FLOW[i + 1] === to;
}

/** The buyer's fields of an admin's order; a purged buyer's order has none (user_id null, no name). */
const buyerOf = (userId: number | null, email: string | null, name: string | null) => ({
  user_id: userId,
  email: email ?? "",
  user_name: name ?? "",
});

async function loadOne(core: Core, db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({ o: orders, car: carColumns, email: users.email, name: users.name })
    .from(orders)
    .innerJoin(cars, eq(cars.id, orders.carId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where);
  if (!row) throw notFound("Order");
  const events = await eventsOf(db, [row.o.id]);
  const documents = await documentsOf(db, [row.o.id]);
  const money = await moneyRecordsOf(db, [row.o.id]);
  const { claim_window_days: claimDays } = await cachedSettings(core);
  const portNames = await portNamesById(core);
  const exportStatus = await exportStatusReader(core);
  return {
    ...serializeOrder(row.o, row.car, events.get(row.o.id) ?? [], portNames),
    documents: documents.get(row.o.id) ?? [],
    ...serializeMoney(row.o, money.get(row.o.id)),
    claim_window_closes_at: closesAt(events.get(row.o.id), claimDays),
    ...buyerOf(row.o.userId, row.email, row.name),
    car_vin: row.car.vin,
    export_status: exportStatus(row.o, row.car),
  };
}

/** The claim window's end as the order answers write it. */
const closesAt = (events: Array<{ status: string; createdAt: Date }> | undefined, days: number) =>
  claimWindowClosesAt(deliveredAt(events ?? []), days)?.toISOString() ?? null;

/** One order as its buyer sees it (someone else's → 404). */
export async function myOrder(core: Core, userId: number, id: number) {
  const {
    user_id: _u,
    email: _e,
    user_name: _n,
    car_vin: _v,
    export_status: _x,
    ...order
  } = await loadOne(core, core.db, and(eq(orders.id, id), eq(orders.userId, userId))!);
  return order;
}

async function listOrders(core: Core, where: SQL | undefined, page: number, pageSize: number) {
  // The page's ids come from the orders index alone; only those rows are joined (a deep page
  // would otherwise join every row it skips).
  const pageIds = core.db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select({ o: orders, car: carColumns, email: users.email, name: users.name })
      .from(orders)
      .innerJoin(cars, eq(cars.id, orders.carId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, pageIds))
      .orderBy(desc(orders.id)),
    core.db.select({ total: count() }).from(orders).where(where),
  ]);
  const events = await eventsOf(
    core.db,
    rows.map((r) => r.o.id),
  );
  const documents = await documentsOf(
    core.db,
    rows.map((r) => r.o.id),
  );
  const money = await moneyRecordsOf(
    core.db,
    rows.map((r) => r.o.id),
  );
  const { claim_window_days: claimDays } = await cachedSettings(core);
  const portNames = await portNamesById(core);
  const exportStatus = await exportStatusReader(core);
  return pagedResponse(
    rows.map((r) => ({
      ...serializeOrder(r.o, r.car, events.get(r.o.id) ?? [], portNames),
      documents: documents.get(r.o.id) ?? [],
      ...serializeMoney(r.o, money.get(r.o.id)),
      claim_window_closes_at: closesAt(events.get(r.o.id), claimDays),
      ...buyerOf(r.o.userId, r.email, r.name),
      car_vin: r.car.vin,
      export_status: exportStatus(r.o, r.car),
    })),
    total,
    page,
    pageSize,
  );
}

/**
 * A purged account's orders stay, anonymised: no user (the buyer's name and email were the user
 * row's, now gone). A live one goes on as it would: a reservation expires, a paid car still ships.
 * Runs inside the purge's transaction (core.purgeSteps).
 */
export async function anonymiseOrdersOf(tx: DbOrTx, userId: number) {
  await tx
    .update(orders)
    .set({ userId: null, updatedAt: sql`now()` })
    .where(eq(orders.userId, userId));
}

export async function myOrders(core: Core, userId: number, page: number, pageSize: number) {
  const result = await listOrders(core, eq(orders.userId, userId), page, pageSize);
  return {
    ...result,
    items: result.items.map(({ user_id: _u, email: _e, user_name: _n, car_vin: _v, export_status: _x, ...o }) => o),
  };
}

export function adminOrders(core: Core, query: { status?: OrderStatus; page: number; page_size: number }) {
  return listOrders(core, query.status ? eq(orders.status, query.status) : undefined, query.page, query.page_size);
}

/**
 * Moves an order (locked by the caller) to `to`: the event, the car's marker (`paid` marks it
 * sold out; cancelling a paid or shipped order clears that again) and the buyer's notification.
 */
export async function applyMove(
  core: Core,
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  opts: { note?: string | null; actorId?: number | null; expired?: boolean; refundDueUsd?: number | null },
) {
  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: sql`now()`,
      // The invoice's verification code and date of issue: set once, at the first invoice, never changed.
      ...(to === "invoiced" && {
        invoiceCode: sql`coalesce(${orders.invoiceCode}, ${await freshInvoiceCode(tx)})`,
        invoicedAt: sql`coalesce(${orders.invoicedAt}, now())`,
      }),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: to,
    note: opts.note ?? null,
    createdByUserId: opts.actorId ?? null,
  });
  if (to === "paid") await setSoldout(tx, order.carId, true);
  if (to === "cancelled" && (order.status === "paid" || order.status === "shipped"))
    await setSoldout(tx, order.carId, false);
  const [car] = await tx.select({ carName: cars.carName }).from(cars).where(eq(cars.id, order.carId));
  // A purged buyer's order still moves (a paid car still ships), with nobody to tell.
  if (order.userId !== null)
    await notify(core, tx, {
      userId: order.userId,
      kind: "order_status",
      params: {
        orderId: order.id,
        carName: car?.carName ?? "",
        status: to,
        note: opts.note ?? null,
        expired: opts.expired,
        refundDueUsd: opts.refundDueUsd ?? null,
      },
    });
}

/** A random invoice code no order has yet (a repeat of 80 random bits is only a theory, but cheap to rule out). */
async function freshInvoiceCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = newInvoiceCode();
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.invoiceCode, code));
    if (!taken) return code;
  }
}

export async function lockOrder(tx: Tx, where: SQL) {
  const [row] = await tx.select().from(orders).where(where).for("update");
  if (!row) throw notFound("Order");
  return row;
}

export const invalidTransition = (from: string, to: string) =>
  conflict("invalid_transition", `An order cannot move from ${from} to ${to}`, { from, to });

/** The buyer cancels while the order is only reserved (the 1 CC is not refunded). */
export async function cancelMyOrder(core: Core, user: SessionUser, id: number) {
  const carId = await core.db.transaction(async (tx) => {
    const order = await lockOrder(tx, and(eq(orders.id, id), eq(orders.userId, user.id))!);
    if (order.status !== "reserved") throw invalidTransition(order.status, "cancelled");
    await applyMove(core, tx, order, "cancelled", { actorId: user.id });
    return order.carId;
  });
  await core.events.emit("ordersChanged", { carIds: [carId], reason: "status", paid: false });
  return myOrder(core, user.id, id);
}

const clean = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

type QuoteFields = Partial<QuoteColumns & Pick<OrderRow, "destinationPort">>;

/**
 * The order's quote after an admin's change, computed as the landed price is: FOB (the admin's
 * `price_usd`, else the quote's FOB, else the car's FOB Korea at reservation price) + the port's
 * freight + insurance_pct % of both, to the cent. A new port (`portId`) also names the order's
 * destination in the buyer's language; `null` removes the port (an FOB order). A new price keeps
 * the quote's port and freight. The duties frozen with the quote were for its port's country: a
 * new port or price recomputes them for the port's country (`dutiesAt`), as a purchase freezes them.
 */
async function requote(
  tx: Tx,
  order: OrderRow,
  portId: number | null | undefined,
  priceCents: number | null,
  newPrice: boolean,
  settings: Awaited<ReturnType<typeof getSettings>> | undefined,
  dutiesAt: (country: string, landedTotalCents: number) => Promise<FrozenDuties>,
): Promise<QuoteFields> {
  if (portId === null) return { ...noQuote, destinationPort: null };
  if (portId !== undefined) {
    const port = await activePortIn(tx, portId);
    if (!port) throw validationError([{ field: "port_id", message: "is not an active destination port" }]);
    const fob = priceCents ?? order.quoteFobCents ?? carFobCents(Number(order.priceKrw), settings!);
    const [buyer] =
      order.userId === null
        ? []
        : await tx.select({ country: users.country }).from(users).where(eq(users.id, order.userId));
    return {
      ...(await freezeQuote(port.id, fob, port, (total) => dutiesAt(port.country, total))),
      destinationPort: portName(port, languageForCountry(buyer?.country ?? null)),
    };
  }
  if (!newPrice || priceCents === null || order.quoteFobCents === null || order.quotePortId === null) return {};
  if (priceCents === order.quoteFobCents) return {};
  // The quote's freight stays; the port's insurance rate, or for a port since deleted the rate
  // its quote was made with.
  const freight = order.quoteFreightCents ?? 0;
  const port = await portIn(tx, order.quotePortId);
  const charges = {
    freightUsdCents: freight,
    insuranceMilliPct:
      port?.insuranceMilliPct ??
      insuranceMilliPctOf({ fob: order.quoteFobCents, freight, insurance: order.quoteInsuranceCents ?? 0 }),
  };
  // A port since deleted: its country is gone with it; the duties stay as frozen, the door total follows.
  const frozen = order.quoteDutiesTotalCents;
  const keptDuties = (total: number): FrozenDuties => ({
    dutiesTotalCents: frozen,
    doorTotalCents: frozen === null ? null : doorTotalCents(total, frozen),
  });
  return freezeQuote(order.quotePortId, priceCents, charges, (total) =>
    port ? dutiesAt(port.country, total) : keptDuties(total),
  );
}

/**
 * PATCH /api/admin/orders/{id}: shipping fields and at most one status move. The same status
 * again is no move (the fields still change); `invoiced` needs a price in USD.
 */
export async function patchOrder(core: Core, admin: SessionUser, id: number, body: OrderPatchBody) {
  if (body.port_id !== undefined && body.destination_port !== undefined)
    throw validationError([{ field: "destination_port", message: "give either port_id or destination_port" }]);
  // A new port may need the export costs (an order with neither a price nor a quote yet): read
  // before the transaction, inside which only `tx` may be used.
  // Only a new port or price recomputes a quote (invoicing at the quote's FOB changes nothing in it).
  const requoting = typeof body.port_id === "number" || body.price_usd !== undefined;
  const settings = requoting ? await getSettings(core) : undefined;
  const importRules = requoting ? await allImportRules(core) : [];
  const newPort = typeof body.port_id === "number" ? body.port_id : undefined;
  const restrictions = newPort === undefined ? [] : await allExportRestrictions(core);
  const carId = await core.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, id));
    // A car that may not (or may not be known to) leave for the new port's country is not moved there.
    if (newPort !== undefined) {
      const port = await activePortIn(tx, newPort);
      const [car] = await tx
        .select({ year: cars.year, displacementCc: cars.displacementCc, powerHp: cars.powerHp, fuel: cars.fuel })
        .from(cars)
        .where(eq(cars.id, order.carId));
      if (port && car) assertExportable(core, restrictions, port.country, car);
    }
    // The duties at a port's country for a landed total, as a purchase freezes them.
    const dutiesAt = async (country: string, landedTotalCents: number): Promise<FrozenDuties> => {
      const [car] = await tx
        .select({ year: cars.year, displacementCc: cars.displacementCc, powerHp: cars.powerHp, fuel: cars.fuel })
        .from(cars)
        .where(eq(cars.id, order.carId));
      if (!car || !settings) return { dutiesTotalCents: null, doorTotalCents: null };
      return frozenDutiesCents(core, importRules, { country, landedTotalCents, car, settings });
    };
    const fields = {
      ...(body.price_usd !== undefined && {
        priceUsdCents: body.price_usd === null ? null : toCents(body.price_usd),
      }),
      ...(body.destination_port !== undefined && { destinationPort: clean(body.destination_port) }),
      ...(body.vessel !== undefined && { vessel: clean(body.vessel) }),
      ...(body.bl_number !== undefined && { blNumber: clean(body.bl_number) }),
      ...(body.etd !== undefined && { etd: body.etd }),
      ...(body.eta !== undefined && { eta: body.eta }),
      ...(body.courier_name !== undefined && { courierName: clean(body.courier_name) }),
      ...(body.courier_tracking !== undefined && { courierTracking: clean(body.courier_tracking) }),
    };
    const to = body.status;
    const moves = to !== undefined && to !== order.status;
    if (moves && !canMove(order.status as OrderStatus, to)) throw invalidTransition(order.status, to);
    let priceAfter = "priceUsdCents" in fields ? fields.priceUsdCents : order.priceUsdCents;
    // An order bought with a port is invoiced at its quote's FOB unless the admin names a price.
    if (
      moves &&
      to === "invoiced" &&
      (priceAfter === null || priceAfter === undefined) &&
      order.quoteFobCents !== null
    ) {
      priceAfter = order.quoteFobCents;
      Object.assign(fields, { priceUsdCents: priceAfter });
    }
    if (moves && to === "invoiced" && (priceAfter === null || priceAfter === undefined))
      throw validationError([{ field: "price_usd", message: "is required to invoice" }]);
    // A new price or port: the quote is recomputed the way the landed price is (api.md "One price chain").
    const newPrice = "priceUsdCents" in fields;
    Object.assign(fields, await requote(tx, order, body.port_id, priceAfter ?? null, newPrice, settings, dutiesAt));
    const before = amountDueCents(order);
    const after = amountDueCents({ ...order, ...fields });
    if (Object.keys(fields).length > 0)
      await tx
        .update(orders)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    const note = clean(body.note) ?? null;
    // The buyer's money is held until the car ships with its B/L (api.md "The buyer's money, protected").
    if (moves && to === "shipped") await shipmentGate(tx, id, "blNumber" in fields ? fields.blNumber : order.blNumber);
    // Cancelled while holding money: the refund is due by itself, and the buyer is told so.
    const refundDueCents = moves && to === "cancelled" ? await heldCentsIn(tx, id) : 0;
    if (moves) {
      await applyMove(core, tx, order, to, {
        note,
        actorId: admin.id,
        refundDueUsd: refundDueCents > 0 ? fromCents(refundDueCents) : null,
      });
    } else if (note) {
      // A note without a move still belongs on the timeline.
      await tx.insert(orderEvents).values({ orderId: id, status: order.status, note, createdByUserId: admin.id });
    }
    // The buyer pays what the invoice says: a changed amount due is theirs to know before paying.
    if (after !== before && after !== null && order.userId !== null) {
      const [car] = await tx.select({ carName: cars.carName }).from(cars).where(eq(cars.id, order.carId));
      await notify(core, tx, {
        userId: order.userId,
        kind: "order_amount",
        params: {
          orderId: order.id,
          carName: car?.carName ?? "",
          amountUsd: fromCents(after),
          previousUsd: before === null ? null : fromCents(before),
          port: "destinationPort" in fields ? (fields.destinationPort ?? null) : order.destinationPort,
        },
      });
    }
    return order.carId;
  });
  // Paid marks the car sold out (an alert for its watchers); a cancel releases it.
  await core.events.emit("ordersChanged", { carIds: [carId], reason: "status", paid: body.status === "paid" });
  return loadOne(core, core.db, eq(orders.id, id));
}

/** Cancels reservations past their date (the background job); answers how many. */
export async function expireReservations(core: Core): Promise<number> {
  const due = await core.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "reserved"), lt(orders.reservedUntil, sql`now()`)))
    .limit(500);
  const released: number[] = [];
  for (const { id } of due) {
    // Each in its own transaction, re-checked under the lock: an invoice may have come meanwhile.
    const done = await core.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!order || order.status !== "reserved" || order.reservedUntil.getTime() > Date.now()) return false;
      await applyMove(core, tx, order, "cancelled", { note: "reservation expired", expired: true });
      return order.carId;
    });
    if (done !== false) released.push(done);
  }
  if (released.length > 0) await core.events.emit("ordersChanged", { carIds: released, reason: "expiry", paid: false });
  return released.length;
}

/** The dashboard's counts: orders in each open step of the deal. */
export async function openOrderCounts(core: Pick<Core, "db">) {
  const rows = await core.db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(inArray(orders.status, ["reserved", "invoiced", "paid", "shipped"]))
    .groupBy(orders.status);
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { reserved: of("reserved"), invoiced: of("invoiced"), paid: of("paid"), shipped: of("shipped") };
}
