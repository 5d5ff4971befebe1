import { Type, type Static } from "typebox";
import { Lang } from "./common.js";

export const Email = Type.String({ format: "email", maxLength: 254 });
export type Email = Static<typeof Email>;
// The policy (shared/password-policy.ts) decides about length so that its 422 names the rule;
// this bound only keeps request bodies small.
const Password = Type.String({ maxLength: 4096 });

export const LoginBody = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 1024 }) });
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
