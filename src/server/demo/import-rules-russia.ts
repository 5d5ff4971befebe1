// Russia's demo import rules (api.md "Import rules, whole"): a car an individual imports for
// personal use, as in force on 1 January 2026, in EUR (the single rate's currency). Read on
// 2026-12-06:
// - the EAEU single rate (import-rules-common.ts);
// - the customs clearance fee (таможенный сбор) by customs value, Government Decree No. 1637 of
//   28 November 2024 as amended by No. 1638 of 23 October 2025, from 1 January 2026: 1,231 RUB up
//   to 200,000 RUB; 2,462 to 450,000; 4,924 to 1,200,000; 13,541 to 2,700,000; 18,465 to
//   4,200,000; 21,344 to 5,500,000; 49,240 to 10,000,000; 73,860 above (buhgalteria.ru and
//   rzd-partner.ru, 2025-11, for the bounds 1,231 / 21,344 / 49,240 / 73,860 and the 11.7–15.3 %
//   indexation; the whole ladder in the same 2026 calculator as the single rate);
// - the recycling fee (утилизационный сбор), Government Decree No. 1291 of 26 December 2013 as
//   amended by No. 1713 of 1 November 2025 (in force 1 December 2025): 20,000 RUB × a coefficient
//   by engine size, power and age; the coefficients for 2026 (verstka.media's calculator,
//   github.com/romaninrome/utilisation_fee_calculator, agreeing with the sums of encarrus.ru
//   "Таблица утильбора на 2026г" and autopremiumgroup.ru). An individual pays 3,400 RUB (under 3
//   years) or 5,200 RUB (older) only for up to 3,000 cm³ and 160 hp (117.68 kW); above, the band
//   of power. The power bands are in kW; 117.68, 139.75, 161.81 … kW are 160, 190, 220 … hp, and
//   `power_hp` is whole, so "over 160 hp, up to 190 hp" is 161–190.
//
// Rules hold at most 60 components (api.md). The fee is exact for 1,001–2,000 cm³, the only
// engines Korea lets leave for Russia (export control on cars over 2,000 cm³). For larger engines,
// and for the unlikely up-to-1,000 cm³ car over 160 hp, it is the lowest rate of the engine class,
// named "at least" (the true fee grows with the power). The fees in roubles are stated in EUR at
// 87.43 RUB per EUR, the default exchange-rate settings (eur_krw_rate 1,530 / rub_krw_rate 17.5).
// Electric cars pay other duties (15 % duty, excise, VAT): not covered.
import type { Lang } from "../../shared/api/constants.js";
import {
  AGE_3_AND_OLDER,
  AGE_UNDER_3,
  ccBand,
  eaeuSingleRate,
  names,
  num,
  when,
  type Component,
  type CountryRules,
} from "./import-rules-common.js";

/** RUB per EUR at the default settings (KRW per EUR / KRW per RUB). */
const RUB_PER_EUR = 1530 / 17.5;
const eurOf = (rub: number) => Math.round((rub / RUB_PER_EUR) * 100) / 100;

const rub = (n: number, lang: Lang) =>
  ({ en: `${num(n, lang)} RUB`, ko: `${num(n, lang)}루블`, mn: `${n} рубль`, ru: `${num(n, lang)} ₽` })[lang];

/** The clearance fee in RUB by customs value in RUB: [upper bound or none, fee]. */
const CLEARANCE: Array<[number | undefined, number]> = [
  [200_000, 1_231],
  [450_000, 2_462],
  [1_200_000, 4_924],
  [2_700_000, 13_541],
  [4_200_000, 18_465],
  [5_500_000, 21_344],
  [10_000_000, 49_240],
  [undefined, 73_860],
];

function clearanceFee(): Component[] {
  return CLEARANCE.map(([max, fee], i): Component => {
    const min = i === 0 ? undefined : CLEARANCE[i - 1][0]!;
    const band = (l: Lang) =>
      min === undefined
        ? {
            en: `value up to ${rub(max!, l)}`,
            ko: `과세가격 ${rub(max!, l)} 이하`,
            mn: `үнэ ${rub(max!, l)} хүртэл`,
            ru: `стоимость до ${rub(max!, l)}`,
          }[l]
        : max === undefined
          ? {
              en: `value over ${rub(min, l)}`,
              ko: `과세가격 ${rub(min, l)} 초과`,
              mn: `үнэ ${min} рублиас дээш`,
              ru: `стоимость свыше ${rub(min, l)}`,
            }[l]
          : {
              en: `value ${num(min + 1, l)}–${rub(max, l)}`,
              ko: `과세가격 ${num(min + 1, l)}–${rub(max, l)}`,
              mn: `үнэ ${min + 1}–${max} рубль`,
              ru: `стоимость ${num(min + 1, l)}–${rub(max, l)}`,
            }[l];
    const title = {
      en: "Customs clearance fee",
      ko: "통관 수수료",
      mn: "Гаалийн бүрдүүлэлтийн хураамж",
      ru: "Таможенный сбор",
    };
    // The bounds in EUR, a cent apart, as the customs value is compared.
    const low = min === undefined ? undefined : Math.round((eurOf(min) + 0.01) * 100) / 100;
    return {
      name: names((l) => `${title[l]} ${rub(fee, l)} (${band(l)})`),
      kind: "fixed",
      amount: eurOf(fee),
      when: when({ min_value: low, max_value: max === undefined ? undefined : eurOf(max) }),
    };
  });
}

