import type { EmailLanguage } from "../../../../shared/country-language.js";
import type { Prices } from "../../../../shared/api/deals.js";
import type { OrderDocumentKind } from "../../../../shared/api/order-document-kinds.js";
import type { ClaimCategory } from "../../../../shared/api/protection-values.js";

export type Lang = EmailLanguage;

export type RequestStatus = "in_progress" | "rejected" | "cancelled";
export type RewardReason = "review" | "referral" | "sns";

/**
 * The parameters of every template, by kind. Amounts are CC numbers (`milliToCc`), car
 * names and makers may be the Korean catalogue terms: templates translate them.
 */
export type NotificationParams = {
  request_status: { status: RequestStatus; requestId: number; vehicle?: string | null; note?: string | null };
  /** Always sent in English (spec); mentions the review reward. */
  recommendation: { requestId: number; cars: RecommendedCar[]; note?: string | null };
  cc_reward: { reason: RewardReason; amount: number };
  sns_verified: { platform: string; amount?: number | null };
  sns_rejected: { platform: string; note?: string | null };
  withdrawal_paid: { amount: number; withdrawalId?: number | null };
  withdrawal_rejected: { amount: number; withdrawalId?: number | null; note?: string | null };
  admin_message: { title: string; message: string };
  topup_confirmed: { amount: number; reference: string };
  topup_rejected: { amount: number; reference: string; reason?: string | null };
  order_status: {
    orderId: number;
    carName: string;
    status: "reserved" | "invoiced" | "paid" | "shipped" | "delivered" | "cancelled";
    note?: string | null;
    /** A reservation cancelled by the expiry job. */
    expired?: boolean;
    /** An order cancelled while it held the buyer's money: what will be refunded, USD. */
    refundDueUsd?: number | null;
  };
  /** A payment was recorded against the buyer's order (api.md "The buyer's money, protected"). */
  order_payment: {
    orderId: number;
    carName: string;
    amountUsd: number;
    /** The day it arrived, "2026-12-01". */
    receivedOn: string;
    reference: string;
    /** Paid minus refunded, after this payment. */
    paidUsd: number;
    /** Still to pay; null without an amount due. */
    balanceUsd: number | null;
    /** The day by which the car ships, once the order is paid in full. */
    shipBy: string | null;
  };
  /** A refund was sent to the buyer. */
  order_refund: {
    orderId: number;
    carName: string;
    amountUsd: number;
    paidOn: string;
    reference: string;
    reason: string;
    /** All refunded so far and all paid, USD. */
    refundedUsd: number;
    paidUsd: number;
    claimId: number | null;
  };
  /** The buyer asked for the money back after `ship_by` (their own confirmation). */
  order_refund_requested: { orderId: number; carName: string; heldUsd: number; shipBy: string };
  /** The buyer's claim was received. */
  claim_received: { orderId: number; claimId: number; carName: string; category: ClaimCategory };
  /** The staff decided the buyer's claim. */
  claim_decided: {
    orderId: number;
    claimId: number;
    carName: string;
    status: "accepted" | "rejected";
    note: string;
  };
  /** Email only, to the staff address: a buyer asked for the money back. */
  refund_request_received: {
    orderId: number;
    carName: string;
    email: string;
    heldUsd: number;
    shipBy: string;
    reason: string;
  };
  /** Email only, to the staff address: a buyer filed a claim. */
  claim_filed: {
    orderId: number;
    claimId: number;
    carName: string;
    email: string;
    category: ClaimCategory;
    description: string;
    amountUsd: number | null;
    files: number;
  };
  /** A shipping document (bill of lading, …) was added to the buyer's order. */
  order_document: {
    orderId: number;
    carName: string;
    kind: OrderDocumentKind;
    /** The document's name as stored (already cleaned of control characters). */
    filename: string;
  };
  /** An administrator changed an order's price or port: the quote and the amount due were recomputed. */
  order_amount: {
    orderId: number;
    carName: string;
    /** The new amount due (the invoice's total), USD. */
    amountUsd: number;
    previousUsd: number | null;
    /** The destination port's name (the order's), when it has one. */
    port: string | null;
  };
  /** Alert: new cars matching the user's saved searches; `more` cars matched beyond those listed. */
  new_listings: { cars: AlertCar[]; more: number };
  /** Alert: a favourite car's price went down from `previous`. */
  favorite_price_drop: { car: AlertCar; previous: Prices };
  /** Alert: a favourite car was reserved by someone else or sold out. */
  favorite_unavailable: { car: AlertCar; status: "reserved" | "sold_out" };
  /** Email only (no notification row). */
  promo_alert: {
    carId: number;
    carName: string;
    year: number;
    mileage: number;
    priceKrw: number;
    unsubscribeUrl: string;
  };
  /** The staff answered a buyer's question about a car (`reply` quoted as plain text). */
  question_reply: { threadId: number; carId: number; carName: string; reply: string };
  /** Email only, to the staff address: a buyer's message about a car. */
  question_received: { threadId: number; carId: number; carName: string; email: string; message: string };
  /**
   * The bank details printed on invoices changed: to a buyer with orders in `invoiced` (their
   * references and verification codes), naming the new details and the verify page.
   */
  bank_details_changed: { details: string; references: string[]; codes: string[]; verifyUrl: string };
  /** Email only, to administrators. */
  contact_received: { messageId: number; name: string; email: string; subject: string; message: string };
};

