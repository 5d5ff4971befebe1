// Demo import duties and taxes for the demo ports' countries (api.md "Door to door"): estimates
// from the published rates, each with its source. What the rules cannot express (a value band, the
// engine's power) is said in the source; an admin edits them under Admin → Import rules.
//
// Mongolia (customs.gov.mn): customs duty 5 % of the customs value (CIF); excise on passenger cars
// by age (0–3, 4–6, 7–9, 10+ years) and engine size (≤1 500, 1 501–2 500, 2 501–3 500,
// 3 501–4 500, 4 501+ cm³) in MNT, per the Law on Excise Tax as amended in force since 1 May 2017,
// with hybrid, LPG and electric cars at half the petrol/diesel rate (electric by age only); VAT
// 10 % of customs value + duty + excise. No age limit.
//
// Russia, a car imported by an individual for personal use: the EAEU single rate (единая ставка,
// covering duty, VAT and excise), in EUR — under 3 years 48 % of the customs value but at least
// 5.5 EUR per cm³ (the band for customs values of 16 700–42 300 EUR, where most such cars from
// Korea fall), 3–5 years and over 5 years by engine size per cm³; plus the recycling fee
// (утильсбор, Government Resolution No. 1291 as amended by No. 1713 of 1 November 2025, in force
// 1 December 2025): 3 400 RUB under 3 years, 5 200 RUB older, only for cars up to 160 hp and
// 3.0 l — stated here in EUR at 87.4 RUB/EUR (the demo rates). More powerful or larger cars pay
// the commercial recycling fee (from about 900 000 RUB), which the engine size alone cannot tell.
//
// Kazakhstan, Kyrgyzstan and Uzbekistan have no demo rules: their registration and recycling
// charges depend on rules this model does not hold (value bands, the first registration fee).
import type { ImportRulesBody } from "../../shared/api/import-rules.js";

type Component = ImportRulesBody["components"][number];
type Names = Component["name"];

const PETROL_DIESEL = ["가솔린", "휘발유", "디젤", "경유", "CNG", "가솔린+LPG"];
const HALF_RATE = [
  "하이브리드",
  "가솔린하이브리드",
  "디젤하이브리드",
  "LPG하이브리드",
  "플러그인하이브리드",
  "가솔린+전기",
  "디젤+전기",
  "LPG",
  "LPi",
];
const ELECTRIC = ["전기", "수소", "수소전기"];

const MN_AGES = [
  // No lower bound: a next year's model (age −1) is in the youngest band too.
  { min: undefined, max: 3, label: { en: "0–3 years", ko: "0–3년", mn: "0–3 жил", ru: "0–3 года" } },
  { min: 4, max: 6, label: { en: "4–6 years", ko: "4–6년", mn: "4–6 жил", ru: "4–6 лет" } },
  { min: 7, max: 9, label: { en: "7–9 years", ko: "7–9년", mn: "7–9 жил", ru: "7–9 лет" } },
  { min: 10, max: undefined, label: { en: "10+ years", ko: "10년 이상", mn: "10+ жил", ru: "от 10 лет" } },
];
const MN_CC = [
  {
    min: undefined,
    max: 1500,
    label: { en: "up to 1,500 cm³", ko: "1,500cc 이하", mn: "1500 см³ хүртэл", ru: "до 1500 см³" },
  },
  {
    min: 1501,
    max: 2500,
    label: { en: "1,501–2,500 cm³", ko: "1,501–2,500cc", mn: "1501–2500 см³", ru: "1501–2500 см³" },
  },
  {
    min: 2501,
    max: 3500,
    label: { en: "2,501–3,500 cm³", ko: "2,501–3,500cc", mn: "2501–3500 см³", ru: "2501–3500 см³" },
  },
  {
    min: 3501,
    max: 4500,
    label: { en: "3,501–4,500 cm³", ko: "3,501–4,500cc", mn: "3501–4500 см³", ru: "3501–4500 см³" },
  },
  {
    min: 4501,
    max: undefined,
    label: { en: "over 4,500 cm³", ko: "4,500cc 초과", mn: "4500 см³-ээс дээш", ru: "свыше 4500 см³" },
  },
];
/** Petrol and diesel cars, MNT, [engine band][age band]. */
const MN_EXCISE = [
  [750_000, 1_600_000, 3_350_000, 10_000_000],
  [2_300_000, 3_200_000, 5_000_000, 11_700_000],
  [3_050_000, 4_000_000, 6_700_000, 13_350_000],
  [6_850_000, 8_000_000, 10_850_000, 17_500_000],
  [14_210_000, 27_200_000, 39_150_000, 65_975_000],
];
/** Electric cars, MNT, by age band (no engine size). */
const MN_ELECTRIC = [375_000, 800_000, 1_675_000, 5_000_000];

