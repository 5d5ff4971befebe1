import { Type, type Static } from "typebox";
import { IdParams, Lang, Nullable, Paging } from "./common.js";
import { USER_STATUSES } from "./constants.js";

export const ProfilePatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
    lang: Type.Optional(Lang),
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
  status: Type.Optional(Type.Union(USER_STATUSES.map((s) => Type.Literal(s)))),
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
