import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moneyOf, sumCents, usdToCents } from "./balance.js";

describe("usdToCents", () => {
  it("reads what the client sent, to the cent, with no float error", () => {
    expect(usdToCents(0.29)).toBe(29);
    expect(usdToCents(28_788.97)).toBe(2_878_897);
    expect(usdToCents(1.1)).toBe(110);
    expect(usdToCents(10)).toBe(1000);
    expect(usdToCents(0)).toBe(0);
  });
  it("refuses more than 2 decimals, negatives, exponents and non-numbers", () => {
    for (const n of [0.001, 10.005, -1, 1e-7, 1e21, Number.NaN, Number.POSITIVE_INFINITY])
      expect(usdToCents(n)).toBeNull();
  });
  it("round-trips every amount of cents up to ten million dollars", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => usdToCents(cents / 100) === cents));
  });
});

describe("moneyOf", () => {
  const base = {
    status: "invoiced" as const,
    amountDueCents: 2_878_897,
    paymentsCents: [] as number[],
    refundsCents: [] as number[],
    shipBy: null,
    refundRequestedAt: null,
  };
  it("follows an order from nothing paid to refunded", () => {
    expect(moneyOf(base)).toMatchObject({ balanceDueCents: 2_878_897, protection: { status: "none", heldCents: 0 } });
    const part = moneyOf({ ...base, paymentsCents: [1_000_000] });
    expect(part).toMatchObject({ balanceDueCents: 1_878_897, protection: { status: "held", heldCents: 1_000_000 } });
    const shipped = moneyOf({ ...base, status: "shipped", paymentsCents: [2_878_897], shipBy: "2026-12-31" });
    expect(shipped.protection).toEqual({ status: "released", heldCents: 0, shipBy: "2026-12-31" });
    const asked = moneyOf({ ...base, status: "paid", paymentsCents: [2_878_897], refundRequestedAt: new Date() });
    expect(asked.protection).toMatchObject({ status: "refund_due", heldCents: 2_878_897 });
    const cancelled = moneyOf({ ...base, status: "cancelled", paymentsCents: [500] });
    expect(cancelled).toMatchObject({ balanceDueCents: 0, protection: { status: "refund_due", heldCents: 500 } });
    const back = moneyOf({ ...base, status: "cancelled", paymentsCents: [500], refundsCents: [200, 300] });
    expect(back.protection).toMatchObject({ status: "refunded", heldCents: 0 });
    expect(moneyOf({ ...base, amountDueCents: null }).balanceDueCents).toBeNull();
  });
  it("never answers a balance below 0 nor above the amount due, and holds exactly the net paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 500_000_000 }), { maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 500_000_000 }), { maxLength: 12 }),
        (due, payments, refunds) => {
          const m = moneyOf({ ...base, amountDueCents: due, paymentsCents: payments, refundsCents: refunds });
          expect(m.paidCents).toBe(sumCents(payments));
          expect(m.balanceDueCents).toBeGreaterThanOrEqual(0);
          expect(m.balanceDueCents).toBeLessThanOrEqual(due);
          if (m.protection.status === "held") expect(m.protection.heldCents).toBe(m.paidCents - m.refundedCents);
          else expect(m.protection.heldCents).toBe(0);
        },
      ),
    );
  });
});
