// The duties and taxes of one car at the destination (api.md "Door to door"), from a country's
// rules and the car's landed (CIF) value: which components apply and what each amounts to. The
// money around them (the customs value, the conversions, the totals and the door total) is the
// price chain's (shared/price-chain). Pure functions: the car page, compare and a purchase's
// frozen quote all compute them here.
import { carAge } from "../../lib/car-age.js";
import type { Lang } from "../../../shared/api/constants.js";
import type { Prices } from "../../../shared/api/deals.js";
import type { ImportRuleComponent } from "../../../shared/api/import-rules.js";
import type { ImportRuleCurrency } from "../../../shared/import-rules.js";
import {
  customsValueOf,
  dutiesTotals,
  dutyUsdOf,
  fromUsd,
  round2,
  toUsd,
  type DutyRates,
} from "../../../shared/price-chain/index.js";

// The chain's rounding and conversions, as this module's tests and rules read them.
export { fromUsd, round2, toUsd };

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
export type DutiesCar = { year: number; displacementCc: number | null; powerHp: number | null; fuel: string };

export type Rates = DutyRates;

/** The car's age for the rules: the current calendar year in `timeZone` minus the car's year. */
export { carAge };

/** Whether a component's `when` needs the engine size (a bound on cm³). */
const whenNeedsCc = (c: ImportRuleComponent) => c.when?.min_cc !== undefined || c.when?.max_cc !== undefined;

/** Whether a component needs the engine size at all (per cm³, a minimum per cm³, a band of cm³). */
export const needsCc = (c: ImportRuleComponent) =>
  c.kind === "per_cc" || (c.kind === "percent" && c.min_per_cc !== undefined) || whenNeedsCc(c);

/** Whether a component's `when` needs the engine's power (a bound on hp). */
export const needsHp = (c: ImportRuleComponent) => c.when?.min_hp !== undefined || c.when?.max_hp !== undefined;

/** A condition of a component's `when`. */
export type Condition = "age" | "fuel" | "value" | "cc" | "hp";

const outside = (x: number, min: number | undefined, max: number | undefined) =>
  (min !== undefined && x < min) || (max !== undefined && x > max);

/**
 * The conditions of a component's `when` that the car does not meet, of those that can be told:
 * a bound on the engine size or the power of a car that does not state it is not among them.
 */
function failedConditions(
  c: ImportRuleComponent,
  facts: { age: number; fuel: string; customsValue: number; cc: number | null; hp: number | null },
): Condition[] {
  const w = c.when;
  if (!w) return [];
  const failed: Condition[] = [];
  if (outside(facts.age, w.min_age, w.max_age)) failed.push("age");
  if (w.fuels !== undefined && !w.fuels.includes(facts.fuel)) failed.push("fuel");
  if (outside(facts.customsValue, w.min_value, w.max_value)) failed.push("value");
  if (facts.cc !== null && outside(facts.cc, w.min_cc, w.max_cc)) failed.push("cc");
  if (facts.hp !== null && outside(facts.hp, w.min_hp, w.max_hp)) failed.push("hp");
  return failed;
}

/**
 * What one component does for one car: it applies with its amount; it is left out, with the
 * conditions the car does not meet; or all else holds but it needs the engine size or the power,
 * which the car does not state.
 */
export type ComponentVerdict =
  | { status: "applied"; amount: number }
  | { status: "left_out"; failed: Condition[] }
  | { status: "needs"; missing: "displacement" | "power" };

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

type Unavailable = "displacement_unknown" | "power_unknown";

/**
 * Every component's verdict, in order, and car detail's `duties` or why there are none:
 * `displacement_unknown` when a component that otherwise applies needs the engine size and the
 * car has none; else `power_unknown` when one needs the power (a bound on hp) and the car has none.
 */
export function evaluateDuties(input: DutiesInput): {
  verdicts: ComponentVerdict[];
  result: { duties: DutiesAnswer } | { duties: null; unavailable: Unavailable };
} {
  const { rules, car, settings: s, lang, age } = input;
  const currency = rules.currency;
  const customsValue = customsValueOf(input.landedTotalUsd, currency, s);
  const facts = { age, fuel: car.fuel, customsValue, cc: car.displacementCc, hp: car.powerHp };
  const items: DutiesAnswer["items"] = [];
  const verdicts: ComponentVerdict[] = [];
  let above = 0; // the rounded amounts of the items listed so far
  for (const c of rules.components) {
    const failed = failedConditions(c, facts);
    if (failed.length > 0) {
      verdicts.push({ status: "left_out", failed });
      continue;
    }
    if (needsCc(c) && car.displacementCc === null) {
      verdicts.push({ status: "needs", missing: "displacement" });
      continue;
    }
    if (needsHp(c) && car.powerHp === null) {
      verdicts.push({ status: "needs", missing: "power" });
      continue;
    }
    const cc = car.displacementCc ?? 0;
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
    verdicts.push({ status: "applied", amount });
    items.push({ name: c.name[lang], amount, amount_usd: dutyUsdOf(amount, currency, s) });
  }
  const missing = (what: "displacement" | "power") => verdicts.some((v) => v.status === "needs" && v.missing === what);
  // The engine size is asked for first: without it, even the bands of power may not be told apart.
  if (missing("displacement")) return { verdicts, result: { duties: null, unavailable: "displacement_unknown" } };
  if (missing("power")) return { verdicts, result: { duties: null, unavailable: "power_unknown" } };
  const totals = dutiesTotals(
    items.map((i) => i.amount),
    input.landedTotalUsd,
    currency,
    s,
  );
  const tooOld = rules.maxAge !== null && age > rules.maxAge;
  return {
    verdicts,
    result: {
      duties: {
        country: rules.country,
        currency,
        as_of: rules.asOf,
        source: rules.source,
        eligible: !tooOld,
        reasons: tooOld ? ["max_age"] : [],
        customs_value: customsValue,
        items,
        // The total, in USD and at the door (in the four currencies, as `landed.total` is).
        ...totals,
      },
    },
  };
}

/** Car detail's `duties`, or why there are none (`evaluateDuties`). */
export const computeDuties = (input: DutiesInput) => evaluateDuties(input).result;
