import { languageForCountry } from "../../../shared/country-language.js";
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { notifications } from "../../db/schema/community.js";
import { notFound } from "../../lib/errors.js";
import { enqueueMail } from "../mail/index.js";
import { FIXED_LANGUAGE, renderNotification, renderPlainNotificationEmail } from "./templates/catalogue.js";
import type { InAppKind, Lang, NotificationParams, SiteInfo } from "./templates/types.js";

export type NotificationRow = typeof notifications.$inferSelect;

export type NotificationInput = {
  userId: number;
  kind: string;
  title: string;
  message: string;
  /** Path inside the site, e.g. `/me/requests`. */
  link?: string | null;
  /** Forces a language (the recommendation notification is always English); else the user's country decides. */
  lang?: Lang;
  /** The email as rendered by a template; without it a plain email is built from title and message. */
  email?: { subject: string; html: string; text: string };
  /** The template's parameters, so that the in-app list can render it in the reader's language. */
  params?: unknown;
};

/** The site's name and public address, for emails. */
export const siteInfo = (core: Core): SiteInfo => ({
  siteName: core.config.siteName,
  baseUrl: core.config.publicBaseUrl,
});

/**
 * Creates an in-app notification and, in the same transaction, the job that emails it:
 * both exist or neither does. The request never waits for SMTP. A deleted user's
 * notification is stored but not emailed.
 */
export async function createNotification(core: Core, tx: Tx, input: NotificationInput): Promise<NotificationRow> {
  const user = await core.users.userContact(tx, input.userId);
  if (!user) throw notFound("User");
  const lang = input.lang ?? languageForCountry(user.country);
  const link = input.link ?? null;
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      message: input.message,
      link,
      lang,
      params: input.params ?? null,
    })
    .returning();
  if (!user.deleted) {
    const email = input.email ?? {
      subject: input.title,
      ...renderPlainNotificationEmail(lang, { title: input.title, message: input.message, link }, siteInfo(core)),
    };
    await enqueueMail(core, tx, { to: user.email, subject: email.subject, html: email.html, text: email.text });
  }
  return row;
}

export type NotifyInput<K extends InAppKind> = {
  userId: number;
  kind: K;
  params: NotificationParams[K];
  /** Overrides the template's link (a path inside the site). */
  link?: string | null;
};

/**
 * Renders a template kind in the user's language (from their country; the recommendation
 * is always English), stores the notification and queues its email, in `tx`. The email keeps that
 * language (the spec: emails follow the country); the in-app list renders it again from its
 * parameters in the language the site is read in (inbox.ts).
 */
export async function notify<K extends InAppKind>(core: Core, tx: Tx, input: NotifyInput<K>): Promise<NotificationRow> {
  const user = await core.users.userContact(tx, input.userId);
  if (!user) throw notFound("User");
  const lang = FIXED_LANGUAGE[input.kind] ?? languageForCountry(user.country);
  const r = renderNotification(input.kind, lang, input.params, siteInfo(core), { link: input.link });
  return createNotification(core, tx, {
    userId: input.userId,
    kind: input.kind,
    title: r.title,
    message: r.message,
    link: r.link,
    lang,
    email: { subject: r.title, html: r.html, text: r.text },
    // Only a language that follows the reader may be rendered again (the recommendation stays English).
    params: FIXED_LANGUAGE[input.kind] ? null : input.params,
  });
}
