import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { clearSessionCookie, requireUser, setSessionCookie } from "../../plugins/session.js";
import { serializeUser } from "./serialize.js";
import { referralLink } from "./referrals.js";
import { deleteSession, sessionClient } from "./sessions.js";
import { login } from "./login.js";
import { asLang, LANGS, type Lang } from "./emails.js";
import { passwordPolicy } from "./policy.js";
import { registerUser } from "./register.js";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.js";
import { CODE_TTL_MINUTES, sendPreregisterCode } from "./verification.js";
import {
  LoginBody,
  LoginResult,
  PasswordPolicy,
  PreregisterSent,
  RegisterBody,
  ResetAccepted,
  ResetConfirmBody,
  ResetDone,
  ResetRequestBody,
  SendPreregisterBody,
  SessionAnswer,
} from "../../../shared/api/auth.js";
import { Profile, User } from "../../../shared/api/users.js";
import { NoContent } from "../../../shared/api/common.js";
import { errors } from "../../plugins/openapi.js";

/** Rate limit keyed by client address and the email in the body (parsed by preHandler time). */
const perAddressAndEmail = (max: number) => ({
  max,
  timeWindow: "10 minutes",
  hook: "preHandler" as const,
  keyGenerator: (req: FastifyRequest) =>
    `${req.ip}|${String((req.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase()}`,
});

/** The body's lang, else the page language the web client sends, else English. */
function requestLang(request: FastifyRequest, bodyLang: Lang | undefined): Lang {
  if (bodyLang) return bodyLang;
  const header = request.headers["accept-language"]?.split(",")[0]?.split("-")[0]?.trim().toLowerCase();
  return (LANGS as readonly string[]).includes(header ?? "") ? asLang(header) : "en";
}

export const authRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/auth/password-policy",
      {
        config: { access: "public" },
        schema: {
          operationId: "getPasswordPolicy",
          response: { 200: PasswordPolicy },
          summary: "The password rules for the registration checklist",
          tags: ["auth"],
        },
      },
      async () => passwordPolicy(),
    );

    app.post(
      "/api/auth/send-preregister",
      {
        config: { access: "public", rateLimit: perAddressAndEmail(10) },
        schema: {
          operationId: "sendPreregisterCode",
          response: { 202: PreregisterSent, ...errors(409) },
          summary: "Email a registration code",
          tags: ["auth"],
          body: SendPreregisterBody,
        },
      },
      async (request, reply) => {
        const { expiresAt } = await sendPreregisterCode(
          core,
          request.body.email,
          requestLang(request, request.body.lang),
        );
        return reply
          .status(202)
          .send({ sent: true, expires_at: expiresAt.toISOString(), expires_in_seconds: CODE_TTL_MINUTES * 60 });
      },
    );

    app.post(
      "/api/auth/register",
      {
        config: { access: "public", rateLimit: { ...perAddressAndEmail(30) } },
        schema: {
          operationId: "register",
          response: { 201: Profile, ...errors(409) },
          summary: "Create an account with an emailed code (logs in)",
          tags: ["auth"],
          body: RegisterBody,
        },
      },
      async (request, reply) => {
        const b = request.body;
        const { user, session } = await registerUser(core, {
          email: b.email,
          code: b.code,
          password: b.password,
          name: b.name,
          country: b.country,
          lang: requestLang(request, b.lang),
          referralCode: b.referral_code,
          client: sessionClient(request),
        });
        if (request.sessionId) await deleteSession(core, request.sessionId);
        setSessionCookie(reply, core, session.token, session.expiresAt);
        return reply.status(201).send({ ...serializeUser(user), referral_link: referralLink(core, user.referralCode) });
      },
    );

    app.post(
      "/api/auth/login",
      {
        // Per client address and email: enough for honest typos, far too few for guessing.
        config: { access: "public", rateLimit: perAddressAndEmail(30) },
        schema: {
          operationId: "login",
          response: { 200: LoginResult, ...errors(401, 423) },
          summary: "Log in (sets the session cookie); an account with two-step sign-in also sends totp",
          tags: ["auth"],
          body: LoginBody,
        },
      },
      async (request, reply) => {
        const { user, session } = await login(
          core,
          request.body.email,
          request.body.password,
          request.body.totp,
          sessionClient(request),
        );
        // A fresh session id on every login; the one the browser had before is dropped.
        if (request.sessionId) await deleteSession(core, request.sessionId);
        setSessionCookie(reply, core, session.token, session.expiresAt);
        return { user: serializeUser(user) };
      },
    );

    app.post(
      "/api/auth/logout",
      {
        config: { access: "public" },
        schema: {
          operationId: "logout",
          response: { 204: NoContent },
          summary: "Log out (ends the session)",
          tags: ["auth"],
        },
      },
      async (request, reply) => {
        if (request.sessionId) await deleteSession(core, request.sessionId);
        clearSessionCookie(reply);
        return reply.status(204).send();
      },
    );

    app.get(
      "/api/auth/me",
      {
        config: { access: "public" },
        schema: {
          operationId: "getSessionUser",
          response: { 200: User, ...errors(401) },
          summary: "The logged-in user",
          tags: ["auth"],
        },
      },
      async (request) => serializeUser(requireUser(request)),
    );

    // The web app's own check: a visitor is a normal answer here, not a 401 in every browser console.
    app.get(
      "/api/auth/session",
      {
        config: { access: "public" },
        schema: {
          operationId: "getSession",
          response: { 200: SessionAnswer },
          summary: "The logged-in user or null (never a 401)",
          tags: ["auth"],
        },
      },
      async (request) => ({ user: request.user ? serializeUser(request.user) : null }),
    );

    app.post(
      "/api/auth/password-reset/request",
      {
        config: { access: "public", rateLimit: perAddressAndEmail(10) },
        schema: {
          operationId: "requestPasswordReset",
          response: { 202: ResetAccepted },
          summary: "Email a password reset link",
          tags: ["auth"],
          body: ResetRequestBody,
        },
      },
      async (request, reply) => {
        await requestPasswordReset(core, request.body.email, request.body.lang);
        return reply.status(202).send({ accepted: true });
      },
    );

    app.post(
      "/api/auth/password-reset/confirm",
      {
        config: { access: "public", rateLimit: { max: 30, timeWindow: "10 minutes" } },
        schema: {
          operationId: "confirmPasswordReset",
          response: { 200: ResetDone },
          summary: "Set a new password from a reset link",
          tags: ["auth"],
          body: ResetConfirmBody,
        },
      },
      async (request, reply) => {
        const userId = await confirmPasswordReset(core, request.body.token, request.body.password);
        // Every session of the account ended, this browser's too when it was signed in to it.
        if (request.user?.id === userId) clearSessionCookie(reply);
        return { reset: true };
      },
    );
  };
