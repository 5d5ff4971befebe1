import type { Core } from "../../core.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { reconcileAndReport } from "./reconcile.js";

export const RECONCILE_LEDGER_JOB = "accounts.reconcile-ledger";

export function accountJobs(core: Core): JobDefinition[] {
  return [
    {
      name: RECONCILE_LEDGER_JOB,
      retryLimit: 3,
      retryDelaySeconds: 300,
      // Daily at 05:10 in TZ_SCHEDULE: after the night's sold-out check (03:00) and sync work.
      schedule: () => "10 5 * * *",
      handler: async () => {
        const result = await reconcileAndReport(core);
        core.log.info(
          { users_checked: result.users_checked, mismatches: result.mismatches.length },
          "ledger reconciled",
        );
      },
    },
  ];
}
