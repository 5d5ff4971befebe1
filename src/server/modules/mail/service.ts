import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import type { JobDefinition } from "../../plugins/job-queue.js";
import { mailMessageId, type OutgoingMail } from "./transport.js";
import { openMail, sealMail, type QueuedMail } from "./mail-bodies.js";

export const MAIL_JOB = "mail-send";

/**
 * Queues an email. Pass the caller's transaction so the email exists exactly when the
 * rows that caused it do (`core.db` outside one); the job retries with back-off while SMTP is down.
 * Its body is queued sealed (mail-bodies.ts): a reset link or a sign-up code is a secret.
 */
export async function enqueueMail(core: Core, tx: DbOrTx, mail: OutgoingMail) {
  return core.jobs.send(MAIL_JOB, sealMail(core.secrets, mail), { tx });
}

/** Queues several emails in one statement (one job each, so one bad address blocks no other). */
export async function enqueueMails(core: Core, tx: DbOrTx, mails: OutgoingMail[]) {
  await core.jobs.sendMany(
    MAIL_JOB,
    mails.map((mail) => sealMail(core.secrets, mail)),
    { tx },
  );
}

/** Attempts for a message whose recipient the SMTP server rejects permanently. */
export const PERMANENT_FAILURE_ATTEMPTS = 3;

function isRejectedRecipient(err: unknown): boolean {
  const e = err as { code?: string; command?: string; responseCode?: number } | null;
  return (
    e?.code === "EENVELOPE" && e.command === "RCPT TO" && typeof e.responseCode === "number" && e.responseCode >= 500
  );
}

export function mailJobs(core: Core): JobDefinition<QueuedMail>[] {
  return [
    {
      name: MAIL_JOB,
      // About a day of retries with back-off: an outage of the mail server loses nothing.
      retryLimit: 20,
      retryDelaySeconds: core.config.appEnv === "test" ? 1 : 15,
      retryBackoff: true,
      // An email takes seconds: a dead worker's emails are retried half a minute after its last
      // heartbeat (plus a supervisor pass), not after 15 minutes.
      staleAfterSeconds: 30,
      concurrency: 2,
      // A broadcast queues thousands at once; one poll each would send one per interval.
      batchSize: 25,
      handler: async (queued, job) => {
        let mail: OutgoingMail;
        try {
          mail = openMail(core.secrets, queued);
        } catch (err) {
          // Sealed under a key this instance lacks: no retry brings the key back.
          job.stopRetrying();
          throw err;
        }
        try {
          // The same Message-ID on every attempt: a copy sent again after a crash is a duplicate.
          await core.mailTransport.send({ ...mail, messageId: mail.messageId ?? mailMessageId(job.id, core.config) });
        } catch (err) {
          // A recipient the server refuses for good (5xx to RCPT TO) gets a few attempts,
          // not a day of them; outages, 4xx and everything else keep the full retries.
          if (isRejectedRecipient(err) && job.retryCount + 1 >= PERMANENT_FAILURE_ATTEMPTS) {
            job.log.warn({ to: mail.to, subject: mail.subject, err }, "mail rejected for good; giving up");
            job.stopRetrying();
          }
          throw err;
        }
        job.log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    },
  ];
}
