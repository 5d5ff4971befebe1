// Inspection records of the demo cars (api.md "Condition report"), the same mix the upstream
// simulator serves: most cars clean, about a third with an accident and its panels, a few without
// a record, and a few whose record leaves a field unknown. Deterministic per car.
import type { CarCondition, ConditionPanel } from "../../shared/api/condition.js";
import type { DemoCar } from "./cars.js";

function seeded(text: string): () => number {
  let a = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) a = Math.imul(a ^ text.charCodeAt(i), 0x01000193);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OUTER: ConditionPanel["part"][] = [
  "hood",
  "front_fender_l",
  "front_fender_r",
  "front_door_l",
  "front_door_r",
  "rear_door_l",
  "rear_door_r",
  "trunk_lid",
  "quarter_panel_l",
  "quarter_panel_r",
  "front_panel",
  "rear_panel",
  "radiator_support",
  "side_sill_r",
];

/** A dealer's text that promises no accident: its record must agree. */
const SAYS_NO_ACCIDENT = /무사고|사고 이력 없는|No accident/i;

/** The demo car's record, or null (no record). */
export function demoConditionOf(car: DemoCar, index: number): CarCondition | null {
  const r = seeded(`${car.car_number}:${index}`);
  const promisedClean = SAYS_NO_ACCIDENT.test(car.dealer_comment) || SAYS_NO_ACCIDENT.test(car.description);
  const roll = r();
  if (!promisedClean && roll < 0.1) return null;
  const accident = !promisedClean && roll > 0.62;
  const panels: ConditionPanel[] = [];
  if (accident) {
    const count = 1 + Math.floor(r() * 3);
    while (panels.length < count) {
      const part = OUTER[Math.floor(r() * OUTER.length)];
      if (panels.some((p) => p.part === part)) continue;
      const s = r();
      panels.push({ part, state: s < 0.55 ? "exchanged" : s < 0.88 ? "welded" : "corroded" });
    }
  }
  const month = 1 + Math.floor(r() * 11);
  const condition: CarCondition = {
    inspected_at: `2025-${String(month).padStart(2, "0")}-${String(1 + Math.floor(r() * 28)).padStart(2, "0")}`,
    odometer_ok: r() < 0.97,
    accident,
    simple_repair: r() < (accident ? 0.5 : 0.2),
    flood: false,
    fire: false,
    tuning: r() < 0.05,
    use_history: r() < 0.88 ? "none" : "rental",
    insurance_claims: accident ? 1 + Math.floor(r() * 4) : r() < 0.75 ? 0 : 1,
    owner_changes: Math.floor(r() * 4),
    panels,
  };
  // Now and then a record that did not say something (shown as "not stated", never guessed).
  if (r() < 0.08) condition.insurance_claims = null;
  else if (r() < 0.06) condition.owner_changes = null;
  return condition;
}
