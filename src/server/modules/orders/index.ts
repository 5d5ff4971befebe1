/**
 * The orders module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { openOrderCounts } from "./service.js";
export { openClaimCount } from "./claims.js";
export { refundsDueCount } from "./money-records.js";
export { availabilityOf, decorateCars, heldCarIds, withHeldFlag } from "./availability.js";
export { exportOrdersOf } from "./data-export.js";
export { heldSinceSql, holderSql, isHeldSql } from "./held.js";
