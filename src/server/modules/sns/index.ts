/**
 * The sns module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { pendingShareCount } from "./service.js";
export { exportSnsSharesOf } from "./data-export.js";
