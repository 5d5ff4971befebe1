import fs from "node:fs/promises";
import path from "node:path";
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
};

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
      mailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3 }, { from: config.mailFrom }),
    );
    return {
      async send(mail: OutgoingMail) {
        await (await transporter()).sendMail({ from: config.mailFrom, ...mail });
      },
      close,
    };
  }
  const outbox = path.join(config.dataDir === "memory://" ? ".tmp" : config.dataDir, "outbox");
  const transporter = lazily((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    async send(mail: OutgoingMail) {
      const info = await (await transporter()).sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "")}.eml`;
      // Written aside and renamed, so a reader of the outbox never sees half a message.
      const tmp = path.join(`${outbox}.tmp`, name);
      await fs.mkdir(path.dirname(tmp), { recursive: true });
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(outbox, name));
    },
    close,
  };
}
