import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Dashboard } from "../../../shared/api/deals.js";
import type { Core } from "../../core.js";
import { dashboard } from "./service.js";

export const dashboardRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/api/admin/dashboard",
      {
        config: { access: "admin" },
        schema: {
          tags: ["dashboard"],
          operationId: "getDashboard",
          summary: "Counts of every admin queue, users and visitors",
          response: { 200: Dashboard },
        },
      },
      async () => dashboard(core),
    );
  };
