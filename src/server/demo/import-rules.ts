// Demo import duties and taxes for the demo ports' countries (api.md "Door to door", "Import
// rules, whole"): estimates from the published rates, each with its source and the date it was
// read; an admin edits them under Admin → Import rules. Russia: import-rules-russia.ts; Kazakhstan
// and Kyrgyzstan: import-rules-central-asia.ts. Uzbekistan has none (its port says so).
//
// Mongolia (customs.gov.mn): customs duty 5 % of the customs value (CIF); excise on passenger cars
// by age (0–3, 4–6, 7–9, 10+ years) and engine size (≤1 500, 1 501–2 500, 2 501–3 500,
// 3 501–4 500, 4 501+ cm³) in MNT, per the Law on Excise Tax as amended in force since 1 May 2017,
// with hybrid, LPG and electric cars at half the petrol/diesel rate (electric by age only); VAT
// 10 % of customs value + duty + excise. No age limit.
//
// A database made before these rules keeps what an admin changed: `ensureImportRules` adds the
// countries that have none and replaces only rules still exactly as an earlier demo left them
// (PREVIOUS_DEMO_IMPORT_RULES).
import { when, type Component, type CountryRules, type Names } from "./import-rules-common.js";
import { KAZAKHSTAN, KYRGYZSTAN } from "./import-rules-central-asia.js";
import { RUSSIA } from "./import-rules-russia.js";

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

const MONGOLIA: CountryRules = {
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

export { PREVIOUS_DEMO_IMPORT_RULES } from "./import-rules-previous.js";

export const DEMO_IMPORT_RULES: CountryRules[] = [MONGOLIA, RUSSIA, KAZAKHSTAN, KYRGYZSTAN];
