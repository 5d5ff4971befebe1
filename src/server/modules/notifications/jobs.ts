import type { Core } from "../../core.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { BROADCAST_JOB, runBroadcastJob } from "./broadcast.js";
import { PROMO_ALERTS_JOB, sendPromoAlerts } from "./promo.js";

export function notificationJobs(core: Core): JobDefinition[] {
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
    {
      name: BROADCAST_JOB,
      retryLimit: 10,
      retryDelaySeconds: core.config.appEnv === "test" ? 1 : 30,
      retryBackoff: true,
      handler: async (data: { broadcastId: number }) => {
        await runBroadcastJob(core, data.broadcastId);
      },
    },
  ];
}