const RECYCLING = {
  en: "Recycling fee",
  ko: "폐차 재활용 부담금",
  mn: "Дахин боловсруулах хураамж",
  ru: "Утильсбор",
};
const AT_LEAST = { en: ", at least", ko: " 최소", mn: ", доод тал нь", ru: " не менее" };
/** A band of power, "161–190 hp" or "over 500 hp". */
function hpBand(min: number, max: number | undefined, l: Lang): string {
  if (max !== undefined) return `${min}–${max}${{ en: " hp", ko: "마력", mn: " м.х.", ru: " л.с." }[l]}`;
  const n = min - 1;
  return { en: `over ${n} hp`, ko: `${n}마력 초과`, mn: `${n} м.х.-ээс дээш`, ru: `свыше ${n} л.с.` }[l];
}

/** 1,001–2,000 cm³ by power, 2026: [lowest hp, highest hp or none, coefficient under 3 years, older]. */
const MID_ENGINE: Array<[number, number | undefined, number, number]> = [
  [161, 190, 45.0, 74.64],
  [191, 220, 47.64, 79.2],
  [221, 250, 50.52, 83.88],
  [251, 280, 57.12, 91.92],
  [281, 310, 64.56, 100.56],
  [311, 340, 72.96, 110.16],
  [341, 370, 83.16, 120.6],
  [371, 400, 94.8, 132.0],
  [401, 430, 108.0, 144.6],
  [431, 460, 123.24, 158.4],
  [461, 500, 140.4, 173.4],
  [501, undefined, 160.08, 189.84],
];

/** The lowest 2026 coefficients of the other engine classes: [min cm³, max cm³, over 160 hp only, under 3, older]. */
const AT_LEAST_ROWS: Array<[number | undefined, number | undefined, boolean, number, number]> = [
  [undefined, 1000, true, 15.36, 28.44],
  [2001, 3000, true, 115.34, 172.8],
  [3001, 3500, false, 129.2, 197.81],
  [3501, undefined, false, 164.53, 216.29],
];

const BASE_RUB = 20_000;
const AGES = [
  { max_age: 2, label: AGE_UNDER_3 },
  { min_age: 3, label: AGE_3_AND_OLDER },
] as const;

function recyclingFee(): Component[] {
  const fee = (rubles: number, detail: (l: Lang) => string, bounds: Component["when"], atLeast = false) => ({
    name: names((l) => `${RECYCLING[l]}${atLeast ? AT_LEAST[l] : ""} ${rub(rubles, l)} (${detail(l)})`),
    kind: "fixed" as const,
    amount: eurOf(rubles),
    when: bounds,
  });
  const ageBounds = (a: (typeof AGES)[number]) => ("max_age" in a ? { max_age: a.max_age } : { min_age: a.min_age });
  const individual = AGES.map((age, i) =>
    fee(
      i === 0 ? 3_400 : 5_200,
      (l) =>
        `${{ en: "individual's rate: up to 3,000 cm³ and 160 hp", ko: "개인 요율: 3,000cc·160마력 이하", mn: "хувь хүний хувь хэмжээ: 3000 см³ ба 160 м.х. хүртэл", ru: "льготная ставка: до 3000 см³ и 160 л.с." }[l]}, ${age.label[l]}`,
      when({ max_cc: 3000, max_hp: 160, ...ageBounds(age) }),
    ),
  );
  const mid = MID_ENGINE.flatMap(([min, max, young, old]) =>
    AGES.map((age, i) =>
      fee(
        Math.round((i === 0 ? young : old) * BASE_RUB),
        (l) => `${ccBand(1001, 2000, l)}, ${hpBand(min, max, l)}, ${age.label[l]}`,
        when({ min_cc: 1001, max_cc: 2000, min_hp: min, max_hp: max, ...ageBounds(age) }),
      ),
    ),
  );
  const others = AT_LEAST_ROWS.flatMap(([minCc, maxCc, over160, young, old]) =>
    AGES.map((age, i) =>
      fee(
        Math.round((i === 0 ? young : old) * BASE_RUB),
        (l) => `${ccBand(minCc, maxCc, l)}${over160 ? `, ${hpBand(161, undefined, l)}` : ""}, ${age.label[l]}`,
        when({ min_cc: minCc, max_cc: maxCc, min_hp: over160 ? 161 : undefined, ...ageBounds(age) }),
        true,
      ),
    ),
  );
  return [...individual, ...mid, ...others];
}

export const RUSSIA: CountryRules = {
  country: "RU",
  currency: "EUR",
  as_of: "2026-01-01",
  source:
    "Estimate for a car an individual imports for personal use. EAEU single rate: EEC Council Decision No. 107 of 20 Dec 2017. Customs fee: Decree No. 1637 of 28 Nov 2024 as amended by No. 1638 of 23 Oct 2025. Recycling fee: Decree No. 1291 as amended by No. 1713 of 1 Nov 2025, 2026 coefficients; exact up to 2,000 cm³, the lowest rate of the class above. Roubles at 87.43 per EUR. Not for electric cars. Read on 2026-12-06.",
  max_age: null,
  components: [...eaeuSingleRate(), ...clearanceFee(), ...recyclingFee()],
};
