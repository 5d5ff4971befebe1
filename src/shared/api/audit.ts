import { Type } from "typebox";
import { AUDIT_ACTION_FILTER, AUDIT_TARGET_FILTER } from "../audit-actions.js";
import { DateTime, Id, Nullable, Paged, Paging, type Static } from "./common.js";

/**
 * GET /api/admin/audit (contract "Who did what"): newest first. `actor` is an actor's id or a
 * part of their email; `action` an action (`car.update`) or its area (`car`); `target` a type
 * (`car`) or one target (`car:12`, `setting:topup_bank_details`).
 */
export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    action: Type.Optional(Type.String({ maxLength: 81, pattern: AUDIT_ACTION_FILTER.source })),
    target: Type.Optional(Type.String({ maxLength: 141, pattern: AUDIT_TARGET_FILTER.source })),
    ...Paging,
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

/** The fields a change touched, by column (or setting) name; secrets read "***". */
const AuditFields = Type.Unsafe<Record<string, unknown> | null>({
  type: ["object", "null"],
  additionalProperties: true,
  description: "changed fields by name (secrets masked as ***); null for a creation's before or a deletion's after",
});

export const AuditEntry = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  at: DateTime,
  /** The admin as they were then (the email is kept: the account may change or go). */
  actor: Type.Object({ id: Nullable(Id), email: Nullable(Type.String({ maxLength: 320 })) }),
  action: Type.String({ maxLength: 100, description: "area.verb, e.g. settings.update, car.delete, auth.login" }),
  /** What changed; `id` is null for a summary of many rows (then `after` is `{rows, first_ids}`). */
  target: Type.Object({
    type: Nullable(Type.String({ maxLength: 40 })),
    id: Nullable(Type.String({ maxLength: 200 })),
  }),
  before: AuditFields,
  after: AuditFields,
  ip: Nullable(Type.String({ maxLength: 64 })),
  /** The X-Request-Id of the request that made the change (every row of one request shares it). */
  request_id: Nullable(Type.String({ maxLength: 128 })),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Paged(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;
