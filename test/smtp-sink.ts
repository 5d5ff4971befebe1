import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import { patient } from "./patience.js";

export type SmtpSinkOptions = {
  /** Recipients refused at RCPT TO with a permanent "550 mailbox unavailable". */
  rejectRecipients?: string[];
};

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export async function startSmtpSink(port = 0, options: SmtpSinkOptions = {}) {
  const messages: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const rejected = new Set((options.rejectRecipients ?? []).map((a) => a.toLowerCase()));
  /** Every refused RCPT TO, in order (one per delivery attempt). */
  const rejections: string[] = [];
  /** Connections opened to the sink so far. */
  let connections = 0;
  /** While set, a received message is kept but not acknowledged (see hold()). */
  let holding = false;
  const held: Array<() => void> = [];
  let server = create();
  function create() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // The app keeps pooled connections open; stop() is "the mail server went down", so they
      // are cut at once (with a 421) instead of after smtp-server's 30 s grace period.
      closeTimeout: 50,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onRcptTo(address, _session, callback) {
        const to = address.address.toLowerCase();
        if (!rejected.has(to)) return callback();
        rejections.push(to);
        const err = Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 });
        callback(err);
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            messages.push(mail);
            waiters.splice(0).forEach((w) => w());
            if (holding) held.push(() => callback());
            else callback();
          })
          .catch(callback);
      },
    });
  }
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const boundPort = (server.server.address() as { port: number }).port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    rejections,
    /** How many connections were opened to the sink so far. */
    get connections() {
      return connections;
    },
    /**
     * From now on, keeps each message but never answers its DATA (the sender waits, as when a
     * mail server accepted a message and the sender died before reading the answer); false
     * answers the held messages (to senders still connected) and the ones after at once again.
     */
    hold(on: boolean) {
      holding = on;
      if (!on) held.splice(0).forEach((answer) => answer());
    },
    /** Refuses one more recipient from now on. */
    reject(address: string) {
      rejected.add(address.toLowerCase());
    },
    /** Takes a refused recipient again from now on (the mail server was mended). */
    accept(address: string) {
      rejected.delete(address.toLowerCase());
    },
    /** Waits until a message matching `predicate` has arrived. */
    async waitFor(predicate: (m: ParsedMail) => boolean, timeoutMs = patient(15_000)): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching email within ${timeoutMs} ms (got ${messages.length})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** Starts again on the same port (for "SMTP was down" tests). */
    async restart() {
      server = create();
      await new Promise<void>((resolve) => server.listen(boundPort, "127.0.0.1", resolve));
    },
  };
}
