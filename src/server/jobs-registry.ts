import type { Core } from "./core.js";
import type { JobDefinition } from "./plugins/job-queue.js";
import { mailJobs } from "./modules/mail/service.js";
import { upstreamJobs } from "./modules/upstream/jobs.js";
import { notificationJobs } from "./modules/notifications/jobs.js";
import { orderJobs } from "./modules/orders/jobs.js";
import { alertJobs } from "./modules/alerts/jobs.js";
import { promoAlertJobs } from "./modules/promo-alerts/jobs.js";
import { accountJobs } from "./modules/accounts/jobs.js";
import { commentTranslationJobs } from "./modules/comment-translations/jobs.js";

/** Every background job of the product; each module contributes its own. */
export function allJobs(core: Core): JobDefinition[] {
  return [
    ...mailJobs(core),
    ...accountJobs(core),
    ...upstreamJobs(core),
    ...notificationJobs(core),
    ...promoAlertJobs(core),
    ...orderJobs(core),
    ...alertJobs(core),
    ...commentTranslationJobs(core),
  ];
}
