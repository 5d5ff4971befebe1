import { describe, expect, it } from "vitest";
import { CC_AMOUNTS, CC_SCALE, ccToMilli, formatCc, isValidCc, milliToCc } from "./cc.js";

describe("ccToMilli", () => {
  it("converts exactly", () => {
    expect(CC_SCALE).toBe(1000);
    expect(ccToMilli(0.1)).toBe(100);
    expect(ccToMilli(1)).toBe(1000);
    expect(ccToMilli(10)).toBe(10000);
    expect(ccToMilli(0.001)).toBe(1);
    expect(ccToMilli(1.005)).toBe(1005); // 1.005 * 1000 is 1004.9999999999999 as a float
    expect(ccToMilli(4.35)).toBe(4350); // 4.35 * 1000 is 4349.999999999999
    expect(ccToMilli(-2.5)).toBe(-2500);
    expect(ccToMilli(0)).toBe(0);
    expect(Object.is(ccToMilli(-0), 0)).toBe(true);
  });

  it("avoids the 0.1 + 0.2 pitfall by adding in milli-CC", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(milliToCc(ccToMilli(0.1) + ccToMilli(0.2))).toBe(0.3);
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += ccToMilli(0.1);
    expect(sum).toBe(1000);
  });

  it("rejects more than 3 decimals and non-finite numbers", () => {
    expect(() => ccToMilli(1.2345)).toThrow(Error);
    expect(() => ccToMilli(0.1 + 0.2)).toThrow(/decimals/);
    expect(() => ccToMilli(1e-7)).toThrow(Error);
    expect(() => ccToMilli(Number.NaN)).toThrow(Error);
    expect(() => ccToMilli(Number.POSITIVE_INFINITY)).toThrow(Error);
    expect(() => ccToMilli(1e21)).toThrow(Error);
    expect(() => ccToMilli(Number.MAX_SAFE_INTEGER)).toThrow(/range/);
    expect(isValidCc(1.2345)).toBe(false);
    expect(isValidCc(1.234)).toBe(true);
  });
});

describe("milliToCc", () => {
  it("round-trips every amount with up to 3 decimals", () => {
    for (const m of [0, 1, 99, 100, 1005, 4350, 123456789, -2500]) {
      expect(ccToMilli(milliToCc(m))).toBe(m);
      expect(JSON.stringify(milliToCc(m))).toMatch(/^-?\d+(\.\d{1,3})?$/);
    }
  });

  it("rejects non-integers", () => {
    expect(() => milliToCc(1.5)).toThrow(Error);
  });
});

describe("formatCc", () => {
  it("formats with grouping and at most 3 decimals", () => {
    expect(formatCc(12500)).toBe("12.5 CC");
    expect(formatCc(1234567001)).toBe("1,234,567.001 CC");
    expect(formatCc(100, "en", { unit: false })).toBe("0.1");
    expect(formatCc(1234500, "ru")).toMatch(/^1\s234,5 CC$/);
  });
});

describe("CC_AMOUNTS", () => {
  it("holds the contract amounts in milli-CC", () => {
    expect(CC_AMOUNTS).toEqual({
      vehicleRequestRecommendation: ccToMilli(1),
      bannerDirectPurchase: ccToMilli(1),
      reviewReward: ccToMilli(1),
      referralSignupReward: ccToMilli(10),
      minimumBalanceForRequest: ccToMilli(1),
      defaultBannerView: ccToMilli(0.1),
    });
    expect(Object.isFrozen(CC_AMOUNTS)).toBe(true);
  });
});
