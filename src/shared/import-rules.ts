/**
 * Import duties and taxes at the destination (api.md "Door to door"): values both sides need at
 * run time. No `typebox` here (the web bundle imports it).
 */
export const IMPORT_RULE_CURRENCIES = ["KRW", "USD", "MNT", "RUB", "EUR"] as const;
export type ImportRuleCurrency = (typeof IMPORT_RULE_CURRENCIES)[number];
export const COMPONENT_KINDS = ["percent", "per_cc", "fixed"] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];
/** `value`: the customs value; `value_and_above`: plus the amounts of the components before (VAT). */
export const PERCENT_BASES = ["value", "value_and_above"] as const;
export type PercentBase = (typeof PERCENT_BASES)[number];
/**
 * Why a car page with a port has no `duties`: no port chosen, no rules for its country, or a
 * component that applies needs what the car does not state (its engine size, checked first, or
 * its power).
 */
export const DUTIES_UNAVAILABLE = ["no_port", "no_rules", "displacement_unknown", "power_unknown"] as const;
export type DutiesUnavailable = (typeof DUTIES_UNAVAILABLE)[number];

/** Limits of a rules document (the admin form shows them, the server enforces them). */
export const IMPORT_RULE_LIMITS = {
  source: 500,
  componentsMin: 1,
  componentsMax: 60,
  name: 120,
  rateMax: 5,
  /** Any amount (fixed, per cm³, a minimum per cm³) in the rules' currency. */
  amountMax: 1e12,
  ageMax: 200,
  ccMax: 100_000,
  /** A bound on the car's `power_hp` (which is 1..2000). */
  hpMax: 2000,
  fuels: 30,
  fuel: 40,
} as const;
