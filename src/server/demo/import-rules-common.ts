// What the demo import rules of several countries share (api.md "Door to door", "Import rules,
// whole"): the component type, `when` without its empty bounds, names in four languages built from
// parts, numbers written as each language writes them, and the EAEU single rate for individuals,
// which Russia, Kazakhstan and Kyrgyzstan all apply.
//
// The EAEU single rate (единая ставка таможенных пошлин, налогов) for a passenger car an
// individual imports for personal use, EEC Council Decision No. 107 of 20 December 2017, in EUR.
// Read on 2026-12-06: the value bands and floors as the issue states them and as a published 2026
// calculator for individuals (rule version "rf_personal_m1_2026-01-01") applies them; the same six
// floors in kommersant.ru/doc/432715 (bands then in roubles); 2.7 EUR/cm³ for 1,801–2,300 cm³ at
// 3–5 years in testhelp.link's customs test:
// - under 3 years: 54 % of the customs value, at least 2.5 EUR/cm³, up to 8,500 EUR; above, 48 %
//   with a floor per cm³ by customs-value band: 3.5 EUR (to 16,700 EUR), 5.5 (to 42,300),
//   7.5 (to 84,500), 15 (to 169,000), 20 (above);
// - 3–5 years: 1.5, 1.7, 2.5, 2.7, 3.0, 3.6 EUR per cm³ and over 5 years: 3.0, 3.2, 3.5, 4.8,
//   5.0, 5.7 EUR per cm³, for engines up to 1,000, 1,500, 1,800, 2,300, 3,000 cm³ and above.
// A car's age is whole calendar years (api.md): "under 3" is 0–2, "3–5" is 3–5, "over 5" is 6 on.
import type { ImportRulesBody } from "../../shared/api/import-rules.js";
import type { Lang } from "../../shared/api/constants.js";
import { formatNumber } from "../lib/format.js";

export type Component = ImportRulesBody["components"][number];
export type Names = Component["name"];
export type CountryRules = { country: string } & ImportRulesBody;
type Bounds = NonNullable<Component["when"]>;

export const LANGS = ["en", "ko", "mn", "ru"] as const satisfies readonly Lang[];

/** A `when` without the bounds left undefined. */
export const when = (o: { [K in keyof Bounds]?: Bounds[K] | undefined }) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Component["when"];

/** A number as the language writes it (1,234,567 · 1 234 567; 2.5 · 2,5). */
export const num = (n: number, lang: Lang) => formatNumber(n, lang);

/** Names from one template per language. */
export const names = (f: (lang: Lang) => string): Names => ({ en: f("en"), ko: f("ko"), mn: f("mn"), ru: f("ru") });

export const AGE_UNDER_3: Names = { en: "under 3 years", ko: "3년 미만", mn: "3 жилээс доош", ru: "до 3 лет" };
export const AGE_3_TO_5: Names = { en: "3–5 years", ko: "3–5년", mn: "3–5 жил", ru: "3–5 лет" };
export const AGE_OVER_5: Names = { en: "over 5 years", ko: "5년 초과", mn: "5-аас дээш жил", ru: "старше 5 лет" };
export const AGE_3_AND_OLDER: Names = {
  en: "3 years and older",
  ko: "3년 이상",
  mn: "3 ба түүнээс дээш жил",
  ru: "старше 3 лет",
};

/** An engine band, "up to 1,000 cm³", "1,001–1,500 cm³" or "over 3,000 cm³". */
export function ccBand(min: number | undefined, max: number | undefined, lang: Lang): string {
  const cc = { en: "cm³", ko: "cc", mn: "см³", ru: "см³" }[lang];
  const space = lang === "ko" ? "" : " ";
  if (min === undefined)
    return {
      en: `up to ${num(max!, lang)} cm³`,
      ko: `${num(max!, lang)}cc 이하`,
      mn: `${max} см³ хүртэл`,
      ru: `до ${max} см³`,
    }[lang];
  if (max === undefined)
    return {
      en: `over ${num(min - 1, lang)} cm³`,
      ko: `${num(min - 1, lang)}cc 초과`,
      mn: `${min - 1} см³-ээс дээш`,
      ru: `свыше ${min - 1} см³`,
    }[lang];
  // Mongolian and Russian write engine sizes without a group separator.
  const n = (x: number) => (lang === "mn" || lang === "ru" ? String(x) : num(x, lang));
  return `${n(min)}–${n(max)}${space}${cc}`;
}

