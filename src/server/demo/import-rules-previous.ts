// The demo import rules of earlier versions, kept so that a start can tell rules an admin never
// touched (replaced by the current demo rules) from rules an admin edited (kept): see
// `ensureImportRules`. Frozen copies: never edit them; add the rules a version replaces.
//
// Russia as the fourth round left it: the single rate under 3 years in one value band (48 %, at
// least 5.5 EUR/cm³), and only the individual's recycling fee, up to 3.0 l.
import { when, type Component, type CountryRules, type Names } from "./import-rules-common.js";

const joined = (label: Names, kind: Names, band: Names): Names => ({
  en: `${label.en} (${kind.en}, ${band.en})`,
  ko: `${label.ko} (${kind.ko}, ${band.ko})`,
  mn: `${label.mn} (${kind.mn}, ${band.mn})`,
  ru: `${label.ru} (${kind.ru}, ${band.ru})`,
});

/** EUR per cm³ by engine band: [max cc, 3–5 years, over 5 years]. */
const RU_PER_CC: Array<[number | undefined, number | undefined, number, number]> = [
  [undefined, 1000, 1.5, 3.0],
  [1001, 1500, 1.7, 3.2],
  [1501, 1800, 2.5, 3.5],
  [1801, 2300, 2.7, 4.8],
  [2301, 3000, 3.0, 5.0],
  [3001, undefined, 3.6, 5.7],
];
const ccLabel = (min: number | undefined, max: number | undefined) =>
  min === undefined
    ? { en: `up to ${max} cm³`, ko: `${max}cc 이하`, mn: `${max} см³ хүртэл`, ru: `до ${max} см³` }
    : max === undefined
      ? {
          en: `over ${min - 1} cm³`,
          ko: `${min - 1}cc 초과`,
          mn: `${min - 1} см³-ээс дээш`,
          ru: `свыше ${min - 1} см³`,
        }
      : { en: `${min}–${max} cm³`, ko: `${min}–${max}cc`, mn: `${min}–${max} см³`, ru: `${min}–${max} см³` };
const SINGLE: Names = {
  en: "Single rate for individuals",
  ko: "개인 단일 세율",
  mn: "Хувь хүний нэгдсэн хувь хэмжээ",
  ru: "Единая ставка для физлиц",
};

function russiaPerCc(): Component[] {
  const ages = [
    { min: 3, max: 5, label: { en: "3–5 years", ko: "3–5년", mn: "3–5 жил", ru: "3–5 лет" } },
    { min: 6, max: undefined, label: { en: "over 5 years", ko: "5년 초과", mn: "5-аас дээш жил", ru: "старше 5 лет" } },
  ];
  return ages.flatMap((age, a) =>
    RU_PER_CC.map(([min, max, young, old]) => ({
      name: joined(SINGLE, age.label, ccLabel(min, max)),
      kind: "per_cc" as const,
      amount: a === 0 ? young : old,
      when: when({ min_age: age.min, max_age: age.max, min_cc: min, max_cc: max }),
    })),
  );
}

const RECYCLING: Names = {
  en: "Recycling fee",
  ko: "폐차 재활용 부담금",
  mn: "Дахин боловсруулах хураамж",
  ru: "Утилизационный сбор",
};

const RUSSIA_FOURTH_ROUND: CountryRules = {
  country: "RU",
  currency: "EUR",
  as_of: "2026-01-01",
  source:
    "Estimate for a car an individual imports for personal use. EAEU single rate (duty, VAT, excise): under 3 years 48 % of the customs value, min. 5.5 EUR/cm³ (values 16,700–42,300 EUR); older, EUR per cm³ by age and engine size. Recycling fee as changed on 1 Dec 2025 (Resolution 1291 amended by 1713): 3,400 RUB under 3 years, 5,200 RUB older, for cars up to 160 hp and 3.0 l, at 87.4 RUB/EUR. More powerful cars pay the commercial fee; it and the clearance fee are not included.",
  max_age: null,
  components: [
    {
      name: joined(
        SINGLE,
        { en: "under 3 years", ko: "3년 미만", mn: "3 жилээс доош", ru: "до 3 лет" },
        {
          en: "48 %, min. 5.5 EUR/cm³",
          ko: "48%, cc당 최소 5.5유로",
          mn: "48%, хамгийн багадаа 5.5 евро/см³",
          ru: "48 %, не менее 5,5 евро/см³",
        },
      ),
      kind: "percent",
      rate: 0.48,
      of: "value",
      min_per_cc: 5.5,
      when: { max_age: 2 },
    },
    ...russiaPerCc(),
    {
      name: {
        ...RECYCLING,
        en: `${RECYCLING.en} (under 3 years)`,
        ko: `${RECYCLING.ko} (3년 미만)`,
        mn: `${RECYCLING.mn} (3 жилээс доош)`,
        ru: `${RECYCLING.ru} (до 3 лет)`,
      },
      kind: "fixed",
      amount: 38.9, // 3 400 RUB
      when: { max_age: 2, max_cc: 3000 },
    },
    {
      name: {
        ...RECYCLING,
        en: `${RECYCLING.en} (3 years and older)`,
        ko: `${RECYCLING.ko} (3년 이상)`,
        mn: `${RECYCLING.mn} (3 ба түүнээс дээш жил)`,
        ru: `${RECYCLING.ru} (старше 3 лет)`,
      },
      kind: "fixed",
      amount: 59.5, // 5 200 RUB
      when: { min_age: 3, max_cc: 3000 },
    },
  ],
};

export const PREVIOUS_DEMO_IMPORT_RULES: CountryRules[] = [RUSSIA_FOURTH_ROUND];
