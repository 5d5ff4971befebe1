import { Type } from "typebox";
import { Count, Lang, Nullable, Timestamp, type Static } from "./common.js";
import { SecondFactorCode } from "./totp.js";
import { User } from "./users.js";

export const Email = Type.String({ format: "email", maxLength: 254 });
export type Email = Static<typeof Email>;
// The policy (shared/password-policy.ts) decides about length so that its 422 names the rule;
// this bound only keeps request bodies small.
const Password = Type.String({ maxLength: 4096 });

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  /** The second factor of an account that has one: a 6-digit TOTP code or a recovery code. */
  totp: Type.Optional(SecondFactorCode),
});
export type LoginBody = Static<typeof LoginBody>;

export const SendPreregisterBody = Type.Object({ email: Email, lang: Type.Optional(Lang) });
export type SendPreregisterBody = Static<typeof SendPreregisterBody>;

export const RegisterBody = Type.Object({
  email: Email,
  code: Type.String({ pattern: "^\\s*[0-9]{6}\\s*$" }),
  password: Password,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  country: Type.String({ minLength: 2, maxLength: 2 }),
  lang: Type.Optional(Lang),
  referral_code: Type.Optional(Type.String({ maxLength: 64 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const ResetRequestBody = Type.Object({ email: Email, lang: Type.Optional(Lang) });
export type ResetRequestBody = Static<typeof ResetRequestBody>;

export const ResetConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  password: Password,
});
export type ResetConfirmBody = Static<typeof ResetConfirmBody>;

/** The password rules (shared/password-policy.ts) with their texts, for the registration checklist. */
export const PasswordPolicy = Type.Object({
  rules: Type.Array(
    Type.Object({
      id: Type.String({ maxLength: 40 }),
      min: Type.Optional(Count),
      max: Type.Optional(Count),
      description: Type.String({ maxLength: 200 }),
    }),
  ),
});
export type PasswordPolicy = Static<typeof PasswordPolicy>;

export const PreregisterSent = Type.Object({
  sent: Type.Boolean(),
  expires_at: Timestamp,
  expires_in_seconds: Count,
});
export type PreregisterSent = Static<typeof PreregisterSent>;

export const LoginResult = Type.Object({ user: User });
export type LoginResult = Static<typeof LoginResult>;

export const ResetAccepted = Type.Object({ accepted: Type.Boolean() });
export type ResetAccepted = Static<typeof ResetAccepted>;

export const ResetDone = Type.Object({ reset: Type.Boolean() });
export type ResetDone = Static<typeof ResetDone>;

/** GET /api/auth/session: the logged-in user, or null for a visitor (no 401 in the console). */
export const SessionAnswer = Type.Object({ user: Nullable(User) });
export type SessionAnswer = Static<typeof SessionAnswer>;
