import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { Config } from "../config.js";
import { AppError } from "../lib/errors.js";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Helmet headers, the origin check on unsafe methods, and per-route rate limits. */
export async function installSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Map tiles and car photos may come from configured HTTPS hosts.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const ownOrigin = new URL(config.publicBaseUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const sameHost = `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin && origin !== sameHost) {
      throw new AppError(403, "forbidden_origin", "Requests from other sites are not accepted");
    }
  });

  // Limits are declared per route (config.rateLimit); nothing is limited by default.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, "rate_limited", `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} seconds`, {
        retry_after_seconds: Math.ceil(ctx.ttl / 1000),
      }),
  });
}
