/** The condition report of a car (api.md "The buyer's decision", "Condition report"). */
import { Type } from "typebox";
import { CONDITION_COUNT_MAX, CONDITION_PARTS, PANEL_STATES, USE_HISTORIES } from "../condition.js";
import { IdParams, Nullable, StringEnum, type Static } from "./common.js";

export { CONDITION_PARTS, PANEL_STATES, USE_HISTORIES };

const NullableBool = Nullable(Type.Boolean());
const NullableCount = Nullable(Type.Integer({ minimum: 0, maximum: CONDITION_COUNT_MAX }));

export const ConditionPanel = Type.Object(
  { part: StringEnum(CONDITION_PARTS), state: StringEnum(PANEL_STATES) },
  { additionalProperties: false },
);
export type ConditionPanel = Static<typeof ConditionPanel>;

const conditionFields = {
  /** A calendar date (YYYY-MM-DD); checked to be a real date by the service. */
  inspected_at: Nullable(Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", minLength: 10, maxLength: 10 })),
  odometer_ok: NullableBool,
  accident: NullableBool,
  simple_repair: NullableBool,
  flood: NullableBool,
  fire: NullableBool,
  tuning: NullableBool,
  use_history: Type.Unsafe<(typeof USE_HISTORIES)[number] | null>({
    type: ["string", "null"],
    enum: [...USE_HISTORIES, null],
  }),
  insurance_claims: NullableCount,
  owner_changes: NullableCount,
  panels: Type.Array(ConditionPanel, { maxItems: CONDITION_PARTS.length }),
};

/** The record as stored and shown: every field but `panels` is null where the record did not say. */
export const CarCondition = Type.Object(conditionFields, { additionalProperties: false });
export type CarCondition = Static<typeof CarCondition>;

/** `condition` of car detail: the record or null (no record). */
export const NullableCarCondition = Type.Unsafe<CarCondition | null>({
  ...CarCondition,
  type: ["object", "null"],
});

/** PUT /api/admin/cars/{car_id}/condition: the record (every field named, null where unknown) or null. */
export const ConditionPutBody = NullableCarCondition;
export const ConditionParams = IdParams("car_id");
export type ConditionParams = Static<typeof ConditionParams>;

export const ConditionResult = Type.Object({ condition: NullableCarCondition });
export type ConditionResult = Static<typeof ConditionResult>;
