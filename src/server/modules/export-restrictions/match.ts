// Whether a car may leave Korea for a country (api.md "The truth at the border"): pure functions
// over a country's rules, read by car detail, the list, compare, a purchase and the admin's
// orders. A rule matches when every bound of its `when` holds (inclusive; an empty `when` matches
// every car); a bound on the engine size or the power of a car that does not state it neither
// holds nor fails: the rule "could" match, and the car is `unknown`.
import type { Lang } from "../../../shared/api/constants.js";
import type { ExportRule } from "../../../shared/api/export-restrictions.js";
import type { ExportBan, ExportMissing, ExportStatus } from "../../../shared/export-restrictions.js";

/** A country's restrictions as the service keeps them. */
export type Restrictions = { country: string; asOf: string; source: string; rules: ExportRule[] };

/** What of the car the rules read. */
export type ExportCar = { year: number; displacementCc: number | null; powerHp: number | null; fuel: string };

const outside = (x: number, min: number | undefined, max: number | undefined) =>
  (min !== undefined && x < min) || (max !== undefined && x > max);

/** One rule against one car: it fails, holds, or would need what the car does not state. */
function ruleVerdict(rule: ExportRule, car: ExportCar, age: number): { fails: boolean; missing: ExportMissing[] } {
  const w = rule.when;
  const missing: ExportMissing[] = [];
  let fails = outside(age, w.min_age, w.max_age) || (w.fuels !== undefined && !w.fuels.includes(car.fuel));
  if (w.min_cc !== undefined || w.max_cc !== undefined) {
    if (car.displacementCc === null) missing.push("displacement");
    else fails ||= outside(car.displacementCc, w.min_cc, w.max_cc);
  }
  if (w.min_hp !== undefined || w.max_hp !== undefined) {
    if (car.powerHp === null) missing.push("power");
    else fails ||= outside(car.powerHp, w.min_hp, w.max_hp);
  }
  return { fails, missing };
}

/** A car's status for a country, the rules behind it and, when `unknown`, what the car does not state. */
export type ExportVerdict = { status: ExportStatus; rules: ExportRule[]; missing: ExportMissing[] };

const ALLOWED: ExportVerdict = { status: "allowed", rules: [], missing: [] };

/** The verdict of `restrictions` (a country's, or undefined: none, every car allowed) on a car of `age` years. */
export function exportVerdict(restrictions: Restrictions | undefined, car: ExportCar, age: number): ExportVerdict {
  if (!restrictions) return ALLOWED;
  const matched: ExportRule[] = [];
  const possible: ExportRule[] = [];
  const missing = new Set<ExportMissing>();
  for (const rule of restrictions.rules) {
    const v = ruleVerdict(rule, car, age);
    if (v.fails) continue;
    if (v.missing.length === 0) matched.push(rule);
    else {
      possible.push(rule);
      v.missing.forEach((m) => missing.add(m));
    }
  }
  if (matched.length > 0) return { status: "restricted", rules: matched, missing: [] };
  if (possible.length > 0) return { status: "unknown", rules: possible, missing: [...missing].sort() };
  return ALLOWED;
}

/** Car detail's `export`: the verdict with each rule's reason in `lang`, and the country's source and date. */
export function carExportOf(
  restrictions: Restrictions | undefined,
  country: string,
  verdict: ExportVerdict,
  lang: Lang,
) {
  return {
    country,
    status: verdict.status,
    reasons: verdict.rules.map((r) => ({
      text: r.reason[lang],
      source: restrictions?.source ?? "",
      as_of: restrictions?.asOf ?? "",
    })),
    missing: verdict.missing,
  };
}

/**
 * The rules as the list's SQL reads them: the age bounds as model years (a car of age a is of
 * year `thisYear - a`), so the statement needs no clock.
 */
export function bansOf(restrictions: Restrictions, thisYear: number): ExportBan[] {
  return restrictions.rules.map(({ when: w }) => ({
    ...(w.min_cc !== undefined ? { min_cc: w.min_cc } : {}),
    ...(w.max_cc !== undefined ? { max_cc: w.max_cc } : {}),
    ...(w.min_hp !== undefined ? { min_hp: w.min_hp } : {}),
    ...(w.max_hp !== undefined ? { max_hp: w.max_hp } : {}),
    // age ≤ max_age ⇔ year ≥ thisYear − max_age; age ≥ min_age ⇔ year ≤ thisYear − min_age.
    ...(w.max_age !== undefined ? { min_year: thisYear - w.max_age } : {}),
    ...(w.min_age !== undefined ? { max_year: thisYear - w.min_age } : {}),
    ...(w.fuels !== undefined ? { fuels: w.fuels } : {}),
  }));
}
