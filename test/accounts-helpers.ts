import type { ParsedMail } from "mailparser";
import type { FastifyInstance } from "fastify";
import type { startSmtpSink } from "./smtp-sink.js";

export type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

export const STRONG_PASSWORD = "Sturdy-pass-2024!";

const recipient = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "").toLowerCase();

/** Waits for the first email to `to` (matching `subject` if given) that arrived after `since` messages. */
export function mailTo(sink: Sink, to: string, since = 0, subject?: RegExp) {
  return sink.waitFor(
    (m) =>
      sink.messages.indexOf(m) >= since &&
      recipient(m).includes(to.toLowerCase()) &&
      (!subject || subject.test(m.subject ?? "")),
  );
}

export const codeFrom = (m: ParsedMail) => /\b(\d{6})\b/.exec(m.text ?? "")![1];
export const resetTokenFrom = (m: ParsedMail) => /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(m.text ?? "")![1];

/** send-preregister and the emailed code, read from the sink. */
export async function requestCode(app: FastifyInstance, sink: Sink, email: string, lang?: string) {
  const since = sink.messages.length;
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/send-preregister",
    payload: { email, ...(lang ? { lang } : {}) },
  });
  if (res.statusCode !== 202) throw new Error(`send-preregister: ${res.statusCode} ${res.body}`);
  const mail = await mailTo(sink, email, since);
  return { code: codeFrom(mail), mail };
}

/** The whole registration through HTTP; returns the 201 response. */
export async function registerViaApi(
  app: FastifyInstance,
  sink: Sink,
  input: { email: string; password?: string; name?: string; country?: string; lang?: string; referral_code?: string },
) {
  const { code } = await requestCode(app, sink, input.email, input.lang);
  return app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { name: "New Buyer", country: "MN", password: STRONG_PASSWORD, ...input, code },
  });
}

export const sessionCookie = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === "sid");
  return c ? `sid=${c.value}` : undefined;
};

let counter = 0;
export const uniqueEmail = (prefix = "acct") =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;
