import type { FastifyInstance } from "fastify";
import type { Core } from "./core.js";
import { authRoutes } from "./modules/auth/routes.js";
import { usersRoutes } from "./modules/users/routes.js";
import { adminUsersRoutes } from "./modules/users/admin-routes.js";
import { settingsRoutes } from "./modules/settings/routes.js";
import { healthRoutes } from "./modules/health/routes.js";
import { visitorsRoutes } from "./modules/visitors/routes.js";
import { carsRoutes } from "./modules/cars/routes.js";
import { bannersRoutes } from "./modules/banners/routes.js";
import { translationsRoutes } from "./modules/translations/routes.js";
import { photosRoutes } from "./modules/photos/routes.js";
import { boardRoutes } from "./modules/board/routes.js";
import { adminBoardRoutes } from "./modules/board/admin-routes.js";
import { snsRoutes } from "./modules/sns/routes.js";
import { withdrawalsRoutes } from "./modules/withdrawals/routes.js";
import { upstreamRoutes } from "./modules/upstream/routes.js";
import { creditsRoutes } from "./modules/credits/routes.js";
import { vehicleRequestsRoutes } from "./modules/vehicle-requests/routes.js";
import { reviewsRoutes } from "./modules/reviews/routes.js";
import { notificationsRoutes } from "./modules/notifications/routes.js";
import { contactRoutes } from "./modules/contact/routes.js";

/** Registers every module's routes. */
export async function registerModules(app: FastifyInstance, core: Core) {
  await app.register(healthRoutes(core));
  await app.register(authRoutes(core));
  await app.register(usersRoutes(core));
  await app.register(adminUsersRoutes(core));
  await app.register(settingsRoutes(core));
  await app.register(visitorsRoutes(core));
  await app.register(carsRoutes(core));
  await app.register(bannersRoutes(core));
  await app.register(translationsRoutes(core));
  await app.register(photosRoutes(core));
  await app.register(boardRoutes(core));
  await app.register(adminBoardRoutes(core));
  await app.register(snsRoutes(core));
  await app.register(withdrawalsRoutes(core));
  await app.register(upstreamRoutes(core));
  await app.register(creditsRoutes(core));
  await app.register(vehicleRequestsRoutes(core));
  await app.register(reviewsRoutes(core));
  await app.register(notificationsRoutes(core));
  await app.register(contactRoutes(core));
}
