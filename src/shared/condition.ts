/**
 * The condition report's fixed values (api.md "Condition report", upstream.md "Inspection record"),
 * shared by the server and the web app (no typebox here, so the web bundle stays small). The
 * schema (api/condition.ts) is built from them; an empty record is in condition-empty.ts.
 */

/** The panels an inspection record names, in the order the car outline and the lists show them. */
export const CONDITION_PARTS = [
  "hood",
  "front_fender_l",
  "front_fender_r",
  "front_door_l",
  "front_door_r",
  "rear_door_l",
  "rear_door_r",
  "trunk_lid",
  "roof",
  "quarter_panel_l",
  "quarter_panel_r",
  "side_sill_l",
  "side_sill_r",
  "front_panel",
  "rear_panel",
  "radiator_support",
  "inside_panel_l",
  "inside_panel_r",
  "floor_panel",
  "pillar_a",
  "pillar_b",
  "pillar_c",
] as const;
export type ConditionPart = (typeof CONDITION_PARTS)[number];

export const PANEL_STATES = ["exchanged", "welded", "corroded"] as const;
export type PanelState = (typeof PANEL_STATES)[number];

export const USE_HISTORIES = ["none", "rental", "commercial"] as const;
export type UseHistory = (typeof USE_HISTORIES)[number];

/** The yes/no facts of a record, in the order they are shown. */
export const CONDITION_FLAGS = ["accident", "simple_repair", "flood", "fire", "tuning"] as const;

/** Most insurance claims or owner changes a record is believed to carry. */
export const CONDITION_COUNT_MAX = 999;

/**
 * The rows of a Korean inspection record (성능·상태점검기록부) by the field each fills, as the
 * record names them: the upstream's pages print them, and the Korean spec sheet says them.
 */
export const RECORD_ROWS_KO = {
  inspected_at: "점검일",
  odometer_ok: "주행거리 상태",
  accident: "사고이력",
  simple_repair: "단순수리",
  flood: "침수",
  fire: "화재",
  tuning: "튜닝",
  use_history: "용도변경",
  insurance_claims: "보험사고",
  owner_changes: "소유자변경",
} as const;
