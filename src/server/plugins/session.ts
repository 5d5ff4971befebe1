import type { FastifyInstance, FastifyReply } from "fastify";
import type { Core } from "../core.js";
import { loadSessionUser, SESSION_COOKIE, type SessionUser } from "../modules/auth/sessions.js";

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
    const found = await loadSessionUser(core, token);
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
  });
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
