// "Buy directly": reserves a car for reservation_days and opens an order. 1 CC, or nothing
// for a car recommended to the buyer. The car's row lock queues racing buyers; the partial
// unique index (one live order per car) is the last guard.
import { and, eq, ne, sql } from "drizzle-orm";
import { CC_AMOUNTS, milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import { orderEvents, orders } from "../../db/schema/deals.js";
import { users } from "../../db/schema/users.js";
import { AppError, conflict, notFound, validationError } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { bannerOfCar } from "../banners/index.js";
import { bannerPurchaseKey, grantCarAccess, grantsFor, purchasesOf, serializePurchase } from "../credits/index.js";
import { applyLedgerEntry } from "../accounts/index.js";
import { getSettingIn, getSettings } from "../settings/index.js";
import { activePort, activePortIn, portName } from "../ports/index.js";
import { carFobCents } from "../../../shared/price-chain/index.js";
import { languageForCountry } from "../../../shared/country-language.js";
import { allImportRules, frozenDutiesCents } from "../import-rules/index.js";
import { allExportRestrictions, assertExportable } from "../export-restrictions/index.js";
import { freezeQuote } from "./quote.js";

type OrderRow = typeof orders.$inferSelect;

export const carUnavailable = () => conflict("car_unavailable", "This car is reserved by another buyer or sold out");

/** The live (not cancelled) order of a car, if any. */
export async function liveOrderOf(tx: Tx, carId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.carId, carId), ne(orders.status, "cancelled")));
  return row;
}

const orderPart = (o: OrderRow) => ({
  order_id: o.id,
  status: o.status as "reserved",
  reserved_until: o.reservedUntil.toISOString(),
});

async function ccBalanceOf(tx: Tx, userId: number) {
  const [row] = await tx.select({ balance: users.ccBalance }).from(users).where(eq(users.id, userId));
  return milliToCc(row?.balance ?? 0);
}

async function answer(tx: Tx, userId: number, order: OrderRow, charged: number) {
  const [row] = await purchasesOf(tx, userId, order.carId);
  if (!row) throw new AppError(409, "purchase_in_progress", "This purchase is being processed; try again");
  const part = orderPart(order);
  return {
    ...serializePurchase(row),
    charged_cc: milliToCc(charged),
    cc_balance: await ccBalanceOf(tx, userId),
    ...part,
    order: part,
  };
}

/**
 * POST /api/cars/{car_id}/purchase. The buyer's own live order answers again without a
 * charge; a car held by someone else or sold out → 409 car_unavailable, nothing charged.
 */
export async function purchaseCar(core: Core, user: SessionUser, carId: number, portId?: number) {
  // A port that is unknown or switched off is a 422 before anything is locked or charged; the
  // export costs' settings are read before the transaction (inside it, only `tx` may be used).
  const settings = portId === undefined ? undefined : await getSettings(core);
  const named = portId === undefined ? undefined : await activePort(core, portId);
  // The duties' rules too (read before the transaction, like the settings): the quote freezes them.
  const importRules = portId === undefined ? [] : await allImportRules(core);
  // And what may leave Korea for the port's country (api.md "The truth at the border").
  const restrictions = portId === undefined ? [] : await allExportRestrictions(core);
  const result = await core.db.transaction(async (tx) => {
    const [car] = await tx.select().from(cars).where(eq(cars.id, carId)).for("update");
    if (!car) throw notFound("Car");
    const live = await liveOrderOf(tx, carId);
    if (live && live.userId === user.id) return answer(tx, user.id, live, 0);
    // A car that may not (or may not be known to) leave for the port's country: 422 whoever holds
    // it, before any charge.
    if (named) assertExportable(core, restrictions, named.country, car);
    const grants = await grantsFor(tx, user.id, carId);
    const recommended = grants.some((g) => g.kind === "recommendation");
    if (!recommended) {
      if (!(await bannerOfCar(tx, carId))) throw conflict("not_a_banner", "This car is not a banner car");
    }
    if (live || car.soldout) throw carUnavailable();
    // A recommended car is already paid for (spec); a repeat purchase after a cancelled
    // order reuses the first charge (same ledger key), so nothing moves twice.
    let charged = 0;
    let entryId: number | null = null;
    if (!recommended) {
      const charge = await applyLedgerEntry(tx, {
        userId: user.id,
        account: "cc",
        amount: -CC_AMOUNTS.bannerDirectPurchase,
        kind: "banner_purchase",
        ref: `car:${carId}`,
        idempotencyKey: bannerPurchaseKey(user.id, carId),
      });
      entryId = charge.entryId;
      if (charge.applied) charged = CC_AMOUNTS.bannerDirectPurchase;
    }
    await grantCarAccess(tx, { userId: user.id, carId, kind: "purchase", ledgerEntryId: entryId });
    const days = await getSettingIn(tx, "reservation_days");
    // The quote is frozen with the stored port (re-read under this transaction) and the car's price now.
    let port: Awaited<ReturnType<typeof activePortIn>>;
    if (portId !== undefined) {
      port = await activePortIn(tx, portId);
      if (!port) throw validationError([{ field: "port_id", message: "is not an active destination port" }]);
    }
    const quote =
      port && settings
        ? await freezeQuote(port.id, carFobCents(Number(car.priceKrw), settings), port, (landedTotalCents) =>
            frozenDutiesCents(core, importRules, {
              country: port.country,
              landedTotalCents,
              car: { year: car.year, displacementCc: car.displacementCc, powerHp: car.powerHp, fuel: car.fuel },
              settings,
            }),
          )
        : null;
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        carId,
        status: "reserved",
        reservedUntil: sql`now() + make_interval(days => ${days}::int)`,
        priceKrw: Number(car.priceKrw),
        chargedAmount: charged,
        ...(port &&
          quote && {
            // The port's name in the buyer's language (by country, as their emails), at this time.
            destinationPort: portName(port, languageForCountry(user.country)),
            ...quote,
          }),
      })
      .returning();
    await tx.insert(orderEvents).values({ orderId: order.id, status: "reserved", createdByUserId: user.id });
    return answer(tx, user.id, order, charged);
  });
  // The car is reserved now: what buyers see of it changes, and its other watchers get an alert.
  await core.events.emit("ordersChanged", { carIds: [carId], reason: "purchase", paid: false });
  return result;
}
