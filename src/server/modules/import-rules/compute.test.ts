import { describe, expect, it } from "vitest";
import {
  carAge,
  computeDuties,
  evaluateDuties,
  fromUsd,
  needsCc,
  needsHp,
  round2,
  toUsd,
  type DutiesCar,
  type Rules,
} from "./compute.js";

const rates = { usd_krw_rate: 1400, mnt_krw_rate: 0.4, rub_krw_rate: 17.5, eur_krw_rate: 1600 };
const name = (en: string) => ({ en, ko: `${en} ko`, mn: `${en} mn`, ru: `${en} ru` });
const rules = (over: Partial<Rules>): Rules => ({
  country: "MN",
  currency: "USD",
  asOf: "2026-01-01",
  source: "test",
  maxAge: null,
  components: [],
  ...over,
});
const car: DutiesCar = { year: 2020, displacementCc: 2000, powerHp: 245, fuel: "가솔린" };

describe("duties computation", () => {
  it("converts USD → KRW → the currency and back", () => {
    expect(fromUsd(10, "MNT", rates)).toBeCloseTo(35_000, 6);
    expect(fromUsd(10, "EUR", rates)).toBeCloseTo(8.75, 9);
    expect(fromUsd(10, "KRW", rates)).toBe(14_000);
    expect(toUsd(35_000, "MNT", rates)).toBeCloseTo(10, 9);
    expect(round2(fromUsd(12.345, "USD", rates))).toBe(12.35);
  });

  it("adds value_and_above on the rounded amounts above it, with min_per_cc taking the larger", () => {
    const r = rules({
      currency: "EUR",
      components: [
        { name: name("Duty"), kind: "percent", rate: 0.05, of: "value", min_per_cc: 0.5 },
        { name: name("Fee"), kind: "fixed", amount: 10.005 },
        { name: name("VAT"), kind: "percent", rate: 0.1, of: "value_and_above" },
      ],
    });
    const out = computeDuties({ rules: r, car, landedTotalUsd: 10_000, settings: rates, lang: "ru", age: 6 });
    if (!out.duties) throw new Error("no duties");
    const cv = round2((10_000 * 1400) / 1600); // 8750
    const duty = round2(Math.max(0.05 * cv, 0.5 * 2000)); // 1000 (the minimum wins)
    const fee = round2(10.005);
    const vat = round2(0.1 * (cv + duty + fee));
    expect(out.duties.customs_value).toBe(cv);
    expect(out.duties.items.map((i) => i.amount)).toEqual([duty, fee, vat]);
    expect(out.duties.items[0].name).toBe("Duty ru");
    expect(out.duties.total).toBe(round2(duty + fee + vat));
    expect(out.duties.total_usd).toBe(round2((out.duties.total * 1600) / 1400));
    expect(out.duties.door_total_usd).toBe(round2(10_000 + out.duties.total_usd));
  });

  it("leaves out components whose when does not match, inclusive bounds", () => {
    const r = rules({
      components: [
        { name: name("Young"), kind: "fixed", amount: 1, when: { max_age: 3 } },
        { name: name("Mid"), kind: "fixed", amount: 2, when: { min_age: 4, max_age: 6, min_cc: 1501, max_cc: 2000 } },
        { name: name("Hybrid"), kind: "fixed", amount: 4, when: { fuels: ["하이브리드"] } },
      ],
    });
    const out = computeDuties({ rules: r, car, landedTotalUsd: 1000, settings: rates, lang: "en", age: 6 });
    expect(out.duties?.items.map((i) => i.name)).toEqual(["Mid"]);
  });

  it("needs the engine size only for a component that applies", () => {
    expect(needsCc({ name: name("x"), kind: "fixed", amount: 1, when: { min_cc: 1 } })).toBe(true);
    expect(needsCc({ name: name("x"), kind: "percent", rate: 1, of: "value" })).toBe(false);
    const r = rules({
      components: [{ name: name("Per cc"), kind: "per_cc", amount: 1, when: { max_age: 2 } }],
    });
    const noCc = { ...car, displacementCc: null };
    expect(computeDuties({ rules: r, car: noCc, landedTotalUsd: 1, settings: rates, lang: "en", age: 1 })).toEqual({
      duties: null,
      unavailable: "displacement_unknown",
    });
    expect(
      computeDuties({ rules: r, car: noCc, landedTotalUsd: 1, settings: rates, lang: "en", age: 5 }).duties?.items,
    ).toEqual([]);
  });

  it("is not eligible past max_age, amounts still given", () => {
    const r = rules({ maxAge: 5, components: [{ name: name("Fee"), kind: "fixed", amount: 7 }] });
    const old = computeDuties({ rules: r, car, landedTotalUsd: 1, settings: rates, lang: "en", age: 6 }).duties;
    expect(old).toMatchObject({ eligible: false, reasons: ["max_age"], total: 7 });
    const ok = computeDuties({ rules: r, car, landedTotalUsd: 1, settings: rates, lang: "en", age: 5 }).duties;
    expect(ok).toMatchObject({ eligible: true, reasons: [] });
  });

  it("counts the age in the schedule's time zone", () => {
    const newYearInSeoul = new Date("2026-12-31T15:30:00Z"); // 00:30 on 1 January 2027 in Seoul
    expect(carAge(2020, "Asia/Seoul", newYearInSeoul)).toBe(7);
    expect(carAge(2020, "UTC", newYearInSeoul)).toBe(6);
  });

  it("bands by power and by customs value, bounds inclusive", () => {
    const r = rules({
      currency: "EUR",
      components: [
        { name: name("Up to 160 hp"), kind: "fixed", amount: 1, when: { max_hp: 160 } },
        { name: name("161-190 hp"), kind: "fixed", amount: 2, when: { min_hp: 161, max_hp: 190 } },
        { name: name("Over 190 hp"), kind: "fixed", amount: 3, when: { min_hp: 191 } },
        { name: name("Cheap"), kind: "percent", rate: 0.54, of: "value", when: { max_value: 8500 } },
        { name: name("Dear"), kind: "percent", rate: 0.48, of: "value", when: { min_value: 8500.01 } },
      ],
    });
    // 1600 KRW per EUR, 1400 per USD: a landed total of 9714.29 USD is 8500.00 EUR.
    const names = (powerHp: number, landedTotalUsd: number) =>
      computeDuties({
        rules: r,
        car: { ...car, powerHp },
        landedTotalUsd,
        settings: rates,
        lang: "en",
        age: 1,
      }).duties?.items.map((i) => i.name);
    expect(round2(fromUsd(9714.29, "EUR", rates))).toBe(8500.0);
    expect(round2(fromUsd(9714.3, "EUR", rates))).toBe(8500.01);
    expect(names(160, 9714.29)).toEqual(["Up to 160 hp", "Cheap"]);
    expect(names(161, 9714.3)).toEqual(["161-190 hp", "Dear"]);
    expect(names(190, 1)).toEqual(["161-190 hp", "Cheap"]);
    expect(names(191, 50_000)).toEqual(["Over 190 hp", "Dear"]);
  });

  it("needs the power only for a component whose other conditions hold; the engine size is asked for first", () => {
    expect(needsHp({ name: name("x"), kind: "fixed", amount: 1, when: { min_hp: 0 } })).toBe(true);
    expect(needsHp({ name: name("x"), kind: "fixed", amount: 1, when: { max_cc: 2000 } })).toBe(false);
    const r = rules({
      components: [
        { name: name("Duty"), kind: "percent", rate: 0.1, of: "value" },
        { name: name("Small, powerful"), kind: "fixed", amount: 5, when: { max_cc: 2000, min_hp: 161 } },
        { name: name("Young, powerful"), kind: "fixed", amount: 6, when: { max_age: 2, min_hp: 300 } },
      ],
    });
    const run = (over: Partial<DutiesCar>, age = 5) =>
      evaluateDuties({ rules: r, car: { ...car, ...over }, landedTotalUsd: 1000, settings: rates, lang: "en", age });
    // Power unknown, and the one band of power whose other conditions hold needs it.
    const unknown = run({ powerHp: null });
    expect(unknown.result).toEqual({ duties: null, unavailable: "power_unknown" });
    expect(unknown.verdicts).toEqual([
      { status: "applied", amount: 100 },
      { status: "needs", missing: "power" },
      { status: "left_out", failed: ["age"] },
    ]);
    // A larger engine: no band of power applies, so the power is not needed.
    const big = run({ powerHp: null, displacementCc: 3000 });
    expect(big.result.duties?.items.map((i) => i.name)).toEqual(["Duty"]);
    expect(big.verdicts[1]).toEqual({ status: "left_out", failed: ["cc"] });
    // Neither known: the engine size is what is missing.
    expect(run({ powerHp: null, displacementCc: null }).result).toEqual({
      duties: null,
      unavailable: "displacement_unknown",
    });
    // Known: the verdicts say which conditions failed.
    const known = run({ powerHp: 150, displacementCc: 1999 }, 1);
    expect(known.verdicts).toEqual([
      { status: "applied", amount: 100 },
      { status: "left_out", failed: ["hp"] },
      { status: "left_out", failed: ["hp"] },
    ]);
  });
});
