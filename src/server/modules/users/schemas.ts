import { Type } from "typebox";
import { LangSchema } from "../auth/schemas.js";
import { USER_STATUSES } from "./admin-service.js";
import { idParams } from "../../lib/id-params.js";
import { Paging } from "../../lib/paging.js";

export const ProfilePatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
    lang: Type.Optional(LangSchema),
  },
  { additionalProperties: false },
);

export const DeleteMeBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }) });

const OptionalText = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()]));

export const PromoPreferenceBody = Type.Object(
  {
    promo_preferred_maker: OptionalText,
    promo_preferred_model: OptionalText,
    promo_email_enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const AdminUsersQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Union(USER_STATUSES.map((s) => Type.Literal(s)))),
  ...Paging,
});

export const UserIdParams = idParams("user_id");

export const AdminUserPatchBody = Type.Object(
  {
    is_active: Type.Optional(Type.Boolean()),
    role: Type.Optional(Type.Union([Type.Literal("user"), Type.Literal("admin")])),
  },
  { additionalProperties: false },
);

export const AdminCreditsBody = Type.Object({
  amount: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
  account: Type.Union([Type.Literal("cc"), Type.Literal("cash_cc")]),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  idempotency_key: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
