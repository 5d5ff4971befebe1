// GET /api/invoices/verify/{code}: what the real invoice of a code states (reference, status, date
// of issue, amount due, beneficiary and bank details, the car, the buyer's country), so that a
// buyer holding an invoice can tell it from a forgery before paying. Never the buyer's name or email.
import { eq } from "drizzle-orm";
import type { OrderStatus } from "../../../shared/api/deals.js";
import { invoiceReference } from "../../../shared/api/deals-statuses.js";
import type { InvoiceVerification } from "../../../shared/api/invoices.js";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";
import { orders } from "../../db/schema/deals.js";
import { users } from "../../db/schema/users.js";
import { notFound } from "../../lib/errors.js";
import { cachedSettings } from "../settings/index.js";
import { normalizeInvoiceCode } from "./invoice-code.js";
import { amountDueUsd } from "../../../shared/price-chain/index.js";
import { invoiceBankDetails, invoiceBeneficiary } from "./invoice-facts.js";

const unknownInvoice = () => notFound("Invoice");

export async function verifyInvoice(core: Core, input: string): Promise<InvoiceVerification> {
  const code = normalizeInvoiceCode(input);
  if (!code) throw unknownInvoice();
  const [row] = await core.db
    .select({ o: orders, carName: cars.carName, vin: cars.vin, country: users.country })
    .from(orders)
    .innerJoin(cars, eq(cars.id, orders.carId))
    // Left: a purged buyer's order keeps its invoice, with no country on it.
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.invoiceCode, code));
  const amount = row ? amountDueUsd(row.o) : null;
  if (!row || amount === null) throw unknownInvoice();
  const settings = await cachedSettings(core);
  const vin = row.vin?.replace(/\s+/g, "") ?? "";
  return {
    valid: true,
    order_reference: invoiceReference(row.o.id),
    status: row.o.status as OrderStatus,
    issued_at: row.o.invoicedAt ?? row.o.updatedAt,
    amount_due_usd: amount,
    beneficiary: invoiceBeneficiary(settings, core.config.siteName),
    bank_details: invoiceBankDetails(settings),
    car: { car_name: row.carName, vin_last6: vin ? vin.slice(-6).toUpperCase() : null },
    buyer_country: row.country ?? null,
  };
}
