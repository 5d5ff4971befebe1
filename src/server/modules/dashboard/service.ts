// The admin dashboard: the size of every queue an administrator works through, each asked of
// the module that owns it (no module's tables are read here).
import type { Dashboard } from "../../../shared/api/deals.js";
import type { Core } from "../../core.js";
import { accountCounts } from "../accounts/index.js";
import { recentContactCount } from "../contact/index.js";
import { openClaimCount, openOrderCounts, refundsDueCount } from "../orders/index.js";
import { pendingShareCount } from "../sns/index.js";
import { pendingTopupCount } from "../topups/index.js";
import { pendingRequestCount } from "../vehicle-requests/index.js";
import { visitorCounts } from "../visitors/index.js";
import { pendingWithdrawalCount } from "../withdrawals/index.js";
import { openQuestionCount } from "../questions/index.js";

export async function dashboard(core: Core): Promise<Dashboard> {
  const [users, requests, topups, orders, shares, withdrawals, contact, visitors, questions, claims, refunds] =
    await Promise.all([
      accountCounts(core),
      pendingRequestCount(core),
      pendingTopupCount(core),
      openOrderCounts(core),
      pendingShareCount(core),
      pendingWithdrawalCount(core),
      recentContactCount(core),
      visitorCounts(core),
      openQuestionCount(core),
      openClaimCount(core),
      refundsDueCount(core.db),
    ]);
  return {
    users,
    vehicle_requests: { pending: requests },
    topups: { pending: topups },
    orders,
    sns_shares: { pending: shares },
    withdrawals: { pending: withdrawals },
    contact_messages: { last_7d: contact },
    questions: { open: questions },
    visitors,
    claims: { open: claims },
    refunds: { due: refunds },
  };
}
