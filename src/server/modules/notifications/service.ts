import { eq } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { notifications } from "../../db/schema/community.js";
import { users } from "../../db/schema/users.js";
import { enqueueMail } from "../mail/service.js";
import { renderEmailLayout } from "../mail/layout.js";

export type NotificationInput = {
  userId: number;
  kind: string;
  title: string;
  message: string;
  /** Path inside the site, e.g. `/me/requests`. */
  link?: string | null;
  /** Forces a language (the recommendation notification is always English). */
  lang?: "en" | "ko" | "mn" | "ru";
};

/**
 * Creates an in-app notification and, in the same transaction, the job that emails it:
 * both exist or neither does.
 */
export async function createNotification(core: Core, tx: Tx, input: NotificationInput) {
  const [user] = await tx.select({ email: users.email, lang: users.lang }).from(users).where(eq(users.id, input.userId));
  const lang = input.lang ?? (user.lang as "en");
  const [row] = await tx
    .insert(notifications)
    .values({ userId: input.userId, kind: input.kind, title: input.title, message: input.message, link: input.link ?? null, lang })
    .returning();
  const base = core.config.publicBaseUrl;
  const { html, text } = renderEmailLayout({
    siteName: core.config.siteName,
    baseUrl: base,
    lang,
    heading: input.title,
    paragraphs: input.message.split(/\n{2,}/),
    action: { label: core.config.siteName, url: `${base}${input.link ?? "/me"}` },
    footer: core.config.siteName,
  });
  await enqueueMail(core, { to: user.email, subject: input.title, html, text }, tx);
  return row;
}
