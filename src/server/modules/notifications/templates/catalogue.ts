import { renderEmailLayout } from "../../mail/index.js";
import { adminMessageTemplate } from "./admin-message.js";
import { favoritePriceDropTemplate, favoriteUnavailableTemplate, newListingsTemplate } from "./alerts.js";
import { ccRewardTemplate } from "./cc-reward.js";
import { CHROME } from "./chrome.js";
import { contactReceivedTemplate } from "./contact-received.js";
import { formatterFor } from "./format.js";
import { promoAlertTemplate } from "./promo-alert.js";
import { recommendationTemplate } from "./recommendation.js";
import { requestStatusTemplate } from "./request-status.js";
import { snsRejectedTemplate, snsVerifiedTemplate } from "./sns.js";
import type { Lang, NotificationParams, SiteInfo, Template, TemplateKind } from "./types.js";
import { withdrawalPaidTemplate, withdrawalRejectedTemplate } from "./withdrawals.js";
import { questionReceivedTemplate, questionReplyTemplate } from "./questions.js";
import { orderAmountTemplate } from "./order-amount.js";
import { orderStatusTemplate, topupConfirmedTemplate, topupRejectedTemplate } from "./deals.js";
import { orderDocumentTemplate } from "./order-documents.js";
import { bankDetailsChangedTemplate } from "./bank-details.js";
import {
  claimDecidedTemplate,
  claimFiledTemplate,
  claimReceivedTemplate,
  orderPaymentTemplate,
  orderRefundRequestedTemplate,
  orderRefundTemplate,
  refundRequestReceivedTemplate,
} from "./order-money.js";
import { paths } from "../../../../shared/paths.js";

/** Every template, by kind; the type makes each one exist in all four languages. */
export const TEMPLATES: { [K in TemplateKind]: Template<NotificationParams[K]> } = {
  request_status: requestStatusTemplate,
  recommendation: recommendationTemplate,
  cc_reward: ccRewardTemplate,
  sns_verified: snsVerifiedTemplate,
  sns_rejected: snsRejectedTemplate,
  withdrawal_paid: withdrawalPaidTemplate,
  withdrawal_rejected: withdrawalRejectedTemplate,
  admin_message: adminMessageTemplate,
  promo_alert: promoAlertTemplate,
  contact_received: contactReceivedTemplate,
  topup_confirmed: topupConfirmedTemplate,
  topup_rejected: topupRejectedTemplate,
  order_status: orderStatusTemplate,
  order_document: orderDocumentTemplate,
  order_amount: orderAmountTemplate,
  new_listings: newListingsTemplate,
  favorite_price_drop: favoritePriceDropTemplate,
  favorite_unavailable: favoriteUnavailableTemplate,
  question_reply: questionReplyTemplate,
  question_received: questionReceivedTemplate,
  bank_details_changed: bankDetailsChangedTemplate,
  order_payment: orderPaymentTemplate,
  order_refund: orderRefundTemplate,
  order_refund_requested: orderRefundRequestedTemplate,
  claim_received: claimReceivedTemplate,
  claim_decided: claimDecidedTemplate,
  refund_request_received: refundRequestReceivedTemplate,
  claim_filed: claimFiledTemplate,
};

export type { AlertCar } from "./types.js";

export const TEMPLATE_KINDS = Object.keys(TEMPLATES) as TemplateKind[];

/** Kinds whose language is fixed whatever the user's country. */
export const FIXED_LANGUAGE: Partial<Record<TemplateKind, Lang>> = { recommendation: "en" };

export type RenderedNotification = {
  lang: Lang;
  /** In-app title and email subject. */
  title: string;
  /** In-app text (paragraphs separated by a blank line). */
  message: string;
  /** Path inside the site the notification leads to. */
  link: string;
  html: string;
  text: string;
};

/** `path` on the public site; absolute URLs pass through. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${baseUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

// A title is also an email subject: one line.
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Renders one kind in one language: the in-app title and text, and the email (HTML and plain text). */
export function renderNotification<K extends TemplateKind>(
  kind: K,
  lang: Lang,
  params: NotificationParams[K],
  site: SiteInfo,
  options: { link?: string | null } = {},
): RenderedNotification {
  const template = TEMPLATES[kind] as Template<NotificationParams[K]>;
  const fmt = formatterFor(lang, site.siteName);
  const content = template.text[lang](params, fmt);
  const link = options.link ?? template.link(params);
  const title = oneLine(content.title);
  const cards = template.cards?.(params, fmt).map((c) => ({
    title: c.title,
    details: c.details,
    imageUrl: c.image ? absoluteUrl(site.baseUrl, c.image) : null,
    url: absoluteUrl(site.baseUrl, c.link),
  }));
  const { html, text } = renderEmailLayout({
    siteName: site.siteName,
    baseUrl: site.baseUrl,
    lang,
    heading: title,
    paragraphs: content.paragraphs,
    cards,
    action: { label: content.action, url: absoluteUrl(site.baseUrl, link) },
    footer: CHROME[lang].footer[template.audience](site.siteName),
    footerLinks: template.footerLinks?.(params, lang),
  });
  return { lang, title, message: content.message ?? content.paragraphs.join("\n\n"), link, html, text };
}

/**
 * The in-app title and text of a stored notification in `lang`, from its template's parameters
 * (null when the kind has no template or its parameters no longer render).
 */
export function renderInApp(
  kind: string,
  lang: Lang,
  params: unknown,
  siteName: string,
): { title: string; message: string } | null {
  if (!(kind in TEMPLATES) || params === null || typeof params !== "object") return null;
  try {
    const template = TEMPLATES[kind as TemplateKind] as Template<unknown>;
    const content = template.text[lang](params, formatterFor(lang, siteName));
    return { title: oneLine(content.title), message: content.message ?? content.paragraphs.join("\n\n") };
  } catch {
    return null;
  }
}

/** The email of a notification created from a bare title and message (no template). */
export function renderPlainNotificationEmail(
  lang: Lang,
  input: { title: string; message: string; link?: string | null },
  site: SiteInfo,
): { html: string; text: string } {
  return renderEmailLayout({
    siteName: site.siteName,
    baseUrl: site.baseUrl,
    lang,
    heading: oneLine(input.title),
    paragraphs: input.message.split(/\n{2,}/),
    action: { label: CHROME[lang].defaultAction, url: absoluteUrl(site.baseUrl, input.link ?? paths.me.home) },
    footer: CHROME[lang].footer.account(site.siteName),
  });
}
