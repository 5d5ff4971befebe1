/**
 * The accounts module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { accountCounts, updatePromoPreference } from "./service.js";
export { exportLedgerOf, exportProfileOf, exportReferralRewardsOf, exportSessionsOf } from "./data-export.js";
export { applyLedgerEntry, ledgerAmounts, ledgerEntryExists } from "./ledger.js";
export { loadSessionUser, sessionClient } from "./sessions.js";
export { reportToStaff, staffRecipient, type StaffReport } from "./staff.js";
export { totpEnrollmentRequired } from "./totp.js";
export { totpSecretStore } from "./totp-secrets.js";
export {
  ccBalanceOf,
  isLiveUserSql,
  isUndeletedUserSql,
  lockAccount,
  promoRecipientsAfter,
  rememberedPortSql,
  userCards,
  userDirectory,
  userEmailSql,
  userMatchesSql,
  type UserCard,
  type UserDirectory,
} from "./reads.js";
