/**
 * The accounts module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { accountCounts, updatePromoPreference } from "./service.js";
export { exportLedgerOf, exportProfileOf, exportReferralRewardsOf, exportSessionsOf } from "./data-export.js";
export { applyLedgerEntry, ledgerAmounts, ledgerEntryExists } from "./ledger.js";
export { loadSessionUser } from "./sessions.js";
export { staffRecipient } from "./staff.js";
export { totpEnrollmentRequired } from "./totp.js";
