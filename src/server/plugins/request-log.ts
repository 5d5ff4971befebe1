import type { FastifyInstance } from "fastify";
import { RENDER_HEADER, RENDER_TOKEN } from "../lib/page-renderer.js";

/**
 * One log line per API request, with Fastify's own per-request lines switched off
 * (`disableRequestLogging`): photos, the built web app's assets and SPA pages would
 * otherwise write two info lines each. Non-API answers are logged only when they fail.
 */
export function installRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    // The path only: a query string may carry a token (unsubscribe, password reset).
    const pathname = request.url.split("?")[0];
    const api = pathname === "/api" || pathname.startsWith("/api/");
    if (!api && reply.statusCode < 500) return;
    // A page render's own API calls: the page is the request (lib/page-renderer.ts).
    if (reply.statusCode < 500 && request.headers[RENDER_HEADER] === RENDER_TOKEN) return;
    const line = {
      method: request.method,
      url: pathname,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) request.log.error(line, "request failed");
    else request.log.info(line, "request");
  });
}