const when = (o: { min_age?: number; max_age?: number; min_cc?: number; max_cc?: number; fuels?: string[] }) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Component["when"];

const excise = (label: Names, kind: Names, band: Names): Names => ({
  en: `${label.en} (${kind.en}, ${band.en})`,
  ko: `${label.ko} (${kind.ko}, ${band.ko})`,
  mn: `${label.mn} (${kind.mn}, ${band.mn})`,
  ru: `${label.ru} (${kind.ru}, ${band.ru})`,
});
const EXCISE: Names = { en: "Excise tax", ko: "특별소비세", mn: "Онцгой албан татвар", ru: "Акциз" };

function mongoliaExcise(): Component[] {
  const out: Component[] = [];
  MN_CC.forEach((cc, i) =>
    MN_AGES.forEach((age, j) => {
      const band = {
        en: `${age.label.en}, ${cc.label.en}`,
        ko: `${age.label.ko}, ${cc.label.ko}`,
        mn: `${age.label.mn}, ${cc.label.mn}`,
        ru: `${age.label.ru}, ${cc.label.ru}`,
      };
      const bounds = { min_age: age.min, max_age: age.max, min_cc: cc.min, max_cc: cc.max };
      out.push({
        name: excise(
          EXCISE,
          { en: "petrol/diesel", ko: "휘발유·경유", mn: "бензин/дизель", ru: "бензин/дизель" },
          band,
        ),
        kind: "fixed",
        amount: MN_EXCISE[i][j],
        when: when({ ...bounds, fuels: PETROL_DIESEL }),
      });
      out.push({
        name: excise(
          EXCISE,
          { en: "hybrid/LPG, half", ko: "하이브리드·LPG, 50%", mn: "хайбрид/хий, 50%", ru: "гибрид/газ, 50 %" },
          band,
        ),
        kind: "fixed",
        amount: MN_EXCISE[i][j] / 2,
        when: when({ ...bounds, fuels: HALF_RATE }),
      });
    }),
  );
  MN_AGES.forEach((age, j) =>
    out.push({
      name: excise(EXCISE, { en: "electric", ko: "전기차", mn: "цахилгаан", ru: "электро" }, age.label),
      kind: "fixed",
      amount: MN_ELECTRIC[j],
      when: when({ min_age: age.min, max_age: age.max, fuels: ELECTRIC }),
    }),
  );
  return out;
}

const MONGOLIA: { country: string } & ImportRulesBody = {
  country: "MN",
  currency: "MNT",
  as_of: "2025-01-01",
  source:
    "Estimate from the published rates (customs.gov.mn): customs duty 5 % of the customs value (CIF); excise by age and engine size under the Law on Excise Tax as amended in force since 1 May 2017, hybrid, LPG and electric cars at half rate; VAT 10 % of value + duty + excise. The customs office decides the final amount.",
  max_age: null,
  components: [
    {
      name: { en: "Customs duty 5 %", ko: "관세 5%", mn: "Гаалийн албан татвар 5%", ru: "Таможенная пошлина 5 %" },
      kind: "percent",
      rate: 0.05,
      of: "value",
    },
    ...mongoliaExcise(),
    {
      name: { en: "VAT 10 %", ko: "부가가치세 10%", mn: "НӨАТ 10%", ru: "НДС 10 %" },
      kind: "percent",
      rate: 0.1,
      of: "value_and_above",
    },
  ],
};

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
      name: excise(SINGLE, age.label, ccLabel(min, max)),
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

const RUSSIA: { country: string } & ImportRulesBody = {
  country: "RU",
  currency: "EUR",
  as_of: "2026-01-01",
  source:
    "Estimate for a car an individual imports for personal use. EAEU single rate (duty, VAT, excise): under 3 years 48 % of the customs value, min. 5.5 EUR/cm³ (values 16,700–42,300 EUR); older, EUR per cm³ by age and engine size. Recycling fee as changed on 1 Dec 2025 (Resolution 1291 amended by 1713): 3,400 RUB under 3 years, 5,200 RUB older, for cars up to 160 hp and 3.0 l, at 87.4 RUB/EUR. More powerful cars pay the commercial fee; it and the clearance fee are not included.",
  max_age: null,
  components: [
    {
      name: excise(
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

export const DEMO_IMPORT_RULES: Array<{ country: string } & ImportRulesBody> = [MONGOLIA, RUSSIA];
