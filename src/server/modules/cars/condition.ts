/**
 * The condition report of a car (api.md "Condition report"): a column of the car, read by the
 * upstream import (createCar's origin) and set or removed by an admin for any car.
 */
import { eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";
import { notFound, validationError } from "../../lib/errors.js";
import type { CarCondition } from "../../../shared/api/condition.js";

/** True for a real calendar date YYYY-MM-DD between 1950 and 2100 (the schema checks the form only). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1950 || y > 2100 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** The checks a schema cannot say: a real date, each part named once. */
export function assertValidCondition(condition: CarCondition): void {
  const bad: { field: string; message: string }[] = [];
  if (condition.inspected_at !== null && !isCalendarDate(condition.inspected_at)) {
    bad.push({ field: "inspected_at", message: "must be a real date (YYYY-MM-DD)" });
  }
  const seen = new Set<string>();
  condition.panels.forEach((p, i) => {
    if (seen.has(p.part)) bad.push({ field: `panels.${i}.part`, message: "each part may appear once" });
    seen.add(p.part);
  });
  if (bad.length > 0) throw validationError(bad, "The condition report is not valid");
}

/** Only the fields of the contract, in its order (the stored jsonb is exactly the answer). */
export function normalizeCondition(c: CarCondition): CarCondition {
  return {
    inspected_at: c.inspected_at,
    odometer_ok: c.odometer_ok,
    accident: c.accident,
    simple_repair: c.simple_repair,
    flood: c.flood,
    fire: c.fire,
    tuning: c.tuning,
    use_history: c.use_history,
    insurance_claims: c.insurance_claims,
    owner_changes: c.owner_changes,
    panels: c.panels.map((p) => ({ part: p.part, state: p.state })),
  };
}

/** An admin sets (or with null removes) a car's record; 404 for an unknown car. Buyers see it at once. */
export async function setCarCondition(
  core: Core,
  carId: number,
  input: CarCondition | null,
): Promise<{ condition: CarCondition | null }> {
  if (input) assertValidCondition(input);
  const condition = input ? normalizeCondition(input) : null;
  const rows = await core.db
    .update(cars)
    .set({ condition, updatedAt: sql`now()` })
    .where(eq(cars.id, carId))
    .returning({ id: cars.id });
  if (rows.length === 0) throw notFound("Car");
  await core.events.emit("carsChanged", { carIds: [carId], change: "edited" });
  return { condition };
}
