/**
 * Every kind of CC ledger entry the server writes. The server's ledger input is typed with it, and
 * the web app's test checks each has a label in every language, so the CC history never shows a raw code.
 */
export const LEDGER_KINDS = [
  "referral_reward",
  "admin_adjustment",
  "review_reward",
  "banner_view",
  "banner_purchase",
  "vehicle_request_recommendation",
  "sns_reward",
  "withdrawal",
  "withdrawal_refund",
  "topup",
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];
