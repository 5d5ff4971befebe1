import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import { errors } from "../../plugins/openapi.js";
import { disableTotp, enableTotp, startTotpSetup, totpStatus } from "./totp.js";
import { NoContent } from "../../../shared/api/common.js";
import { TotpDisableBody, TotpEnableBody, TotpEnabled, TotpSetup, TotpStatus } from "../../../shared/api/totp.js";

/**
 * Per account (a request refused for its shape counts too). A code is 6 digits and three steps
 * are open at a time, so turning the factor off with guesses from a stolen session is held to 10
 * in 10 minutes: about one chance in 230 a day, against the full set of 20 for set-up.
 */
const perUser = (max: number) => ({
  max,
  timeWindow: "10 minutes",
  keyGenerator: (r: FastifyRequest) => `totp:${r.user?.id ?? r.ip}`,
});

/**
 * One's own second factor. These are `user` routes, so an administrator who must enrol
 * (ADMIN_TOTP=required) reaches them while the admin routes answer 403 totp_enrollment_required.
 */
export const totpRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/users/me/totp",
      {
        config: { access: "user" },
        schema: {
          operationId: "getMyTotpStatus",
          response: { 200: TotpStatus },
          summary: "Whether my two-step sign-in is on, and whether I must turn it on",
          tags: ["users"],
        },
      },
      async (request) => totpStatus(core, requireUser(request)),
    );

    app.post(
      "/api/users/me/totp",
      {
        config: { access: "user", rateLimit: perUser(20) },
        schema: {
          operationId: "startMyTotpSetup",
          response: { 200: TotpSetup, ...errors(409) },
          summary: "Start setting up two-step sign-in: a new secret, its otpauth URL and QR code",
          tags: ["users"],
        },
      },
      async (request) => startTotpSetup(core, requireUser(request)),
    );

    app.post(
      "/api/users/me/totp/enable",
      {
        config: { access: "user", rateLimit: perUser(20) },
        schema: {
          operationId: "enableMyTotp",
          response: { 200: TotpEnabled, ...errors(409) },
          summary: "Turn two-step sign-in on with a first code; answers the recovery codes once",
          tags: ["users"],
          body: TotpEnableBody,
        },
      },
      async (request) => enableTotp(core, requireUser(request).id, request.body.code),
    );

    app.delete(
      "/api/users/me/totp",
      {
        config: { access: "user", rateLimit: perUser(10) },
        schema: {
          operationId: "disableMyTotp",
          response: { 204: NoContent, ...errors(409) },
          summary: "Turn two-step sign-in off with a current code or a recovery code",
          tags: ["users"],
          body: TotpDisableBody,
        },
      },
      async (request, reply) => {
        await disableTotp(core, requireUser(request).id, request.body.code);
        return reply.status(204).send();
      },
    );
  };
