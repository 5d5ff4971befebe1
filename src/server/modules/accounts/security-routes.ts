import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { clearSessionCookie, requireUser } from "../../plugins/session.js";
import { errors } from "../../plugins/openapi.js";
import { unauthorized } from "../../lib/errors.js";
import { changePassword } from "./password-change.js";
import { endOtherSessions, endOwnSession, listSessions } from "./session-list.js";
import { NoContent } from "../../../shared/api/common.js";
import { PasswordChangeBody, SessionIdParams, UserSessionList } from "../../../shared/api/sessions.js";

/** The asking session's id (a `user` route always has one). */
const sessionOf = (request: FastifyRequest) => {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
};

/**
 * My page → Security (api.md "Keys that stay secret, sessions a user can see"): where I am signed
 * in, ending one of those sessions or all the others, and changing my password with the current one.
 */
export const securityRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ["users"];

    app.get(
      "/api/users/me/sessions",
      {
        config: { access: "user" },
        schema: {
          operationId: "listMySessions",
          response: { 200: UserSessionList },
          summary: "Where I am signed in: my sessions, newest first, the asking one marked current",
          tags,
        },
      },
      async (request) => listSessions(core, requireUser(request).id, request.sessionId),
    );

    // Before the parameter route: the router prefers a fixed segment, and this keeps it obvious.
    app.post(
      "/api/users/me/sessions/revoke-others",
      {
        config: { access: "user" },
        schema: {
          operationId: "endMyOtherSessions",
          response: { 204: NoContent },
          summary: "Sign out everywhere else: every session but this one ends",
          tags,
        },
      },
      async (request, reply) => {
        await endOtherSessions(core, requireUser(request).id, sessionOf(request));
        return reply.status(204).send();
      },
    );

    app.delete(
      "/api/users/me/sessions/:session_id",
      {
        config: { access: "user" },
        schema: {
          operationId: "endMySession",
          response: { 204: NoContent },
          summary: "End one of my sessions (this one too: that signs this browser out)",
          tags,
          params: SessionIdParams,
        },
      },
      async (request, reply) => {
        const { wasCurrent } = await endOwnSession(
          core,
          requireUser(request).id,
          request.params.session_id,
          request.sessionId,
        );
        if (wasCurrent) clearSessionCookie(reply);
        return reply.status(204).send();
      },
    );

    app.post(
      "/api/users/me/password",
      {
        // Per account, besides the lockout that counts every wrong current password.
        config: {
          access: "user",
          rateLimit: {
            max: 10,
            timeWindow: "10 minutes",
            keyGenerator: (r: FastifyRequest) => `password:${r.user?.id ?? r.ip}`,
          },
        },
        schema: {
          operationId: "changeMyPassword",
          response: { 204: NoContent, ...errors(423) },
          summary: "Change my password with the current one; every other session ends",
          tags,
          body: PasswordChangeBody,
        },
      },
      async (request, reply) => {
        await changePassword(
          core,
          requireUser(request),
          sessionOf(request),
          request.body.current_password,
          request.body.new_password,
        );
        return reply.status(204).send();
      },
    );
  };
