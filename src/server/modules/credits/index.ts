/**
 * The credits module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { canOpenCar, grantCarAccess, grantsFor } from "./access.js";
export { bannerPurchaseKey, purchasesOf, serializePurchase, viewedBannerCarsOf } from "./banner-service.js";
export { exportCarAccessOf } from "./data-export.js";
