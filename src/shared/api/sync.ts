/** Automatic sync (api.md "Automatic sync"): sync rules and the runs of the sync agent. */
import { Type } from "typebox";
import {
  Count,
  DateTime,
  Id,
  IdParams,
  Nullable,
  Paged,
  StrictPagingQuery,
  StringEnum,
  type Static,
} from "./common.js";
import { SYNC_RULE_LIMITS, SYNC_RUN_PHASES, SYNC_RUN_STATUSES } from "./constants.js";

// An upstream complex code as the search takes it (c_danji); must also be a complex the upstream lists.
const ComplexCode = Type.String({ minLength: 1, maxLength: 20, pattern: "^[A-Za-z0-9_-]+$" });
// Korean maker and model names as the upstream spells them: no control characters, no markup,
// no leading or trailing blanks (they would never match the upstream's filter).
const Name = (max: number) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    pattern: '^[^\\s\\u0000-\\u001f\\u007f<>&"]([^\\u0000-\\u001f\\u007f<>&"]*[^\\s\\u0000-\\u001f\\u007f<>&"])?$',
  });
const MaxPrice = Type.Integer({ minimum: 1, maximum: SYNC_RULE_LIMITS.maxPriceKrw });

export const SyncRuleBody = Type.Object(
  {
    complex_code: ComplexCode,
    maker: Type.Optional(Nullable(Name(SYNC_RULE_LIMITS.maker))),
    model: Type.Optional(Nullable(Name(SYNC_RULE_LIMITS.model))),
    max_price_krw: Type.Optional(Nullable(MaxPrice)),
    enabled: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type SyncRuleBody = Static<typeof SyncRuleBody>;

export const SyncRulePatch = Type.Object(
  {
    complex_code: Type.Optional(ComplexCode),
    maker: Type.Optional(Nullable(Name(SYNC_RULE_LIMITS.maker))),
    model: Type.Optional(Nullable(Name(SYNC_RULE_LIMITS.model))),
    max_price_krw: Type.Optional(Nullable(MaxPrice)),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SyncRulePatch = Static<typeof SyncRulePatch>;

export const SyncRuleParams = IdParams("rule_id");
export type SyncRuleParams = Static<typeof SyncRuleParams>;

export const SyncRule = Type.Object({
  id: Id,
  complex_code: Type.String({ maxLength: 20 }),
  maker: Nullable(Type.String({ maxLength: SYNC_RULE_LIMITS.maker })),
  model: Nullable(Type.String({ maxLength: SYNC_RULE_LIMITS.model })),
  max_price_krw: Nullable(Type.Integer({ minimum: 1, maximum: SYNC_RULE_LIMITS.maxPriceKrw })),
  enabled: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type SyncRule = Static<typeof SyncRule>;

export const SyncRuleListQuery = StrictPagingQuery;
export type SyncRuleListQuery = Static<typeof SyncRuleListQuery>;
export const SyncRulePage = Paged(SyncRule);
export type SyncRulePage = Static<typeof SyncRulePage>;

export const SyncRun = Type.Object({
  id: Id,
  trigger: StringEnum(["manual", "scheduled"] as const),
  status: StringEnum(SYNC_RUN_STATUSES),
  started_at: DateTime,
  finished_at: Nullable(DateTime),
  imported: Count,
  skipped: Count,
  failed: Count,
  price_changes: Count,
  /** What went wrong, one message each (upstream faults, cars that could not be imported). */
  errors: Type.Array(Type.String({ maxLength: 1000 })),
  /** While running: the current phase and how far it is (done of total). */
  phase: StringEnum(SYNC_RUN_PHASES),
  progress_done: Count,
  progress_total: Count,
});
export type SyncRun = Static<typeof SyncRun>;

export const SyncRunListQuery = StrictPagingQuery;
export type SyncRunListQuery = Static<typeof SyncRunListQuery>;
export const SyncRunPage = Paged(SyncRun);
export type SyncRunPage = Static<typeof SyncRunPage>;

export const SyncRunAccepted = Type.Object({ run_id: Id, status: Type.Literal("running") });
export type SyncRunAccepted = Static<typeof SyncRunAccepted>;
