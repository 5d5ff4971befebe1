import type { FastifyPluginAsync } from "fastify";
import type { Core } from "../../core.js";
import { Health } from "../../../shared/api/health.js";

export const healthRoutes =
  (core: Core): FastifyPluginAsync =>
  async (app) => {
    app.get(
      "/api/health",
      {
        config: { access: "public" },
        schema: {
          operationId: "getHealth",
          summary: "Service and database health",
          tags: ["health"],
          response: { 200: Health, 503: Health },
        },
      },
      async (_request, reply) => {
        try {
          await core.database.ping();
          return { status: "ok", db: "ok" };
        } catch {
          return reply.status(503).send({ status: "error", db: "unreachable" });
        }
      },
    );
  };
