/**
 * Import duties and taxes at the destination (api.md "Door to door"): rules per destination
 * country, edited by administrators, applied to a car's landed (CIF) value on the car page,
 * compare and the order's frozen quote.
 */
import { Type } from "typebox";
import { Id, Lang, LiteralUnion, Nullable, StringEnum, type Static } from "./common.js";
import { Prices } from "./deals.js";

import {
  COMPONENT_KINDS,
  DUTIES_UNAVAILABLE,
  IMPORT_RULE_CURRENCIES,
  IMPORT_RULE_LIMITS,
  PERCENT_BASES,
  type DutiesUnavailable,
} from "../import-rules.js";

export { COMPONENT_KINDS, DUTIES_UNAVAILABLE, IMPORT_RULE_CURRENCIES, IMPORT_RULE_LIMITS, PERCENT_BASES };

export const ImportRuleCountryParams = Type.Object({
  country: Type.String({ minLength: 2, maxLength: 2, pattern: "^[A-Za-z]{2}$" }),
});
export type ImportRuleCountryParams = Static<typeof ImportRuleCountryParams>;

const L = IMPORT_RULE_LIMITS;
const Name = Type.String({ minLength: 1, maxLength: L.name });
export const ComponentNames = Type.Object({ en: Name, ko: Name, mn: Name, ru: Name }, { additionalProperties: false });
const Amount = Type.Number({ minimum: 0, maximum: L.amountMax });
const Age = Type.Integer({ minimum: 0, maximum: L.ageMax });
const Cc = Type.Integer({ minimum: 0, maximum: L.ccMax });
const Hp = Type.Integer({ minimum: 0, maximum: L.hpMax });
/** A bound on the customs value, in the rules' currency. */
const Value = Type.Number({ minimum: 0, maximum: L.amountMax });

/**
 * Which cars a component applies to; every bound inclusive, all given ones must hold: the car's
 * age, engine size (`displacement_cc`), power (`power_hp`), fuel, and its customs value in the
 * rules' currency (as `customs_value` gives it).
 */
export const ComponentWhen = Type.Object(
  {
    min_age: Type.Optional(Age),
    max_age: Type.Optional(Age),
    min_cc: Type.Optional(Cc),
    max_cc: Type.Optional(Cc),
    min_hp: Type.Optional(Hp),
    max_hp: Type.Optional(Hp),
    min_value: Type.Optional(Value),
    max_value: Type.Optional(Value),
    /** The car's `fuel` values (as cars carry them, e.g. "가솔린", "하이브리드"). */
    fuels: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: L.fuel }), { minItems: 1, maxItems: L.fuels }),
    ),
  },
  { additionalProperties: false },
);
export type ComponentWhen = Static<typeof ComponentWhen>;

/**
 * One component. By `kind`: `percent` takes `rate` (0..5), `of` and optionally `min_per_cc`;
 * `per_cc` and `fixed` take `amount`. A key of another kind is refused (422 naming it).
 */
export const ImportRuleComponent = Type.Object(
  {
    name: ComponentNames,
    kind: LiteralUnion(COMPONENT_KINDS),
    when: Type.Optional(ComponentWhen),
    rate: Type.Optional(Type.Number({ minimum: 0, maximum: L.rateMax })),
    of: Type.Optional(LiteralUnion(PERCENT_BASES)),
    min_per_cc: Type.Optional(Amount),
    amount: Type.Optional(Amount),
  },
  { additionalProperties: false },
);
export type ImportRuleComponent = Static<typeof ImportRuleComponent>;

/** PUT /api/admin/import-rules/{country}. */
export const ImportRulesBody = Type.Object(
  {
    currency: LiteralUnion(IMPORT_RULE_CURRENCIES),
    as_of: Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 }),
    source: Type.String({ minLength: 1, maxLength: L.source }),
    max_age: Nullable(Age),
    components: Type.Array(ImportRuleComponent, { minItems: L.componentsMin, maxItems: L.componentsMax }),
  },
  { additionalProperties: false },
);
export type ImportRulesBody = Static<typeof ImportRulesBody>;

/** One country's rules as everyone reads them. */
export const ImportRules = Type.Object({
  country: Type.String(),
  currency: LiteralUnion(IMPORT_RULE_CURRENCIES),
  as_of: Type.String(),
  source: Type.String(),
  max_age: Nullable(Type.Integer()),
  components: Type.Array(ImportRuleComponent),
});
export type ImportRules = Static<typeof ImportRules>;

/** One duty or tax of a car, in the rules' currency and in USD. */
export const DutiesItem = Type.Object({ name: Type.String(), amount: Type.Number(), amount_usd: Type.Number() });
export type DutiesItem = Static<typeof DutiesItem>;

/** Car detail's `duties`: the estimated duties and taxes at the port's country, and the price at the door. */
export const Duties = Type.Object({
  country: Type.String(),
  currency: LiteralUnion(IMPORT_RULE_CURRENCIES),
  as_of: Type.String(),
  source: Type.String(),
  eligible: Type.Boolean(),
  reasons: Type.Array(Type.String({ enum: ["max_age"] })),
  customs_value: Type.Number(),
  items: Type.Array(DutiesItem),
  total: Type.Number(),
  total_usd: Type.Number(),
  door_total_usd: Type.Number(),
  door_total: Prices,
});
export type Duties = Static<typeof Duties>;

export const NullableDuties = Nullable(Duties);
export const DutiesUnavailableReason = Type.Unsafe<DutiesUnavailable>(Type.String({ enum: [...DUTIES_UNAVAILABLE] }));

/** A condition of a component's `when` that a car can fail. */
export const COMPONENT_CONDITIONS = ["age", "fuel", "value", "cc", "hp"] as const;

/** GET /api/admin/cars/{car_id}/duties: the port (required) and the language of the names. */
export const DutiesPreviewQuery = Type.Object(
  {
    port_id: Id,
    lang: Type.Optional(Lang),
  },
  { additionalProperties: false },
);
export type DutiesPreviewQuery = Static<typeof DutiesPreviewQuery>;

/**
 * What one component of the port country's rules did for the car: `applied` with its amount;
 * `left_out` with the conditions the car does not meet; `needs` what the car does not state.
 */
export const ComponentVerdict = Type.Object({
  name: Type.String(),
  kind: LiteralUnion(COMPONENT_KINDS),
  when: Type.Optional(ComponentWhen),
  status: LiteralUnion(["applied", "left_out", "needs"] as const),
  amount: Nullable(Type.Number()),
  failed: Type.Array(LiteralUnion(COMPONENT_CONDITIONS)),
  missing: Nullable(StringEnum(["displacement", "power"] as const)),
});
export type ComponentVerdict = Static<typeof ComponentVerdict>;

/**
 * The admin's preview of a car's duties at a port (Admin → Import rules): the car page's `duties`
 * (or why there are none), and how each component of the rules met the car.
 */
export const DutiesPreview = Type.Object({
  car: Type.Object({
    id: Type.Integer(),
    year: Type.Integer(),
    age: Type.Integer(),
    displacement_cc: Nullable(Type.Integer()),
    power_hp: Nullable(Type.Integer()),
    fuel: Type.String(),
  }),
  country: Type.String(),
  currency: Nullable(StringEnum(IMPORT_RULE_CURRENCIES)),
  customs_value: Nullable(Type.Number()),
  duties: NullableDuties,
  duties_unavailable: Type.Optional(DutiesUnavailableReason),
  components: Type.Array(ComponentVerdict),
});
export type DutiesPreview = Static<typeof DutiesPreview>;
