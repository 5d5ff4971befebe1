import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeExportCost, krwToManwon, krwToUsd, type ExportCostSettings } from "./export-cost.js";
import { fobUsdOf } from "./price-chain/index.js";

const settings: ExportCostSettings = {
  domestic_export_customs_krw: 300_000,
  cost_inland_transport_krw: 250_000,
  cost_shipping_usd: 1200,
  cost_insurance_percent: 1.5,
  cost_agency_fee_krw: 500_000,
  usd_krw_rate: 1390,
};

describe("fobUsdOf", () => {
  it("sums every item's USD but the shipping and insurance a port replaces, to the cent", () => {
    const cost = computeExportCost(21_500_000, settings);
    const usd = Object.fromEntries(cost.items.map((i) => [i.key, i.usd]));
    const expected =
      Math.round(usd.car_price * 100) +
      Math.round(usd.domestic_export_customs * 100) +
      Math.round(usd.inland_transport * 100) +
      Math.round(usd.agency_fee * 100);
    expect(fobUsdOf(cost.items)).toBe(expected / 100);
    // 15,467.63 + 215.83 + 179.86 + 359.71: no generic shipping ($1,200) or insurance in it.
    expect(fobUsdOf(cost.items)).toBe(16_223.03);
    expect(fobUsdOf(cost.items)).toBeLessThan(cost.total_usd - 1200);
  });

  it("is exact in cents whatever the amounts", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000_00 }), { maxLength: 8 }), (cents) => {
        const items = cents.map((c, i) => ({ key: `k${i}`, usd: c / 100 }));
        expect(Math.round(fobUsdOf(items) * 100)).toBe(cents.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe("computeExportCost", () => {
  it("adds the car price and every cost item from the settings", () => {
    const cost = computeExportCost(21_500_000, settings);
    const byKey = Object.fromEntries(cost.items.map((i) => [i.key, i.krw]));
    expect(byKey).toEqual({
      car_price: 21_500_000,
      domestic_export_customs: 300_000,
      inland_transport: 250_000,
      shipping: 1_668_000,
      insurance: 322_500,
      agency_fee: 500_000,
    });
    expect(cost.total_krw).toBe(24_540_500);
    expect(cost.total_usd).toBe(17_655.04);
    expect(cost.usd_krw_rate).toBe(1390);
    expect(cost.items.find((i) => i.key === "shipping")!.usd).toBe(1200);
  });

  it("takes the domestic export customs from the setting, not a constant", () => {
    const a = computeExportCost(10_000_000, settings);
    const b = computeExportCost(10_000_000, { ...settings, domestic_export_customs_krw: 450_000 });
    expect(b.total_krw - a.total_krw).toBe(150_000);
    expect(b.items.find((i) => i.key === "domestic_export_customs")!.krw).toBe(450_000);
  });

  it("rounds KRW to whole won and USD to cents, and refuses nonsense", () => {
    const cost = computeExportCost(1_234_567, { ...settings, cost_insurance_percent: 1.25, usd_krw_rate: 1387.5 });
    for (const item of cost.items) {
      expect(Number.isInteger(item.krw)).toBe(true);
      expect(Math.round(item.usd * 100) / 100).toBe(item.usd);
    }
    expect(() => computeExportCost(-1, settings)).toThrow(RangeError);
    expect(() => computeExportCost(1, { ...settings, usd_krw_rate: 0 })).toThrow(RangeError);
  });

  it("has a total equal to the sum of its items, for any price and settings", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 500, max: 3000, noNaN: true }),
        (price, customs, percent, rate) => {
          const cost = computeExportCost(price, {
            ...settings,
            domestic_export_customs_krw: customs,
            cost_insurance_percent: percent,
            usd_krw_rate: rate,
          });
          expect(cost.total_krw).toBe(cost.items.reduce((s, i) => s + i.krw, 0));
          expect(cost.total_krw).toBeGreaterThanOrEqual(price + customs);
          expect(Math.abs(cost.total_usd - cost.total_krw / rate)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
});

describe("conversions", () => {
  it("converts KRW to USD and to 만원", () => {
    expect(krwToUsd(1_390_000, 1390)).toBe(1000);
    expect(krwToUsd(1000, 1390)).toBe(0.72);
    expect(krwToManwon(21_500_000)).toBe(2150);
    expect(krwToManwon(21_555_000)).toBe(2156);
    expect(krwToManwon(50_993_000)).toBe(5099);
  });
});
