import { milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import { purchasesOf, serializePurchase, viewedBannerCarsOf } from "../credits/index.js";
import { carSummary } from "../cars/index.js";
import { recommendedCarsOf } from "./service.js";

/**
 * MyVehiclesResponse: the cars recommended to the user through vehicle requests and the
 * cars bought directly from banners (plus, as an extra, the banner cars whose PDF was opened).
 */
export async function myVehicles(core: Core, userId: number) {
  const [recommended, purchased, viewed] = await Promise.all([
    recommendedCarsOf(core, userId),
    purchasesOf(core.db, userId),
    viewedBannerCarsOf(core.db, userId),
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
