import { Type } from "typebox";

export const Email = Type.String({ format: "email", maxLength: 254 });
export const LangSchema = Type.Union([Type.Literal("en"), Type.Literal("ko"), Type.Literal("mn"), Type.Literal("ru")]);
// The policy (shared/password-policy.ts) decides about length so that its 422 names the rule;
// this bound only keeps request bodies small.
const Password = Type.String({ maxLength: 4096 });

export const LoginBody = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 1024 }) });

export const SendPreregisterBody = Type.Object({ email: Email, lang: Type.Optional(LangSchema) });

export const RegisterBody = Type.Object({
  email: Email,
  code: Type.String({ pattern: "^\\s*[0-9]{6}\\s*$" }),
  password: Password,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  country: Type.String({ minLength: 2, maxLength: 2 }),
  lang: Type.Optional(LangSchema),
  referral_code: Type.Optional(Type.String({ maxLength: 64 })),
});

export const ResetRequestBody = Type.Object({ email: Email, lang: Type.Optional(LangSchema) });

export const ResetConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  password: Password,
});
