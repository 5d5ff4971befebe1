import type { FastifyInstance } from "fastify";
import type { Core } from "./core.js";
import { authRoutes } from "./modules/auth/routes.js";
import { settingsRoutes } from "./modules/settings/routes.js";
import { healthRoutes } from "./modules/health/routes.js";

/** Registers every module's routes. */
export async function registerModules(app: FastifyInstance, core: Core) {
  await app.register(healthRoutes(core));
  await app.register(authRoutes(core));
  await app.register(settingsRoutes(core));
}
