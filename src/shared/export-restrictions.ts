/**
 * Export restrictions per destination country (api.md "The truth at the border"): values both
 * sides need at run time. No `typebox` here (the web bundle imports it).
 */

/**
 * What a car is for a port's country: `restricted` when a rule matches it; `unknown` when no rule
 * matches but one could, had its engine size or power been known; else `allowed`.
 */
export const EXPORT_STATUSES = ["allowed", "restricted", "unknown"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** What an `unknown` car does not state that a rule needs. */
export const EXPORT_MISSING = ["displacement", "power"] as const;
export type ExportMissing = (typeof EXPORT_MISSING)[number];

/** Limits of a country's restrictions (the admin form shows them, the server enforces them). */
export const EXPORT_RESTRICTION_LIMITS = {
  source: 500,
  rulesMin: 1,
  rulesMax: 30,
  reason: 300,
  ageMax: 200,
  ccMax: 100_000,
  /** A bound on the car's `power_hp` (which is 1..2000). */
  hpMax: 2000,
  fuels: 30,
  fuel: 40,
} as const;

/** The bounds of a rule's `when` (every one inclusive; all given ones must hold). */
export type ExportRuleBounds = {
  min_cc?: number;
  max_cc?: number;
  min_hp?: number;
  max_hp?: number;
  min_age?: number;
  max_age?: number;
  fuels?: string[];
};

/**
 * A rule as the list's SQL reads it: the age bounds turned into model years (this year minus the
 * age, in the schedule's time zone), the rest as the rule states it.
 */
export type ExportBan = {
  min_cc?: number;
  max_cc?: number;
  min_hp?: number;
  max_hp?: number;
  min_year?: number;
  max_year?: number;
  fuels?: readonly string[];
};
