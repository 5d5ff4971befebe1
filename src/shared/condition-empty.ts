import type { CarCondition } from "./api/condition.js";

/**
 * A condition record that says nothing: every field unknown, no panel (a new form's start, a
 * fixture's base). Beside condition.ts rather than in it: the schema imports condition.ts, so
 * condition.ts may not import the schema's type back (`npm run check:layers` forbids the circle).
 */
export const EMPTY_CONDITION: CarCondition = {
  inspected_at: null,
  odometer_ok: null,
  accident: null,
  simple_repair: null,
  flood: null,
  fire: null,
  tuning: null,
  use_history: null,
  insurance_claims: null,
  owner_changes: null,
  panels: [],
};
