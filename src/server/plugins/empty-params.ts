import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors.js";

/**
 * The router matches "/api/cars/" against "/api/cars/:car_id" with an empty car_id. The
 * contract says a trailing slash is not the declared form, so such a request is a 404
 * (not a 422 about car_id). Installed once at the root, it covers every route; it runs
 * before the access check so the answer does not depend on who asks.
 */
export function notFoundOnEmptyParams(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params) return;
    for (const value of Object.values(params)) {
      if (value === "") {
        const pathname = request.url.split("?")[0];
        throw new AppError(404, "not_found", `No such path: ${request.method} ${pathname}`);
      }
    }
  });
}
