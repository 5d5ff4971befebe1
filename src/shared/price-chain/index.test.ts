import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountDueCents,
  dutiesTotals,
  fobCents,
  insuranceMilliPctOf,
  landedCents,
  orderLinesCents,
  pricesOfKrw,
  pricesOfUsdCents,
  round2,
  toCents,
} from "./index.js";

const rates = { usd_krw_rate: 1390, mnt_krw_rate: 0.41, rub_krw_rate: 17.2, eur_krw_rate: 1510 };
const cents = fc.integer({ min: 0, max: 100_000_000_00 });

describe("the one rounding rule", () => {
  it("rounds half up to the hundredth", () => {
    expect(toCents(12.345)).toBe(1235);
    expect(toCents(0.005)).toBe(1);
    expect(round2(28_788.974)).toBe(28_788.97);
    expect(round2(1.005 * 1000)).toBe(1005);
  });
});

describe("FOB → freight → insurance → CIF", () => {
  it("leaves the generic shipping and insurance out of FOB", () => {
    const items = [
      { key: "car_price", usd: 10_000.01 },
      { key: "shipping", usd: 1_200 },
      { key: "insurance", usd: 150.5 },
      { key: "agency_fee", usd: 359.71 },
    ];
    expect(fobCents(items)).toBe(1_035_972);
  });

  it("insures FOB + freight at the port's rate, to the cent, and the total is the exact sum", () => {
    expect(landedCents(2_643_885, { freightUsdCents: 150_000, insuranceMilliPct: 1_500 })).toEqual({
      fob: 2_643_885,
      freight: 150_000,
      insurance: 41_908,
      total: 2_835_793,
    });
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 0, max: 10_000 }), (fob, freight, milliPct) => {
        const q = landedCents(fob, { freightUsdCents: freight, insuranceMilliPct: milliPct });
        expect(Number.isInteger(q.insurance)).toBe(true);
        expect(q.total).toBe(q.fob + q.freight + q.insurance);
      }),
    );
  });

  it("reads a quote's insurance rate back from its figures", () => {
    const q = landedCents(1_000_000, { freightUsdCents: 125_000, insuranceMilliPct: 500 });
    const again = landedCents(q.fob, { freightUsdCents: q.freight, insuranceMilliPct: insuranceMilliPctOf(q) });
    expect(again).toEqual(q);
    expect(insuranceMilliPctOf({ fob: 0, freight: 0, insurance: 0 })).toBe(0);
  });
});

describe("the four currencies", () => {
  it("keeps the dollars of a cent amount exact, and converts the rest as a KRW price is", () => {
    fc.assert(
      fc.property(cents, (c) => {
        const p = pricesOfUsdCents(c, rates);
        expect(toCents(p.USD)).toBe(c);
        const fromKrw = pricesOfKrw((c / 100) * rates.usd_krw_rate, rates);
        expect({ ...p, USD: fromKrw.USD }).toEqual(fromKrw);
      }),
    );
  });
});

describe("duties → door total", () => {
  it("makes the door total the landed total plus the duties' total, to the cent", () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { maxLength: 6 }),
        fc.constantFrom("USD", "RUB", "MNT", "EUR", "KRW" as const),
        (landed, hundredths, currency) => {
          const t = dutiesTotals(
            hundredths.map((h) => h / 100),
            landed / 100,
            currency,
            rates,
          );
          expect(toCents(t.door_total_usd)).toBe(landed + toCents(t.total_usd));
          expect(t.door_total).toEqual(pricesOfUsdCents(toCents(t.door_total_usd), rates));
        },
      ),
    );
  });
});

describe("the amount due", () => {
  const quote = { quoteFobCents: 1_000_000, quoteFreightCents: 125_000, quoteInsuranceCents: 5_625 };
  it("is the price, or with a port the price plus the quote's freight and insurance", () => {
    expect(
      amountDueCents({
        priceUsdCents: null,
        quoteFobCents: null,
        quoteFreightCents: null,
        quoteInsuranceCents: null,
        quoteTotalCents: null,
      }),
    ).toBeNull();
    expect(
      orderLinesCents({
        priceUsdCents: 900_000,
        quoteFobCents: null,
        quoteFreightCents: null,
        quoteInsuranceCents: null,
        quoteTotalCents: null,
      }),
    ).toEqual({ fob: 900_000, freight: null, insurance: null, amountDue: 900_000 });
    expect(orderLinesCents({ priceUsdCents: null, ...quote, quoteTotalCents: 1_130_625 })).toEqual({
      fob: 1_000_000,
      freight: 125_000,
      insurance: 5_625,
      amountDue: 1_130_625,
    });
    expect(amountDueCents({ priceUsdCents: 990_000, ...quote, quoteTotalCents: 1_130_625 })).toBe(1_120_625);
  });
});
