import { Type } from "typebox";
import {
  CcAmount,
  Count,
  Id,
  IdParams,
  Lang,
  LiteralUnion,
  Nullable,
  Paged,
  Paging,
  Timestamp,
  type Static,
} from "./common.js";
import { PROFILE_LIMITS, USER_STATUSES } from "./constants.js";

export const ProfilePatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
    lang: Type.Optional(Lang),
    /** The buyer's destination port (an active one), or null to forget it. */
    port_id: Type.Optional(Nullable(Id)),
    /** The postal address for the invoice (several lines), or null / "" to remove it. */
    address: Type.Optional(Nullable(Type.String({ maxLength: PROFILE_LIMITS.address }))),
    /** The phone for the invoice, international form ("+976 9911 2233"), or null / "" to remove it. */
    phone: Type.Optional(Nullable(Type.String({ maxLength: PROFILE_LIMITS.phone }))),
  },
  { additionalProperties: false },
);
export type ProfilePatchBody = Static<typeof ProfilePatchBody>;

export const DeleteMeBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }) });
export type DeleteMeBody = Static<typeof DeleteMeBody>;

const OptionalText = Type.Optional(Nullable(Type.String({ maxLength: 100 })));

export const PromoPreferenceBody = Type.Object(
  {
    promo_preferred_maker: OptionalText,
    promo_preferred_model: OptionalText,
    promo_email_enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PromoPreferenceBody = Static<typeof PromoPreferenceBody>;

export const AdminUsersQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(LiteralUnion(USER_STATUSES)),
  ...Paging,
});
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;

export const UserIdParams = IdParams("user_id");
export type UserIdParams = Static<typeof UserIdParams>;

export const AdminUserPatchBody = Type.Object(
  {
    is_active: Type.Optional(Type.Boolean()),
    role: Type.Optional(Type.Union([Type.Literal("user"), Type.Literal("admin")])),
  },
  { additionalProperties: false },
);
export type AdminUserPatchBody = Static<typeof AdminUserPatchBody>;

export const AdminCreditsBody = Type.Object({
  amount: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
  account: Type.Union([Type.Literal("cc"), Type.Literal("cash_cc")]),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  idempotency_key: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type AdminCreditsBody = Static<typeof AdminCreditsBody>;

/** The contract's User object. */
export const User = Type.Object({
  id: Id,
  email: Type.String({ maxLength: 254 }),
  name: Type.String({ maxLength: 100 }),
  country: Type.String({ maxLength: 2 }),
  lang: Lang,
  role: Type.Union([Type.Literal("user"), Type.Literal("admin")]),
  is_active: Type.Boolean(),
  cc_balance: CcAmount,
  cash_cc_balance: CcAmount,
  referral_code: Type.String({ maxLength: 64 }),
  promo_preferred_maker: Nullable(Type.String({ maxLength: 100 })),
  promo_preferred_model: Nullable(Type.String({ maxLength: 100 })),
  promo_email_enabled: Type.Boolean(),
  /** The remembered destination port (landed prices), or null. */
  port_id: Nullable(Id),
  /** The buyer's postal address and phone, printed on the proforma invoice (null when not given). */
  address: Nullable(Type.String({ maxLength: PROFILE_LIMITS.address })),
  phone: Nullable(Type.String({ maxLength: PROFILE_LIMITS.phone })),
  created_at: Timestamp,
});
export type User = Static<typeof User>;

/** The logged-in user's own profile: the User and the link that credits referrals to them. */
export const Profile = Type.Object({ ...User.properties, referral_link: Type.String({ maxLength: 2048 }) });
export type Profile = Static<typeof Profile>;

export const PromoPreference = Type.Object({
  promo_preferred_maker: Nullable(Type.String({ maxLength: 100 })),
  promo_preferred_model: Nullable(Type.String({ maxLength: 100 })),
  promo_email_enabled: Type.Boolean(),
});
export type PromoPreference = Static<typeof PromoPreference>;

/** An administrator's view of a user: the User with its state. */
export const AdminUser = Type.Object({
  ...User.properties,
  status: LiteralUnion(USER_STATUSES),
  deleted_at: Nullable(Timestamp),
  locked: Type.Boolean(),
  locked_at: Nullable(Timestamp),
  failed_login_count: Count,
  referred_by_user_id: Nullable(Id),
  updated_at: Timestamp,
  /** Whether the user signs in with a second factor (Admin → Users can turn it off for them). */
  totp_enabled: Type.Boolean(),
});
export type AdminUser = Static<typeof AdminUser>;
export const AdminUserPage = Paged(AdminUser);
export type AdminUserPage = Static<typeof AdminUserPage>;

export const LedgerEntry = Type.Object({
  id: Id,
  account: Type.Union([Type.Literal("cc"), Type.Literal("cash_cc")]),
  amount: CcAmount,
  balance_after: CcAmount,
  kind: Type.String({ maxLength: 60 }),
  ref: Nullable(Type.String({ maxLength: 200 })),
  note: Nullable(Type.String({ maxLength: 500 })),
  created_at: Timestamp,
});
export type LedgerEntry = Static<typeof LedgerEntry>;

/** Both balances and one page of the ledger, newest first. */
export const Credits = Type.Object({
  cc_balance: CcAmount,
  cash_cc_balance: CcAmount,
  entries: Type.Array(LedgerEntry),
  total: Count,
  page: Paging.page,
  page_size: Paging.page_size,
});
export type Credits = Static<typeof Credits>;

/** An administrator's view of a user's credits: the same, naming the user. */
export const UserCredits = Type.Object({ user_id: Id, ...Credits.properties });
export type UserCredits = Static<typeof UserCredits>;

/** The balances after an adjustment; `applied: false` for a repeated idempotency key. */
export const CreditAdjustmentResult = Type.Object({
  user_id: Id,
  cc_balance: CcAmount,
  cash_cc_balance: CcAmount,
  applied: Type.Boolean(),
  entry: Nullable(LedgerEntry),
});
export type CreditAdjustmentResult = Static<typeof CreditAdjustmentResult>;

/**
 * Every balance compared with the sum of its ledger (GET /api/admin/ledger/reconcile): a mismatch
 * means money moved without an entry, or an entry was tampered with.
 */
export const LedgerMismatch = Type.Object({
  user_id: Id,
  /** The balance the account shows, in CC. */
  balance: CcAmount,
  /** What the account's ledger entries add up to, in CC. */
  ledger_sum: CcAmount,
  kind: Type.Union([Type.Literal("cc"), Type.Literal("cash_cc")]),
});
export type LedgerMismatch = Static<typeof LedgerMismatch>;
export const LedgerReconciliation = Type.Object({
  users_checked: Count,
  mismatches: Type.Array(LedgerMismatch),
});
export type LedgerReconciliation = Static<typeof LedgerReconciliation>;
