import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import { Health, Readiness } from "../../../shared/api/health.js";
import { AppError, RETRY_AFTER_SECONDS, serviceUnavailable } from "../../lib/errors.js";
import { redisAnswers } from "../../lib/redis.js";
import { errors } from "../../plugins/openapi.js";
import type { ReadinessVerdict } from "../../plugins/readiness.js";

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
          summary:
            "Readiness for a load balancer: 503 while the database does not answer, migrations are missing, the list index is unread, or the instance is shutting down",
          tags: ["health"],
          response: { 200: Readiness, ...errors(503) },
        },
      },
      async () => {
        if (app.lifecycle.state !== "serving") throw serviceUnavailable("This instance is shutting down");
        const { ok, ...checks } = await core.readiness.check();
        if (!ok) throw new AppError(503, "service_unavailable", `Not ready: ${notReadyBecause(checks)}`, checks);
        return { status: "ready" as const };
      },
    );
  };

/** The failed checks of a readiness verdict, in words. */
function notReadyBecause(checks: Omit<ReadinessVerdict, "ok">): string {
  const reasons: string[] = [];
  if (checks.database !== "ok") reasons.push("the database cannot be reached");
  if (checks.migrations === "pending") reasons.push("the database lacks migrations of this version");
  if (checks.migrations === "unknown" && checks.database === "ok") reasons.push("the migrations could not be checked");
  if (checks.list_index === "reading") reasons.push("the catalogue's list index is still being read");
  return reasons.join("; ");
}
