// Kazakhstan's and Kyrgyzstan's demo import rules (api.md "Import rules, whole"): a car an
// individual imports for personal use, in EUR (the single rate's currency). Read on 2026-12-06.
//
// Both apply the EAEU single rate for individuals (import-rules-common.ts).
//
// Kazakhstan adds what can be stated per car, in monthly calculation indices (MRP), 4,325 KZT in
// 2026 (law on the republican budget 2026–2028; lada.kz 2025-09-03 and 2026, citing kolesa.kz):
// - the recycling fee (утилизационный платёж), 50 MRP × a coefficient by engine size for a
//   passenger car (M1): 1.5 up to 1,000 cm³, 3.5 to 2,000, 5.0 to 3,000, 11.5 above — 324,375,
//   756,875, 1,081,250 and 2,486,875 KZT in 2026 (Order No. 448 of 2 November 2021; lada.kz,
//   "Новые размеры утильсбора в Казахстане в 2026 году"); electric cars pay none;
// - the first-registration fee (сбор за первичную регистрацию), by the age counted from the year
//   of manufacture: 0.25 MRP under 2 years (1,081 KZT in 2026, lada.kz 2025-12-26), 50 MRP at 2–3
//   years and 500 MRP older (the Tax Code's rates, as kolesa.kz's table lists them).
// The tenge amounts are stated in EUR at 601.22 KZT per EUR (Bank of Russia rates for 20 December
// 2025: 94.512 RUB per EUR, 0.1572 RUB per KZT, read on sravni.ru). Customs fees are not included.
//
// Kyrgyzstan's registration charges go by the State Registration Service's valuation of each car
// (5 % of a value by year of manufacture and engine size; the table today.kg printed is of 2024, its
// 2026 one was not found), so they are left out and the source says so.
import type { Lang } from "../../shared/api/constants.js";
import { ccBand, eaeuSingleRate, names, num, when, type Component, type CountryRules } from "./import-rules-common.js";

const MRP_KZT_2026 = 4_325;
const KZT_PER_EUR = 94.512 / 0.1572;
const eurOf = (kzt: number) => Math.round((kzt / KZT_PER_EUR) * 100) / 100;

const kzt = (n: number, lang: Lang) =>
  ({ en: `${num(n, lang)} KZT`, ko: `${num(n, lang)}텡게`, mn: `${n} тенге`, ru: `${num(n, lang)} ₸` })[lang];
const mrp = (n: number, lang: Lang) => `${num(n, lang)} ${lang === "en" || lang === "ko" ? "MRP" : "МРП"}`;

/** The recycling fee's coefficient by engine band: [lowest cm³, highest cm³, coefficient]. */
const RECYCLING_BY_CC: Array<[number | undefined, number | undefined, number]> = [
  [undefined, 1000, 1.5],
  [1001, 2000, 3.5],
  [2001, 3000, 5.0],
  [3001, undefined, 11.5],
];

function kazakhRecyclingFee(): Component[] {
  const title = { en: "Recycling fee", ko: "폐차 재활용 부담금", mn: "Дахин боловсруулах хураамж", ru: "Утильсбор" };
  return RECYCLING_BY_CC.map(([min, max, k]): Component => {
    const tenge = 50 * MRP_KZT_2026 * k;
    return {
      name: names((l) => `${title[l]} ${kzt(tenge, l)} (${ccBand(min, max, l)}: ${mrp(50, l)} × ${num(k, l)})`),
      kind: "fixed",
      amount: eurOf(tenge),
      when: when({ min_cc: min, max_cc: max }),
    };
  });
}

/** By whole years of age: [youngest, oldest or none, MRP, the age in words]. */
const REGISTRATION_BY_AGE: Array<[number | undefined, number | undefined, number, Record<Lang, string>]> = [
  [undefined, 1, 0.25, { en: "under 2 years", ko: "2년 미만", mn: "2 жилээс доош", ru: "до 2 лет" }],
  [2, 3, 50, { en: "2–3 years", ko: "2–3년", mn: "2–3 жил", ru: "2–3 года" }],
  [4, undefined, 500, { en: "over 3 years", ko: "3년 초과", mn: "3-аас дээш жил", ru: "старше 3 лет" }],
];

function kazakhFirstRegistration(): Component[] {
  const title = {
    en: "First-registration fee",
    ko: "최초 등록 수수료",
    mn: "Анхны бүртгэлийн хураамж",
    ru: "Сбор за первичную регистрацию",
  };
  return REGISTRATION_BY_AGE.map(([min, max, units, age]): Component => {
    const tenge = Math.round(units * MRP_KZT_2026 * 100) / 100;
    return {
      name: names((l) => `${title[l]} ${kzt(tenge, l)} (${mrp(units, l)}, ${age[l]})`),
      kind: "fixed",
      amount: eurOf(tenge),
      when: when({ min_age: min, max_age: max }),
    };
  });
}

export const KAZAKHSTAN: CountryRules = {
  country: "KZ",
  currency: "EUR",
  as_of: "2026-01-01",
  source:
    "Estimate for a car an individual imports for personal use. EAEU single rate: EEC Council Decision No. 107 of 20 Dec 2017. Recycling fee 50 MRP × 1.5/3.5/5/11.5 by engine size (Order No. 448 of 2 Nov 2021) and first-registration fee 0.25/50/500 MRP by age (Tax Code); MRP 4,325 KZT in 2026 (lada.kz, kolesa.kz). Tenge at 601.22 per EUR (Bank of Russia, 20 Dec 2025). Customs fees not included. Not for electric cars. Read on 2026-12-06.",
  max_age: null,
  components: [...eaeuSingleRate(), ...kazakhRecyclingFee(), ...kazakhFirstRegistration()],
};

export const KYRGYZSTAN: CountryRules = {
  country: "KG",
  currency: "EUR",
  as_of: "2026-01-01",
  source:
    "Estimate for a car an individual imports for personal use. EAEU single rate: EEC Council Decision No. 107 of 20 Dec 2017. Not included: the registration charges (5 % of the State Registration Service's valuation by year and engine size, whose 2026 table was not found) and customs fees. Not for electric cars. Read on 2026-12-06.",
  max_age: null,
  components: eaeuSingleRate(),
};
