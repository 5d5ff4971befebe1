import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import { unauthorized } from "../../lib/errors.js";
import { clearSessionCookie, setSessionCookie } from "../../plugins/session.js";
import { serializeUser } from "../users/serialize.js";
import { deleteSession } from "./sessions.js";
import { login } from "./login.js";

const Email = Type.String({ format: "email", maxLength: 254 });

export const authRoutes = (core: Core): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    "/api/auth/login",
    {
      config: {
        access: "public",
        // Per client address and email: enough for honest typos, far too few for guessing.
        rateLimit: {
          max: 30,
          timeWindow: "10 minutes",
          hook: "preHandler",
          keyGenerator: (req) => `${req.ip}|${String((req.body as any)?.email ?? "").toLowerCase()}`,
        },
      },
      schema: { tags: ["auth"], body: Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 1024 }) }) },
    },
    async (request, reply) => {
      const { user, session } = await login(core, request.body.email, request.body.password);
      setSessionCookie(reply, core, session.token, session.expiresAt);
      return { user: serializeUser(user) };
    },
  );

  app.post("/api/auth/logout", { config: { access: "public" }, schema: { tags: ["auth"] } }, async (request, reply) => {
    if (request.sessionId) await deleteSession(core, request.sessionId);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get("/api/auth/me", { config: { access: "public" }, schema: { tags: ["auth"] } }, async (request) => {
    if (!request.user) throw unauthorized();
    return serializeUser(request.user);
  });
};
