import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { DataExport } from "../../../shared/api/data-export.js";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import { exportFileName, exportUserData } from "./service.js";

export const dataExportRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/api/users/me/export",
      {
        config: {
          access: "user",
          // Each export reads every section of the account: a few a minute per user are plenty.
          rateLimit: { max: 3, timeWindow: "1 minute", keyGenerator: (r) => `data-export:${r.user?.id ?? r.ip}` },
        },
        schema: {
          tags: ["users"],
          operationId: "exportMyData",
          summary: "Everything kept about me, as a JSON download (no password hash or session tokens)",
          response: { 200: DataExport },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const data = await exportUserData(core, user.id, request.sessionId);
        return reply
          .header(
            "content-disposition",
            `attachment; filename="${exportFileName(core.config.siteName, new Date(data.exported_at))}"`,
          )
          .header("cache-control", "no-store")
          .send(data);
      },
    );
  };
