// Spending CC on banner cars: opening a banner car's description/PDF (cc_per_banner_view)
// and buying a banner car directly (1 CC). Each happens once per user and car: the ledger's
// idempotency key makes a repeated or raced request a no-op, and the grant row records it.
import { and, desc, eq } from "drizzle-orm";
import { ccToMilli, milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import { carAccessGrants } from "../../db/schema/credits.js";
import { conflict } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { getSettingIn } from "../settings/index.js";
import { canOpenCar, grantCarAccess } from "./access.js";
import { carRowOr404, carSummary, withCars, type CarRow } from "../cars/index.js";
import { bannerOfCar } from "../banners/index.js";
import { applyLedgerEntry, ccBalanceOf, ledgerAmounts } from "../accounts/index.js";

export const bannerViewKey = (userId: number, carId: number) => `banner-view:${userId}:${carId}`;
export const bannerPurchaseKey = (userId: number, carId: number) => `banner-purchase:${userId}:${carId}`;

export const pdfUrlOf = (carId: number) => `/api/cars/${carId}/pdf`;

/** A banner car is one with a HeroBanner record (as the toggle decides), not merely the flag. */
async function requireBanner(tx: Tx, carId: number) {
  if (!(await bannerOfCar(tx, carId))) throw conflict("not_a_banner", "This car is not a banner car");
}

/**
 * Opens the description and PDF of a banner car. Charges cc_per_banner_view once per user
 * and car; free when the user already has access (a recommendation, a purchase, an earlier
 * view) or is an administrator.
 */
export async function openBannerCar(core: Core, user: SessionUser, carId: number) {
  return core.db.transaction(async (tx) => {
    const car = await carRowOr404(tx, carId);
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
  const grants = await db
    .select({ grant: carAccessGrants })
    .from(carAccessGrants)
    .where(and(...where))
    .orderBy(carAccessGrants.createdAt, carAccessGrants.id);
  const rows = await withCars(db, grants, (r) => r.grant.carId);
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
  const grants = await db
    .select({ carId: carAccessGrants.carId, at: carAccessGrants.createdAt, entry: carAccessGrants.ledgerEntryId })
    .from(carAccessGrants)
    .where(and(eq(carAccessGrants.userId, userId), eq(carAccessGrants.kind, "banner_view")))
    .orderBy(desc(carAccessGrants.createdAt), desc(carAccessGrants.id));
  const rows = await withCars(db, grants, (r) => r.carId);
  return withAmounts(db, rows, (r) => r.entry);
}
