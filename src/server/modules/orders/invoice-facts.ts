// What a proforma invoice states besides its figures (the beneficiary and bank details, the verify
// address): written once, used by the invoice PDF, the verification at /api/invoices/verify/{code}
// and the notice of new bank details, so they can never disagree. Its figures (the lines and the
// amount due) are the price chain's (shared/price-chain `orderLinesCents`).
import type { Settings } from "../../../shared/settings.js";
import { paths } from "../../../shared/paths.js";

/** The bank details the invoice prints: the invoice's own, or while they are empty the top-up ones. */
export const invoiceBankDetails = (settings: Pick<Settings, "invoice_bank_details" | "topup_bank_details">) =>
  (settings.invoice_bank_details.trim() || settings.topup_bank_details).trim();

/** The beneficiary the invoice names as the seller: the legal name, else the site's name. */
export const invoiceBeneficiary = (settings: Pick<Settings, "seller_legal_name">, siteName: string) =>
  settings.seller_legal_name.trim() || siteName;

/** The page that verifies an invoice, as printed on it (and its QR code). */
export const verifyUrl = (baseUrl: string, code: string) => `${baseUrl}${paths.verifyInvoice(code)}`;
