// 8. Paid, refunded, balance due: the buyer's money on an order (api.md "The buyer's money,
// protected"), after the amount due and in the same cents. What was paid and refunded (sums of
// the order's append-only payment and refund records), the balance and where the money stands.
// Pure, in integer US cents: the records are summed as integers, never as floats, and nobody
// types a total. One function for the server's order answers and the web app's statements.
import type { OrderStatus } from "../api/deals-statuses.js";
import type { ProtectionStatus } from "../api/protection-values.js";

/**
 * A USD amount as the client sent it (at most 2 decimals) in integer cents, or null when it has
 * more decimals or is not a finite positive-or-zero number within the safe range. Works on the
 * number's shortest decimal form ("0.29" → 29), which is exactly the literal sent: no float
 * multiplication (0.29 * 100 = 28.999…).
 */
export function usdToCents(n: number): number | null {
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0) return null;
  const text = n.toString();
  if (/e/i.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  if (fraction.length > 2) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The sum of integer cent amounts (a bigint column read as a number); throws past the safe range. */
export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) {
    if (!Number.isSafeInteger(a)) throw new Error(`not an amount in cents: ${a}`);
    total += a;
  }
  if (!Number.isSafeInteger(total)) throw new Error("sum of cents out of range");
  return total;
}

export type MoneyInput = {
  status: OrderStatus;
  /** The invoice's total in cents (invoice-facts.ts amountDueCents), null before there is one. */
  amountDueCents: number | null;
  paymentsCents: readonly number[];
  refundsCents: readonly number[];
  shipBy: string | null;
  /** When the buyer asked for the money back (after `shipBy`), or null. */
  refundRequestedAt: Date | string | null;
};

export type Money = {
  paidCents: number;
  refundedCents: number;
  /** What the seller holds of the buyer's: paid minus refunded. */
  netCents: number;
  /** null without an amount due; 0 for a cancelled order; never below 0. */
  balanceDueCents: number | null;
  protection: { status: ProtectionStatus; heldCents: number; shipBy: string | null };
};

/**
 * Where the buyer's money stands:
 * - `none`: no payment recorded;
 * - `refunded`: payments exist and all of it went back;
 * - `refund_due`: the order was cancelled while holding money, or the buyer asked for it back
 *   (after `ship_by`) before the car shipped;
 * - `released`: shipped (with its B/L) or delivered: the money is the seller's;
 * - `held`: paid (in part or whole) and not yet shipped.
 * A refund request made while held stays due until the money goes back; a car shipped after it
 * releases the money (the buyer got what the request was about).
 */
export function moneyOf(input: MoneyInput): Money {
  const paidCents = sumCents(input.paymentsCents);
  const refundedCents = sumCents(input.refundsCents);
  const netCents = paidCents - refundedCents;
  const balanceDueCents =
    input.status === "cancelled"
      ? 0
      : input.amountDueCents === null
        ? null
        : Math.max(0, input.amountDueCents - Math.max(0, netCents));
  const status: ProtectionStatus =
    input.paymentsCents.length === 0
      ? "none"
      : netCents <= 0
        ? "refunded"
        : input.status === "cancelled"
          ? "refund_due"
          : input.status === "shipped" || input.status === "delivered"
            ? "released"
            : input.refundRequestedAt !== null
              ? "refund_due"
              : "held";
  const heldCents = status === "held" || status === "refund_due" ? netCents : 0;
  return {
    paidCents,
    refundedCents,
    netCents,
    balanceDueCents,
    protection: { status, heldCents, shipBy: input.shipBy },
  };
}
