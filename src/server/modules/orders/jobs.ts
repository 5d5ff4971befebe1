import type { Core } from "../../core.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { expireReservations } from "./service.js";
import { BANK_DETAILS_NOTICE_JOB, runBankDetailsNotice, type BankDetailsNoticeData } from "./bank-details-notice.js";

export const EXPIRE_RESERVATIONS_JOB = "orders.expire-reservations";

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
      name: BANK_DETAILS_NOTICE_JOB,
      retryLimit: 10,
      retryDelaySeconds: core.config.appEnv === "test" ? 1 : 30,
      retryBackoff: true,
      handler: async (data: BankDetailsNoticeData) => runBankDetailsNotice(core, data),
    },
  ];
}