/** A car named in a notification: the email shows its photo and links to its page. */
export type RecommendedCar = {
  id: number;
  /** The catalogue name (Korean terms; templates translate it). */
  name: string;
  year: number;
  mileage: number;
  priceKrw: number;
  /** Path (or URL) of its thumbnail; null without photos. */
  photo: string | null;
};

/** A car in an alert: its price in every currency (the email shows KRW and the language's currency). */
export type AlertCar = RecommendedCar & { prices: Prices };

/** A card of the email, with paths inside the site (made absolute when rendered). */
export type TemplateCard = { title: string; details: string; image: string | null; link: string };

export type TemplateKind = keyof NotificationParams;
/** Kinds that are in-app notifications (and so emails); the others are emails only. */
export type InAppKind = Exclude<
  TemplateKind,
  "promo_alert" | "contact_received" | "question_received" | "refund_request_received" | "claim_filed"
>;

/** Formatting in the template's language. */
export type Fmt = {
  lang: Lang;
  site: string;
  cc(amount: number): string;
  krw(amount: number): string;
  km(mileage: number): string;
  /** A USD amount with its cents ("$28,788.97"; plain spaces, it may be part of a subject). */
  usd(amount: number): string;
  /** A calendar day "2026-12-01" as the language writes it ("Dec 1, 2026"; mn "2026.12.01"). */
  day(day: string): string;
  car(name: string): string;
  platform(name: string): string;
  /** Picks the plural form of `n` for the language (Intl.PluralRules categories). */
  plural(n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string;
};

/** What one language of a template says. */
export type TemplateText = {
  /** In-app title and email subject. */
  title: string;
  /** Email body, one paragraph each; also the in-app text unless `message` is given. */
  paragraphs: string[];
  /** In-app text when it differs from the email body. */
  message?: string;
  /** Label of the email's button. */
  action: string;
};

/** Who the email speaks to, which decides its footer line. */
/** `admin`: the contact form's messages to the admins; `staff`: the service's own emails to the staff address. */
export type Audience = "account" | "promo" | "admin" | "staff";

export type Template<P> = {
  audience: Audience;
  /** Path inside the site the notification and the email's button lead to. */
  link(params: P): string;
  /** Every template exists in all four languages. */
  text: Record<Lang, (params: P, fmt: Fmt) => TemplateText>;
  /** Cards after the email's paragraphs (the recommended cars), each with a photo and a link. */
  cards?: (params: P, fmt: Fmt) => TemplateCard[];
  /** Links under the email's footer (the promo alert's unsubscribe link). */
  footerLinks?: (params: P, lang: Lang) => { label: string; url: string }[];
};

export type SiteInfo = { siteName: string; baseUrl: string };

/** Drops the parts that do not apply (an absent note…). */
export const lines = (...items: Array<string | false | null | undefined>): string[] =>
  items.filter((item): item is string => typeof item === "string" && item.length > 0);
