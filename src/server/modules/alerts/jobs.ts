import type { Core } from "../../core.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { ALERT_SCAN_JOB, runAlertScan } from "./service.js";

export function alertJobs(core: Core): JobDefinition[] {
  return [
    {
      name: ALERT_SCAN_JOB,
      // One scan waiting and one running at most, across all workers (requestAlertScan bursts).
      policy: "stately",
      retryLimit: 3,
      retryDelaySeconds: core.config.appEnv === "test" ? 1 : 30,
      // Every 5 minutes: the safety net for changes nobody asked a scan for (and for a
      // requested scan that failed); the requests make alerts prompt.
      schedule: () => "*/5 * * * *",
      handler: async () => {
        const result = await runAlertScan(core);
        if (result.newListings + result.priceDrops + result.unavailable > 0) core.log.info(result, "alerts sent");
      },
    },
  ];
}