const SINGLE_RATE: Names = {
  en: "Single rate for individuals",
  ko: "개인 단일 세율",
  mn: "Хувь хүний нэгдсэн хувь хэмжээ",
  ru: "Единая ставка для физлиц",
};

/** Under 3 years, by customs value in EUR: [upper bound or none, percent, floor in EUR per cm³]. */
const UNDER_3_BY_VALUE: Array<[number | undefined, number, number]> = [
  [8_500, 54, 2.5],
  [16_700, 48, 3.5],
  [42_300, 48, 5.5],
  [84_500, 48, 7.5],
  [169_000, 48, 15],
  [undefined, 48, 20],
];

/** EUR per cm³ by engine band: [lowest cm³, highest cm³, 3–5 years, over 5 years]. */
const OLDER_PER_CC: Array<[number | undefined, number | undefined, number, number]> = [
  [undefined, 1000, 1.5, 3.0],
  [1001, 1500, 1.7, 3.2],
  [1501, 1800, 2.5, 3.5],
  [1801, 2300, 2.7, 4.8],
  [2301, 3000, 3.0, 5.0],
  [3001, undefined, 3.6, 5.7],
];

function valueBand(min: number | undefined, max: number | undefined, lang: Lang): string {
  const eur = (n: number) =>
    ({ en: `${num(n, lang)} EUR`, ko: `${num(n, lang)}유로`, mn: `${n} евро`, ru: `${num(n, lang)} евро` })[lang];
  const value = { en: "value", ko: "과세가격", mn: "үнэ", ru: "стоимость" }[lang];
  if (min === undefined)
    return {
      en: `${value} up to ${eur(max!)}`,
      ko: `${value} ${eur(max!)} 이하`,
      mn: `${value} ${eur(max!)} хүртэл`,
      ru: `${value} до ${eur(max!)}`,
    }[lang];
  if (max === undefined)
    return {
      en: `${value} over ${eur(min)}`,
      ko: `${value} ${eur(min)} 초과`,
      mn: `${value} ${min} еврогоос дээш`,
      ru: `${value} свыше ${eur(min)}`,
    }[lang];
  const span = lang === "mn" ? `${min}–${max} евро` : `${num(min, lang)}–${eur(max)}`;
  return `${value} ${span}`;
}

function rateText(pct: number, floor: number, lang: Lang): string {
  return {
    en: `${pct} %, min. ${num(floor, lang)} EUR/cm³`,
    ko: `${pct}%, cc당 최소 ${num(floor, lang)}유로`,
    mn: `${pct}%, см³ тутамд доод тал нь ${num(floor, lang)} евро`,
    ru: `${pct} %, не менее ${num(floor, lang)} евро/см³`,
  }[lang];
}

/** The EAEU single rate for individuals, in EUR: 6 bands by value under 3 years, 12 per cm³ after. */
export function eaeuSingleRate(): Component[] {
  const young = UNDER_3_BY_VALUE.map(([max, pct, floor], i): Component => {
    const min = i === 0 ? undefined : UNDER_3_BY_VALUE[i - 1][0]!;
    return {
      name: names((l) => `${SINGLE_RATE[l]}, ${AGE_UNDER_3[l]}, ${valueBand(min, max, l)}: ${rateText(pct, floor, l)}`),
      kind: "percent",
      rate: pct / 100,
      of: "value",
      min_per_cc: floor,
      // Customs values have cents: the next band starts a cent above the last one's bound.
      when: when({ max_age: 2, min_value: min === undefined ? undefined : min + 0.01, max_value: max }),
    };
  });
  const older = [
    { min: 3, max: 5, label: AGE_3_TO_5, column: 2 as const },
    { min: 6, max: undefined, label: AGE_OVER_5, column: 3 as const },
  ].flatMap((age) =>
    OLDER_PER_CC.map((row): Component => {
      const [minCc, maxCc] = row;
      const perCc = row[age.column];
      return {
        name: names(
          (l) =>
            `${SINGLE_RATE[l]}, ${age.label[l]}, ${ccBand(minCc, maxCc, l)}: ${num(perCc, l)} ${{ en: "EUR/cm³", ko: "유로/cc", mn: "евро/см³", ru: "евро/см³" }[l]}`,
        ),
        kind: "per_cc",
        amount: perCc,
        when: when({ min_age: age.min, max_age: age.max, min_cc: minCc, max_cc: maxCc }),
      };
    }),
  );
  return [...young, ...older];
}
