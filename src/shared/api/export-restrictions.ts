/**
 * Export restrictions per destination country (api.md "The truth at the border"): what Korea does
 * not let leave for a country, edited by administrators; car detail, the list, compare, a purchase
 * and the admin's orders read it.
 */
import { Type } from "typebox";
import { Nullable, StringEnum, type Static } from "./common.js";
import {
  EXPORT_MISSING,
  EXPORT_RESTRICTION_LIMITS,
  EXPORT_STATUSES,
  type ExportMissing,
  type ExportStatus,
} from "../export-restrictions.js";

export { EXPORT_MISSING, EXPORT_RESTRICTION_LIMITS, EXPORT_STATUSES, type ExportMissing, type ExportStatus };

const L = EXPORT_RESTRICTION_LIMITS;

export const ExportRestrictionCountryParams = Type.Object({
  country: Type.String({ minLength: 2, maxLength: 2, pattern: "^[A-Za-z]{2}$" }),
});
export type ExportRestrictionCountryParams = Static<typeof ExportRestrictionCountryParams>;

const Age = Type.Integer({ minimum: 0, maximum: L.ageMax });
const Cc = Type.Integer({ minimum: 0, maximum: L.ccMax });
const Hp = Type.Integer({ minimum: 0, maximum: L.hpMax });

/**
 * Which cars a rule covers; every bound inclusive, all given ones must hold: the car's engine size
 * (`displacement_cc`), power (`power_hp`), age (as import rules count it) and fuel. Empty: every car.
 */
export const ExportRuleWhen = Type.Object(
  {
    min_cc: Type.Optional(Cc),
    max_cc: Type.Optional(Cc),
    min_hp: Type.Optional(Hp),
    max_hp: Type.Optional(Hp),
    min_age: Type.Optional(Age),
    max_age: Type.Optional(Age),
    /** The car's `fuel` values (as cars carry them, e.g. "가솔린", "디젤"). */
    fuels: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: L.fuel }), { minItems: 1, maxItems: L.fuels }),
    ),
  },
  { additionalProperties: false },
);
export type ExportRuleWhen = Static<typeof ExportRuleWhen>;

const Reason = Type.String({ minLength: 1, maxLength: L.reason });
/** Why a car may not go, in the four languages (shown to buyers). */
export const ExportReason = Type.Object(
  { en: Reason, ko: Reason, mn: Reason, ru: Reason },
  { additionalProperties: false },
);
export type ExportReason = Static<typeof ExportReason>;

export const ExportRule = Type.Object({ when: ExportRuleWhen, reason: ExportReason }, { additionalProperties: false });
export type ExportRule = Static<typeof ExportRule>;

/** PUT /api/admin/export-restrictions/{country}. */
export const ExportRestrictionsBody = Type.Object(
  {
    as_of: Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 }),
    source: Type.String({ minLength: 1, maxLength: L.source }),
    rules: Type.Array(ExportRule, { minItems: L.rulesMin, maxItems: L.rulesMax }),
  },
  { additionalProperties: false },
);
export type ExportRestrictionsBody = Static<typeof ExportRestrictionsBody>;

/** One country's restrictions as everyone reads them. */
export const ExportRestrictions = Type.Object({
  country: Type.String(),
  as_of: Type.String(),
  source: Type.String(),
  rules: Type.Array(ExportRule),
});
export type ExportRestrictions = Static<typeof ExportRestrictions>;

/** One reason a car may not (or may not be known to) go: the rule's reason in `?lang=`, the country's source and date. */
export const ExportVerdictReason = Type.Object({ text: Type.String(), source: Type.String(), as_of: Type.String() });
export type ExportVerdictReason = Static<typeof ExportVerdictReason>;

/**
 * Car detail's `export` at a port: whether the car may leave Korea for the port's country, why
 * not (`reasons`), and for an `unknown` car what it does not state that a rule needs (`missing`).
 */
export const CarExport = Type.Object({
  country: Type.String(),
  status: StringEnum(EXPORT_STATUSES),
  reasons: Type.Array(ExportVerdictReason),
  missing: Type.Array(StringEnum(EXPORT_MISSING)),
});
export type CarExport = Static<typeof CarExport>;

export const NullableCarExport = Nullable(CarExport);

/** `422 export_restricted` / `export_unknown`'s details: each rule's reason in the four languages. */
export const ExportRefusalReason = Type.Object({
  text: Type.String(),
  reason: ExportReason,
  source: Type.String(),
  as_of: Type.String(),
});
export type ExportRefusalReason = Static<typeof ExportRefusalReason>;
