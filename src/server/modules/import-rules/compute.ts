// The duties and taxes of one car at the destination (api.md "Door to door"), from a country's
// rules and the car's landed (CIF) value. Pure functions: the car page, compare and a purchase's
// frozen quote all compute them here.
import type { Lang } from "../../../shared/api/constants.js";
import type { Prices } from "../../../shared/api/deals.js";
import type { ImportRuleComponent } from "../../../shared/api/import-rules.js";
import type { ImportRuleCurrency } from "../../../shared/import-rules.js";
import type { Settings } from "../../../shared/settings.js";
import { landedTotals } from "../ports/index.js";

/** A country's rules as the service keeps them. */
export type Rules = {
  country: string;
  currency: ImportRuleCurrency;
  asOf: string;
  source: string;
  maxAge: number | null;
  components: ImportRuleComponent[];
};

/** What of the car the rules read. */
export type DutiesCar = { year: number; displacementCc: number | null; fuel: string };

export type Rates = Pick<Settings, "usd_krw_rate" | "mnt_krw_rate" | "rub_krw_rate" | "eur_krw_rate">;

/** Rounded to 2 decimals, as every amount of the answer. */
export const round2 = (x: number) => Math.round(x * 100) / 100;

/** KRW per one unit of `currency`, from the settings. */
export function krwPer(currency: ImportRuleCurrency, s: Rates): number {
  switch (currency) {
    case "KRW":
      return 1;
    case "USD":
      return s.usd_krw_rate;
    case "MNT":
      return s.mnt_krw_rate;
    case "RUB":
      return s.rub_krw_rate;
    case "EUR":
      return s.eur_krw_rate;
  }
}

/** USD → KRW with `usd_krw_rate`, then KRW → `currency` with its rate; not rounded. */
export const fromUsd = (usd: number, currency: ImportRuleCurrency, s: Rates) =>
  (usd * s.usd_krw_rate) / krwPer(currency, s);

/** The way back: `currency` → KRW → USD; not rounded. */
export const toUsd = (amount: number, currency: ImportRuleCurrency, s: Rates) =>
  (amount * krwPer(currency, s)) / s.usd_krw_rate;

/** The car's age for the rules: the current calendar year in `timeZone` minus the car's year. */
export function carAge(carYear: number, timeZone: string, now = new Date()): number {
  const year = Number(new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(now));
  return year - carYear;
}

/** Whether a component's `when` needs the engine size (a bound on cm³). */
const whenNeedsCc = (c: ImportRuleComponent) => c.when?.min_cc !== undefined || c.when?.max_cc !== undefined;

/** Whether a component needs the engine size at all (per cm³, a minimum per cm³, a band of cm³). */
export const needsCc = (c: ImportRuleComponent) =>
  c.kind === "per_cc" || (c.kind === "percent" && c.min_per_cc !== undefined) || whenNeedsCc(c);

/** Whether the conditions that do not need the engine size hold (age, fuel). */
function matchesWithoutCc(c: ImportRuleComponent, age: number, fuel: string): boolean {
  const w = c.when;
  if (!w) return true;
  if (w.min_age !== undefined && age < w.min_age) return false;
  if (w.max_age !== undefined && age > w.max_age) return false;
  if (w.fuels !== undefined && !w.fuels.includes(fuel)) return false;
  return true;
}

function matchesCc(c: ImportRuleComponent, cc: number): boolean {
  const w = c.when;
  if (!w) return true;
  if (w.min_cc !== undefined && cc < w.min_cc) return false;
  if (w.max_cc !== undefined && cc > w.max_cc) return false;
  return true;
}

export type DutiesInput = {
  rules: Rules;
  car: DutiesCar;
  landedTotalUsd: number;
  settings: Rates;
  lang: Lang;
  age: number;
};

export type DutiesAnswer = {
  country: string;
  currency: ImportRuleCurrency;
  as_of: string;
  source: string;
  eligible: boolean;
  reasons: "max_age"[];
  customs_value: number;
  items: { name: string; amount: number; amount_usd: number }[];
  total: number;
  total_usd: number;
  door_total_usd: number;
  door_total: Prices;
};

/**
 * Car detail's `duties`, or why there are none: `displacement_unknown` when a component that
 * applies (by age and fuel) needs the engine size and the car has none.
 */
export function computeDuties(
  input: DutiesInput,
): { duties: DutiesAnswer } | { duties: null; unavailable: "displacement_unknown" } {
  const { rules, car, settings: s, lang, age } = input;
  const currency = rules.currency;
  const customsValue = round2(fromUsd(input.landedTotalUsd, currency, s));
  const items: DutiesAnswer["items"] = [];
  let above = 0; // the rounded amounts of the items listed so far
  for (const c of rules.components) {
    if (!matchesWithoutCc(c, age, car.fuel)) continue;
    if (needsCc(c) && car.displacementCc === null) return { duties: null, unavailable: "displacement_unknown" };
    const cc = car.displacementCc ?? 0;
    if (!matchesCc(c, cc)) continue;
    let raw: number;
    if (c.kind === "percent") {
      const base = c.of === "value_and_above" ? customsValue + above : customsValue;
      raw = (c.rate ?? 0) * base;
      if (c.min_per_cc !== undefined) raw = Math.max(raw, c.min_per_cc * cc);
    } else if (c.kind === "per_cc") {
      raw = (c.amount ?? 0) * cc;
    } else {
      raw = c.amount ?? 0;
    }
    const amount = round2(raw);
    above = round2(above + amount);
    items.push({ name: c.name[lang], amount, amount_usd: round2(toUsd(amount, currency, s)) });
  }
  const total = round2(items.reduce((sum, i) => sum + i.amount, 0));
  const totalUsd = round2(toUsd(total, currency, s));
  const doorUsd = round2(input.landedTotalUsd + totalUsd);
  const tooOld = rules.maxAge !== null && age > rules.maxAge;
  return {
    duties: {
      country: rules.country,
      currency,
      as_of: rules.asOf,
      source: rules.source,
      eligible: !tooOld,
      reasons: tooOld ? ["max_age"] : [],
      customs_value: customsValue,
      items,
      total,
      total_usd: totalUsd,
      door_total_usd: doorUsd,
      // In the four currencies as `landed.total` (and `prices`) are.
      door_total: landedTotals(Math.round(doorUsd * 100), s),
    },
  };
}
