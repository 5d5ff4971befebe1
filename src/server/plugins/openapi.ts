import type { FastifyInstance, RouteOptions } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { Type } from "typebox";
import { ErrorResponse } from "../../shared/api/common.js";
import { SESSION_COOKIE } from "../lib/session-user.js";
import type { Config } from "../config.js";
import type { Access } from "./access.js";

/** The contract's error body, by reference: one component in the document, one schema for the serializer. */
const ErrorRef = Type.Unsafe<ErrorResponse>(Type.Ref("ErrorResponse"));

/**
 * Error answers a route declares beside the ones derived from its access and inputs, e.g.
 * `response: { 200: Car, ...errors(402, 409) }` for a purchase that can lack CC or conflict.
 */
export function errors(...statuses: number[]): Record<number, typeof ErrorRef> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorRef]));
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Third-party routes that document, not serve, the contract. */
const EXEMPT_PREFIXES = ["/api/docs", "/api/openapi.json"];

type RouteSchema = {
  hide?: boolean;
  operationId?: string;
  summary?: string;
  tags?: string[];
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
};

/**
 * Completes every /api route's schema from what it declares, in one place: its error answers
 * (401 for user and admin routes, 403 for admin routes and for unsafe methods (the origin
 * check), 404 for routes with path parameters, 422 for routes with any input, 429 for
 * rate-limited ones) and its `security`. Each route declares its own operationId, summary and
 * tags; `npm run lint:openapi` (CI) and test/openapi-client.test.ts fail when one is missing.
 */
function completeRouteSchemas(app: FastifyInstance) {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api") || EXEMPT_PREFIXES.some((p) => route.url.startsWith(p))) return;
    const schema = (route.schema ?? {}) as RouteSchema;
    route.schema = schema;
    if (schema.hide) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== "HEAD");
    // Fastify's automatic HEAD twin of a GET route: documented (and completed) with its GET.
    if (methods.length === 0) return;
    const config = route.config as { access?: Access; rateLimit?: unknown } | undefined;
    const access = config?.access ?? "public";
    const derived: number[] = [];
    if (access !== "public") derived.push(401);
    if (access === "admin" || methods.some((m) => UNSAFE.has(m))) derived.push(403);
    if (route.url.includes(":")) derived.push(404);
    if (schema.params || schema.querystring || schema.body) derived.push(422);
    if (config?.rateLimit) derived.push(429);
    schema.response = { ...errors(...derived), ...schema.response };
    schema.security = access === "public" ? [] : [{ session: [] }];
  });
}

/** OpenAPI document at /api/openapi.json and its docs page at /api/docs. */
export async function installOpenApi(app: FastifyInstance, config: Config) {
  app.addSchema({ ...ErrorResponse, $id: "ErrorResponse" });
  completeRouteSchemas(app);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${config.siteName} API`,
        version: "1.0.0",
        description:
          "Used-vehicle marketplace HTTP API. Errors answer `{error: {code, message, details}}`; " +
          "logged-in calls carry the session cookie set by POST /api/auth/login.",
      },
      servers: [{ url: "/", description: "this server" }],
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "the login session" },
        },
      },
    },
    // Shared schemas (ErrorResponse) become named components instead of `def-0`.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: false });
  app.get("/api/openapi.json", { config: { access: "public" }, schema: { hide: true } }, async () => app.swagger());
}
