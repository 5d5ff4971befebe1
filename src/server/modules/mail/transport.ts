import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Transporter } from "nodemailer";
import type { Config } from "../../config.js";

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A plain address, or a name and address (the name needs no quoting then). */
  replyTo?: string | { name: string; address: string };
  /** Extra headers, e.g. List-Unsubscribe for promo emails. */
  headers?: Record<string, string>;
  /**
   * The Message-ID, `<…@…>`; the mail job sets one derived from the job, so every attempt
   * of one email carries the same one (see mailMessageId).
   */
  messageId?: string;
};

/**
 * The Message-ID of the email a job sends: the job's id (kept across its retries and across
 * a crash of the worker that ran it) at the sender's domain. An email the mail server
 * accepted just before the worker died is sent again by the retry with the same Message-ID,
 * which mail servers and clients drop as a duplicate.
 */
export function mailMessageId(jobId: string, config: Pick<Config, "mailFrom" | "publicBaseUrl">): string {
  const fromDomain = /@([^\s>]+)>?\s*$/.exec(config.mailFrom)?.[1];
  const domain = fromDomain ?? new URL(config.publicBaseUrl).hostname;
  return `<mail-${jobId}@${domain}>`;
}

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the pooled SMTP connections (at shutdown, after the mail jobs stopped). */
  close(): Promise<void>;
};

/**
 * Sends through SMTP_URL; without it, writes each message as an .eml file under
 * DATA_DIR/outbox so development never needs a mail server.
 */
export function createMailTransport(config: Config): MailTransport {
  // nodemailer is loaded at the first email: API-only processes queue mail but never send it.
  let made: Promise<Transporter> | undefined;
  const lazily = (make: (mailer: (typeof import("nodemailer"))["default"]) => Transporter) => () =>
    (made ??= import("nodemailer").then((m) => make(m.default)));
  const close = async () => {
    const transporter = await made;
    made = undefined;
    transporter?.close();
  };
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    // Pooled: a broadcast queues thousands of emails, and a new connection (greeting, EHLO,
    // QUIT) for each took ~80 ms even on loopback; a few kept-open connections send them all.
    const transporter = lazily((mailer) =>
      mailer.createTransport(
        // A mail server that stops answering fails the attempt within a minute (nodemailer's
        // defaults wait up to 10 minutes), so the job is retried instead of held.
        {
          url: smtpUrl,
          pool: true,
          maxConnections: 3,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 60_000,
        },
        { from: config.mailFrom },
      ),
    );
    return {
      async send(mail: OutgoingMail) {
        await (await transporter()).sendMail({ from: config.mailFrom, ...mail });
      },
      close,
    };
  }
  const outbox = path.join(config.dataDir === "memory://" ? ".tmp" : config.dataDir, "outbox");
  const transporter = lazily((mailer) => {
    // What a write interrupted by a crash left behind (never renamed into the outbox).
    void cleanOutboxTmp(`${outbox}.tmp`);
    return mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  });
  return {
    async send(mail: OutgoingMail) {
      const info = await (await transporter()).sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      // One file per Message-ID: a retry after a crash replaces the file instead of adding one.
      const id = info.messageId.replace(/[^a-z0-9]/gi, "");
      const name = mail.messageId ? `${id}.eml` : `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`;
      // Written aside under a name of its own and renamed, so a reader of the outbox never sees
      // half a message and two writers of one message never share a temporary file.
      const tmp = path.join(`${outbox}.tmp`, `${name}.${process.pid}.${randomUUID()}`);
      await fs.mkdir(path.dirname(tmp), { recursive: true });
      try {
        await fs.writeFile(tmp, info.message as Buffer);
        await fs.rename(tmp, path.join(outbox, name));
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
    },
    close,
  };
}

/** Files in outbox.tmp older than this were left by a write that never finished. */
const STALE_TMP_MS = 60_000;

/**
 * Removes what interrupted writes left in `dir`: only files older than a minute, since
 * another process sharing DATA_DIR may be writing one right now.
 */
export async function cleanOutboxTmp(dir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && now - stat.mtimeMs > STALE_TMP_MS) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
