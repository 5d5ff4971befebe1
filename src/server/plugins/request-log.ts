import type { FastifyInstance } from "fastify";

/**
 * One log line per API request, with Fastify's own per-request lines switched off
 * (`disableRequestLogging`): photos, the built web app's assets and SPA pages would
 * otherwise write two info lines each. Non-API answers are logged only when they fail.
 */
export function installRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    const api = request.url === "/api" || request.url.startsWith("/api/");
    if (!api && reply.statusCode < 500) return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) request.log.error(line, "request failed");
    else request.log.info(line, "request");
  });
}
