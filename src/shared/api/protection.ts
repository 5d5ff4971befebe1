/**
 * The buyer's money, protected (api.md, added in the fifth round): payments recorded against an
 * order, refunds, the protection of what is held until the car ships, and claims after delivery.
 */
import { Type, type Static } from "typebox";
import { Id, Nullable, Paging, Paged, StringEnum, Timestamp } from "./common.js";
import {
  CLAIM_CATEGORIES,
  CLAIM_EVIDENCE_TYPES,
  CLAIM_STATUSES,
  PROTECTION_LIMITS,
  PROTECTION_STATUSES,
} from "./protection-values.js";

export * from "./protection-values.js";

/** A calendar day `YYYY-MM-DD`. */
const Day = Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" });
/** USD with cents; the 2 decimals are checked by the server's parser (floats break `multipleOf`). */
const Usd = Type.Number({ minimum: 0, maximum: PROTECTION_LIMITS.maxAmountUsd });
const PositiveUsd = Type.Number({
  exclusiveMinimum: 0,
  maximum: PROTECTION_LIMITS.maxAmountUsd,
  description: "USD, more than 0, at most 2 decimals",
});
const Reference = Type.String({ minLength: 1, maxLength: PROTECTION_LIMITS.referenceMax });
const Reason = Type.String({ minLength: 1, maxLength: PROTECTION_LIMITS.reasonMax });

export const PaymentBody = Type.Object(
  {
    amount_usd: PositiveUsd,
    /** The day the money arrived (not in the future). */
    received_on: Day,
    /** The bank's reference of the transfer. */
    reference: Reference,
  },
  { additionalProperties: false },
);
export type PaymentBody = Static<typeof PaymentBody>;

export const Payment = Type.Object({
  id: Id,
  amount_usd: Usd,
  received_on: Day,
  reference: Type.String({ maxLength: PROTECTION_LIMITS.referenceMax }),
  created_at: Timestamp,
});
export type Payment = Static<typeof Payment>;

export const RefundBody = Type.Object(
  {
    amount_usd: PositiveUsd,
    paid_on: Day,
    reference: Reference,
    reason: Reason,
    /** The accepted claim of this order the refund settles. */
    claim_id: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBody>;

export const Refund = Type.Object({
  id: Id,
  amount_usd: Usd,
  paid_on: Day,
  reference: Type.String({ maxLength: PROTECTION_LIMITS.referenceMax }),
  reason: Type.String({ maxLength: PROTECTION_LIMITS.reasonMax }),
  claim_id: Nullable(Id),
  created_at: Timestamp,
});
export type Refund = Static<typeof Refund>;

export const Protection = Type.Object({
  status: StringEnum(PROTECTION_STATUSES),
  /** The net paid while `held` or `refund_due`, else 0. */
  held_usd: Usd,
  /** The day by which the car ships, set once when the net paid first reached the amount due. */
  ship_by: Nullable(Day),
});
export type Protection = Static<typeof Protection>;

/** The money fields of the buyer's and the admin's order answers. */
export const OrderMoney = {
  payments: Type.Array(Payment),
  refunds: Type.Array(Refund),
  paid_usd: Usd,
  refunded_usd: Usd,
  /** `amount_due_usd` − (`paid_usd` − `refunded_usd`), never below 0; 0 when cancelled; null without an amount due. */
  balance_due_usd: Nullable(Usd),
  protection: Protection,
};

export const RefundRequestBody = Type.Object({ reason: Reason }, { additionalProperties: false });
export type RefundRequestBody = Static<typeof RefundRequestBody>;

// ---- claims ------------------------------------------------------------------------------

export const ClaimEvidence = Type.Object({
  id: Id,
  filename: Type.String({ minLength: 1, maxLength: PROTECTION_LIMITS.evidenceFilenameMax }),
  size: Type.Integer({ minimum: 1, maximum: PROTECTION_LIMITS.evidenceMaxBytes }),
  content_type: StringEnum(CLAIM_EVIDENCE_TYPES),
});
export type ClaimEvidence = Static<typeof ClaimEvidence>;

export const Claim = Type.Object({
  id: Id,
  order_id: Id,
  category: StringEnum(CLAIM_CATEGORIES),
  description: Type.String({ maxLength: PROTECTION_LIMITS.descriptionMax }),
  /** What the buyer asks, USD; null when not said. */
  amount_usd: Nullable(Usd),
  status: StringEnum(CLAIM_STATUSES),
  evidence: Type.Array(ClaimEvidence),
  decision_note: Nullable(Type.String({ maxLength: PROTECTION_LIMITS.noteMax })),
  decided_at: Nullable(Timestamp),
  /** The refunds that name this claim, added up. */
  refunded_usd: Usd,
  created_at: Timestamp,
});
export type Claim = Static<typeof Claim>;

export const ClaimList = Type.Array(Claim);

/** An admin's claim: the buyer's email (empty once the account was purged), the order and the car. */
export const AdminClaim = Type.Object({
  ...Claim.properties,
  user_id: Nullable(Id),
  email: Type.String(),
  user_name: Type.String(),
  order_status: Type.String({ maxLength: 20 }),
  car: Type.Object({ id: Id, car_name: Type.String() }),
});
export type AdminClaim = Static<typeof AdminClaim>;
export const AdminClaimPage = Paged(AdminClaim);

export const AdminClaimsQuery = Type.Object(
  { status: Type.Optional(StringEnum(CLAIM_STATUSES)), ...Paging },
  { additionalProperties: false },
);
export type AdminClaimsQuery = Static<typeof AdminClaimsQuery>;

export const ClaimDecisionBody = Type.Object(
  {
    status: StringEnum(["accepted", "rejected"] as const),
    note: Type.String({ minLength: 1, maxLength: PROTECTION_LIMITS.noteMax }),
  },
  { additionalProperties: false },
);
export type ClaimDecisionBody = Static<typeof ClaimDecisionBody>;

export const ClaimParams = Type.Object({ claim_id: Id }, { additionalProperties: false });
export const MyClaimParams = Type.Object({ order_id: Id, claim_id: Id }, { additionalProperties: false });
export const MyEvidenceParams = Type.Object(
  { order_id: Id, claim_id: Id, file_id: Id },
  { additionalProperties: false },
);
export const EvidenceParams = Type.Object({ claim_id: Id, file_id: Id }, { additionalProperties: false });
