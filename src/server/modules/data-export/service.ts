// A buyer's data (api.md "A buyer's data"): everything the service keeps about one user, each
// section asked of the module that owns it (no module's tables are read here). All sections are
// read in one read-only snapshot, so the balances, the ledger and the orders agree with each other.
import type { DataExport } from "../../../shared/api/data-export.js";
import { DATA_EXPORT_VERSION } from "../../../shared/api/data-export.js";
import type { Core } from "../../core.js";
import { exportLedgerOf, exportProfileOf, exportReferralRewardsOf, exportSessionsOf } from "../accounts/index.js";
import { exportAlertsOf } from "../alerts/index.js";
import { exportBoardPostsOf } from "../board/index.js";
import { exportContactMessagesOf } from "../contact/index.js";
import { exportCarAccessOf } from "../credits/index.js";
import { exportFavoritesOf } from "../favorites/index.js";
import { exportNotificationsOf } from "../notifications/index.js";
import { exportOrdersOf } from "../orders/index.js";
import { exportPromoEmailsOf } from "../promo-alerts/index.js";
import { exportQuestionsOf } from "../questions/index.js";
import { exportSavedSearchesOf } from "../saved-searches/index.js";
import { exportSnsSharesOf } from "../sns/index.js";
import { exportTopupsOf } from "../topups/index.js";
import { exportReviewsOf, exportVehicleRequestsOf } from "../vehicle-requests/index.js";
import { exportVisitsOf } from "../visitors/index.js";
import { exportWithdrawalsOf } from "../withdrawals/index.js";

/**
 * The user's data as one document. `sessionId` (the asking session) is only compared, never
 * written out. The reads run one after another inside the transaction (a transaction is one
 * connection); every one of them selects by the user's id, so no other user's row is loaded.
 */
export async function exportUserData(core: Core, userId: number, sessionId: string | null): Promise<DataExport> {
  return core.db.transaction(
    async (tx) => ({
      format_version: DATA_EXPORT_VERSION,
      site: core.config.siteName,
      exported_at: new Date().toISOString(),
      profile: await exportProfileOf(tx, userId),
      sessions: await exportSessionsOf(tx, userId, sessionId),
      ledger: await exportLedgerOf(tx, userId),
      referral_rewards: await exportReferralRewardsOf(tx, userId),
      topups: await exportTopupsOf(tx, userId),
      withdrawals: await exportWithdrawalsOf(tx, userId),
      orders: await exportOrdersOf(tx, userId),
      car_access: await exportCarAccessOf(tx, userId),
      vehicle_requests: await exportVehicleRequestsOf(tx, userId),
      reviews: await exportReviewsOf(tx, userId),
      favorites: await exportFavoritesOf(tx, userId),
      saved_searches: await exportSavedSearchesOf(tx, userId),
      questions: await exportQuestionsOf(tx, userId),
      board_posts: await exportBoardPostsOf(tx, userId),
      sns_shares: await exportSnsSharesOf(tx, userId),
      contact_messages: await exportContactMessagesOf(tx, userId),
      notifications: await exportNotificationsOf(tx, userId),
      alerts: await exportAlertsOf(tx, userId),
      promo_emails: await exportPromoEmailsOf(tx, userId),
      visits: await exportVisitsOf(tx, userId),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** `k-car-market-my-data-2026-05-01.json`: the site's name as a file-name word, and the day (UTC). */
export function exportFileName(siteName: string, at: Date): string {
  const site =
    siteName
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "site";
  return `${site}-my-data-${at.toISOString().slice(0, 10)}.json`;
}
