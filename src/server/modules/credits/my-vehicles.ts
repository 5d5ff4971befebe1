import { and, desc, eq } from "drizzle-orm";
import { milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";
import { carAccessGrants, ccLedger } from "../../db/schema/credits.js";
import { purchasesOf, serializePurchase } from "./banner-service.js";
import { carSummary } from "../cars/serialize.js";
import { recommendedCarsOf } from "../vehicle-requests/service.js";

/**
 * MyVehiclesResponse: the cars recommended to the user through vehicle requests and the
 * cars bought directly from banners (plus, as an extra, the banner cars whose PDF was opened).
 */
export async function myVehicles(core: Core, userId: number) {
  const [recommended, purchased, viewed] = await Promise.all([
    recommendedCarsOf(core, userId),
    purchasesOf(core.db, userId),
    core.db
      .select({ car: cars, at: carAccessGrants.createdAt, amount: ccLedger.amount })
      .from(carAccessGrants)
      .innerJoin(cars, eq(cars.id, carAccessGrants.carId))
      .leftJoin(ccLedger, eq(ccLedger.id, carAccessGrants.ledgerEntryId))
      .where(and(eq(carAccessGrants.userId, userId), eq(carAccessGrants.kind, "banner_view")))
      .orderBy(desc(carAccessGrants.createdAt), desc(carAccessGrants.id)),
  ]);
  return {
    recommended: recommended.map((r) => ({
      car: carSummary(r.car),
      vehicle_request_id: r.requestId,
      recommended_at: r.at,
    })),
    purchased: purchased.reverse().map(serializePurchase),
    viewed: viewed.map((v) => ({
      car: carSummary(v.car),
      viewed_at: v.at,
      price_cc: milliToCc(v.amount === null ? 0 : -v.amount),
    })),
  };
}
