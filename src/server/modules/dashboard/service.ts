// The admin dashboard: the size of every queue an administrator works through, each asked of
// the module that owns it (no module's tables are read here).
import type { Dashboard } from "../../../shared/api/deals.js";
import type { Core } from "../../core.js";
import { accountCounts } from "../accounts/service.js";
import { recentContactCount } from "../contact/service.js";
import { openOrderCounts } from "../orders/service.js";
import { pendingShareCount } from "../sns/service.js";
import { pendingTopupCount } from "../topups/service.js";
import { pendingRequestCount } from "../vehicle-requests/service.js";
import { visitorCounts } from "../visitors/service.js";
import { pendingWithdrawalCount } from "../withdrawals/service.js";
import { openQuestionCount } from "../questions/service.js";

export async function dashboard(core: Core): Promise<Dashboard> {
  const [users, requests, topups, orders, shares, withdrawals, contact, visitors, questions] = await Promise.all([
    accountCounts(core),
    pendingRequestCount(core),
    pendingTopupCount(core),
    openOrderCounts(core),
    pendingShareCount(core),
    pendingWithdrawalCount(core),
    recentContactCount(core),
    visitorCounts(core),
    openQuestionCount(core),
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
  };
}
