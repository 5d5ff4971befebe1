import type { Core } from "../../core.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { PROMO_ALERTS_JOB, sendPromoAlerts } from "./service.js";

export function promoAlertJobs(core: Core): JobDefinition[] {
  return [
    {
      name: PROMO_ALERTS_JOB,
      retryLimit: 10,
      retryDelaySeconds: core.config.appEnv === "test" ? 1 : 30,
      retryBackoff: true,
      handler: async (data: { carId: number }) => {
        const sent = await sendPromoAlerts(core, data.carId);
        core.log.info({ carId: data.carId, sent }, "promo alerts queued");
      },
    },
  ];
}
