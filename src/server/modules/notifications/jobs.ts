import type { Core } from "../../core.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { BROADCAST_JOB, runBroadcastJob } from "./broadcast.js";

export function notificationJobs(core: Core): JobDefinition[] {
  return [
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
