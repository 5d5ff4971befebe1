/**
 * Invoices that cannot be faked (../shared/docs/api.md "Door to door"): anyone holding a proforma
 * invoice checks its code against what the seller really issued before paying.
 */
import { Type, type Static } from "typebox";
import { DateTime, Nullable } from "./common.js";
import { OrderStatus } from "./deals.js";

/** Longest code the look-up takes (the codes are 16 characters; typed ones may carry spaces and dashes). */
export const INVOICE_CODE_INPUT_MAX = 64;

export const InvoiceVerifyParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: INVOICE_CODE_INPUT_MAX }),
});
export type InvoiceVerifyParams = Static<typeof InvoiceVerifyParams>;

/** What the real invoice of that code states: no buyer name or email. */
export const InvoiceVerification = Type.Object({
  valid: Type.Literal(true),
  /** The invoice's number, also the reference of the transfer ("PI-000123"). */
  order_reference: Type.String({ maxLength: 32 }),
  status: OrderStatus,
  issued_at: DateTime,
  /** price_usd, or the CIF total when the order has a port; never the duties. */
  amount_due_usd: Type.Number(),
  /** The seller the money goes to. */
  beneficiary: Type.String({ maxLength: 200 }),
  bank_details: Type.String({ maxLength: 2000 }),
  car: Type.Object({ car_name: Type.String({ maxLength: 500 }), vin_last6: Nullable(Type.String({ maxLength: 6 })) }),
  /** ISO 3166 alpha-2, or null when the buyer named none. */
  buyer_country: Nullable(Type.String({ maxLength: 2 })),
});
export type InvoiceVerification = Static<typeof InvoiceVerification>;

/** Look-ups a client address may make in a minute. */
export const INVOICE_VERIFY_RATE = { max: 20, windowMinutes: 1 };
