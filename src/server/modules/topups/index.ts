/**
 * The topups module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { pendingTopupCount } from "./service.js";
export { exportTopupsOf } from "./data-export.js";
export { sniffProofType } from "./proofs.js";
