// What a proforma invoice states (the amount due, the beneficiary and bank details, the verify
// address): written once, used by the invoice PDF, the order answers, the verification at
// /api/invoices/verify/{code} and the notice of new bank details, so they can never disagree.
import type { Settings } from "../../../shared/settings.js";
import type { orders } from "../../db/schema/deals.js";
import { paths } from "../../../shared/paths.js";

type OrderRow = typeof orders.$inferSelect;

/** The invoice's CIF total: FOB (price_usd) + the quote's freight and insurance, to the cent. */
export const cifTotal = (priceUsd: number, quote: { freightUsd: number; insuranceUsd: number } | null) =>
  quote ? Math.round(priceUsd * 100 + quote.freightUsd * 100 + quote.insuranceUsd * 100) / 100 : priceUsd;

/** The freight and insurance of the order's frozen quote, when it was bought with a port. */
export const invoiceQuoteOf = (o: Pick<OrderRow, "quoteFreightCents" | "quoteInsuranceCents">) =>
  o.quoteFreightCents !== null && o.quoteInsuranceCents !== null
    ? { freightUsd: o.quoteFreightCents / 100, insuranceUsd: o.quoteInsuranceCents / 100 }
    : null;

/**
 * The amount due in US cents, the invoice's total: `price_usd`, plus the quote's freight and
 * insurance when the order has a port (an admin's price change recomputes them, so this is then
 * the quote's total); before a price, the quote's total (invoicing takes its FOB); else null.
 */
export function amountDueCents(
  o: Pick<
    OrderRow,
    "priceUsdCents" | "quoteFobCents" | "quoteFreightCents" | "quoteInsuranceCents" | "quoteTotalCents"
  >,
): number | null {
  const hasQuote = o.quoteFobCents !== null && o.quoteFreightCents !== null && o.quoteInsuranceCents !== null;
  if (o.priceUsdCents !== null)
    return hasQuote ? o.priceUsdCents + o.quoteFreightCents! + o.quoteInsuranceCents! : o.priceUsdCents;
  return hasQuote ? (o.quoteTotalCents ?? o.quoteFobCents! + o.quoteFreightCents! + o.quoteInsuranceCents!) : null;
}

/** The amount due in USD (see amountDueCents): on the order answers and at /verify. */
export function amountDueUsd(o: Parameters<typeof amountDueCents>[0]): number | null {
  const cents = amountDueCents(o);
  return cents === null ? null : cents / 100;
}

/** The bank details the invoice prints: the invoice's own, or while they are empty the top-up ones. */
export const invoiceBankDetails = (settings: Pick<Settings, "invoice_bank_details" | "topup_bank_details">) =>
  (settings.invoice_bank_details.trim() || settings.topup_bank_details).trim();

/** The beneficiary the invoice names as the seller: the legal name, else the site's name. */
export const invoiceBeneficiary = (settings: Pick<Settings, "seller_legal_name">, siteName: string) =>
  settings.seller_legal_name.trim() || siteName;

/** The page that verifies an invoice, as printed on it (and its QR code). */
export const verifyUrl = (baseUrl: string, code: string) => `${baseUrl}${paths.verifyInvoice(code)}`;
