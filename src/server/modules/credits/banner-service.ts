// Spending CC on banner cars: opening a banner car's description/PDF (cc_per_banner_view)
// and buying a banner car directly (1 CC). Each happens once per user and car: the ledger's
// idempotency key makes a repeated or raced request a no-op, and the grant row records it.
import { and, desc, eq } from "drizzle-orm";
import { ccToMilli, milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import { carAccessGrants } from "../../db/schema/credits.js";
import { users } from "../../db/schema/users.js";
import { conflict, notFound } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { getSettingIn } from "../settings/index.js";
import { canOpenCar, grantCarAccess } from "./access.js";
import { carSummary } from "../cars/index.js";
import { bannerOfCar } from "../banners/index.js";
import { applyLedgerEntry, ledgerAmounts } from "../accounts/index.js";

type CarRow = typeof cars.$inferSelect;

export const bannerViewKey = (userId: number, carId: number) => `banner-view:${userId}:${carId}`;
export const bannerPurchaseKey = (userId: number, carId: number) => `banner-purchase:${userId}:${carId}`;

export const pdfUrlOf = (carId: number) => `/api/cars/${carId}/pdf`;

async function carOr404(tx: DbOrTx, carId: number): Promise<CarRow> {
  const [car] = await tx.select().from(cars).where(eq(cars.id, carId));
  if (!car) throw notFound("Car");
  return car;
}

/** A banner car is one with a HeroBanner record (as the toggle decides), not merely the flag. */
async function requireBanner(tx: Tx, carId: number) {
  if (!(await bannerOfCar(tx, carId))) throw conflict("not_a_banner", "This car is not a banner car");
}

async function ccBalanceOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ balance: users.ccBalance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}

/**
 * Opens the description and PDF of a banner car. Charges cc_per_banner_view once per user
 * and car; free when the user already has access (a recommendation, a purchase, an earlier
 * view) or is an administrator.
 */
export async function openBannerCar(core: Core, user: SessionUser, carId: number) {
  return core.db.transaction(async (tx) => {
    const car = await carOr404(tx, carId);
    let charged = 0;
    const hasAccess = await canOpenCar(tx, user, carId);
    if (!hasAccess) {
      await requireBanner(tx, carId);
      const price = ccToMilli(await getSettingIn(tx, "cc_per_banner_view"));
      let entryId: number | null = null;
      if (price > 0) {
        const result = await applyLedgerEntry(tx, {
          userId: user.id,
          account: "cc",
          amount: -price,
          kind: "banner_view",
          ref: `car:${carId}`,
          idempotencyKey: bannerViewKey(user.id, carId),
        });
        entryId = result.entryId;
        if (result.applied) charged = price;
      }
      await grantCarAccess(tx, { userId: user.id, carId, kind: "banner_view", ledgerEntryId: entryId });
    }
    return {
      car_id: carId,
      description: car.description,
      pdf_url: pdfUrlOf(carId),
      charged_cc: milliToCc(charged),
      cc_balance: milliToCc(await ccBalanceOf(tx, user.id)),
    };
  });
}

type PurchaseRow = { grant: typeof carAccessGrants.$inferSelect; car: CarRow; amount: number | null };

/** DirectPurchasedCarResponse. */
export function serializePurchase(row: PurchaseRow) {
  return {
    car_id: row.car.id,
    car_name: row.car.carName,
    price_cc: milliToCc(row.amount === null ? 0 : -row.amount),
    purchased_at: row.grant.createdAt,
    car: carSummary(row.car),
  };
}

/** The user's direct purchases (newest first), or the one of a car. */
export async function purchasesOf(db: DbOrTx, userId: number, carId?: number): Promise<PurchaseRow[]> {
  const where = [eq(carAccessGrants.userId, userId), eq(carAccessGrants.kind, "purchase")];
  if (carId !== undefined) where.push(eq(carAccessGrants.carId, carId));
  const rows = await db
    .select({ grant: carAccessGrants, car: cars })
    .from(carAccessGrants)
    .innerJoin(cars, eq(cars.id, carAccessGrants.carId))
    .where(and(...where))
    .orderBy(carAccessGrants.createdAt, carAccessGrants.id);
  return withAmounts(db, rows, (r) => r.grant.ledgerEntryId);
}

/** Adds each grant's price (the amount of its ledger entry, asked of the ledger; null without one). */
async function withAmounts<R>(db: DbOrTx, rows: R[], entryOf: (row: R) => number | null) {
  const amounts = await ledgerAmounts(
    db,
    rows.flatMap((r) => entryOf(r) ?? []),
  );
  return rows.map((r) => ({ ...r, amount: amounts.get(entryOf(r) ?? -1) ?? null }));
}

/** The banner cars whose description and PDF the user opened, newest first, with what it cost (a ledger amount). */
export async function viewedBannerCarsOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ car: cars, at: carAccessGrants.createdAt, entry: carAccessGrants.ledgerEntryId })
    .from(carAccessGrants)
    .innerJoin(cars, eq(cars.id, carAccessGrants.carId))
    .where(and(eq(carAccessGrants.userId, userId), eq(carAccessGrants.kind, "banner_view")))
    .orderBy(desc(carAccessGrants.createdAt), desc(carAccessGrants.id));
  return withAmounts(db, rows, (r) => r.entry);
}
