import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { createMailTransport, type OutgoingMail } from "./transport.js";

export const MAIL_JOB = "mail-send";

/**
 * Queues an email. Pass the caller's transaction so the email exists exactly when the
 * rows that caused it do; the job retries with back-off while SMTP is down.
 */
export async function enqueueMail(core: Core, mail: OutgoingMail, tx?: DbOrTx) {
  return core.jobs.send(MAIL_JOB, mail, { tx });
}

export function mailJobs(core: Core): JobDefinition<OutgoingMail>[] {
  const transport = createMailTransport(core.config);
  return [
    {
      name: MAIL_JOB,
      // About a day of retries with back-off: an outage of the mail server loses nothing.
      retryLimit: 20,
      retryDelaySeconds: core.config.appEnv === "test" ? 1 : 15,
      retryBackoff: true,
      concurrency: 2,
      handler: async (mail) => {
        await transport.send(mail);
        core.log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    },
  ];
}
