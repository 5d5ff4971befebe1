import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import { Health, Readiness } from "../../../shared/api/health.js";
import { RETRY_AFTER_SECONDS, serviceUnavailable } from "../../lib/errors.js";
import { redisAnswers } from "../../lib/redis.js";
import { errors } from "../../plugins/openapi.js";

export const healthRoutes =
  (core: Core): FastifyPluginAsync =>
  async (app) => {
    app.get(
      "/api/health",
      {
        config: { access: "public" },
        schema: {
          operationId: "getHealth",
          summary: "Liveness: whether each dependency answers (503 names the one that does not)",
          tags: ["health"],
          // 503: which dependency is down, or the error body while the instance is stopping.
          response: { 200: Health, 503: Type.Union([Health, errors(503)[503]!]) },
        },
      },
      async (_request, reply) => {
        const [db, redis] = await Promise.all([
          core.database.ping().then(
            () => "ok" as const,
            () => "unreachable" as const,
          ),
          core.redis ? redisAnswers(core.redis).then((up) => (up ? "ok" : "unreachable")) : undefined,
        ]);
        const down = db !== "ok" || redis === "unreachable";
        if (down) reply.status(503).header("retry-after", RETRY_AFTER_SECONDS);
        return { status: down ? "error" : "ok", db, ...(redis ? { redis } : {}) };
      },
    );

    app.get(
      "/api/ready",
      {
        config: { access: "public" },
        schema: {
          operationId: "getReadiness",
          summary: "Readiness for a load balancer: 503 from the moment the instance begins to shut down",
          tags: ["health"],
          response: { 200: Readiness, ...errors(503) },
        },
      },
      async () => {
        if (app.lifecycle.state !== "serving") throw serviceUnavailable("This instance is shutting down");
        return { status: "ready" as const };
      },
    );
  };
