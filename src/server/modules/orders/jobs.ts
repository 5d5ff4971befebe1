import type { Core } from "../../core.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { expireReservations } from "./service.js";
import { BANK_DETAILS_NOTICE_JOB, runBankDetailsNotice, type BankDetailsNoticeData } from "./bank-details-notice.js";
import { checkPaymentsAndReport } from "./reconcile.js";

export const EXPIRE_RESERVATIONS_JOB = "orders.expire-reservations";
export const CHECK_PAYMENTS_JOB = "orders.check-payments";

export function orderJobs(core: Core): JobDefinition[] {
  return [
    {
      name: EXPIRE_RESERVATIONS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 60,
      // Every 10 minutes: a reservation lasts days, so the car is free again within minutes of its date.
      schedule: () => "*/10 * * * *",
      handler: async () => {
        const expired = await expireReservations(core);
        if (expired > 0) core.log.info({ expired }, "expired reservations cancelled");
      },
    },
    {
      name: CHECK_PAYMENTS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 300,
      // Daily at 05:15 in TZ_SCHEDULE, beside the ledger's reconciliation (05:10).
      schedule: () => "15 5 * * *",
      handler: async () => {
        const findings = await checkPaymentsAndReport(core);
        core.log.info({ findings: findings.length }, "payments checked");
      },
    },
    {
      name: BANK_DETAILS_NOTICE_JOB,
      retryLimit: 10,
      retryDelaySeconds: core.config.appEnv === "test" ? 1 : 30,
      retryBackoff: true,
      handler: async (data: BankDetailsNoticeData) => runBankDetailsNotice(core, data),
    },
  ];
}
