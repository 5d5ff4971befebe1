import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { Config } from "../config.js";

/** OpenAPI document at /api/openapi.json and its docs page at /api/docs. */
export async function installOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: `${config.siteName} API`, version: "1.0.0", description: "Used-vehicle marketplace HTTP API" },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: false });
  app.get("/api/openapi.json", { config: { access: "public" }, schema: { hide: true } }, async () => app.swagger());
}
