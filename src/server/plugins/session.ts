import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Core } from "../core.js";
import { unauthorized } from "../lib/errors.js";
import { currentRequestContext } from "../lib/request-context.js";
import { SESSION_COOKIE, type SessionUser } from "../lib/session-user.js";
import { loadSessionUser, sessionClient } from "../modules/accounts/index.js";

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

/** Loads the logged-in user from the session cookie for /api requests. */
export function installSession(app: FastifyInstance, core: Core) {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await loadSessionUser(core, token, sessionClient(request));
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
      // Who is acting, for what the request runs (the audit log, the logs).
      const context = currentRequestContext();
      if (context) context.actor = { id: found.user.id, email: found.user.email, role: found.user.role };
    }
  });
}

/** The logged-in user of a route whose access is "user" or "admin"; 401 if there is none. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function setSessionCookie(reply: FastifyReply, core: Core, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: core.config.appEnv === "production" || core.config.appEnv === "staging",
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
