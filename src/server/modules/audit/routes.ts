import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { AuditPage, AuditQuery } from "../../../shared/api/audit.js";
import { listAudit } from "./service.js";

/** Who did what: the administrators' audit log, read-only (nothing updates or deletes it). */
export const auditRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/admin/audit",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listAudit",
          summary: "Who did what: every admin change and login, newest first",
          tags: ["audit"],
          querystring: AuditQuery,
          response: { 200: AuditPage },
        },
      },
      async (request) => listAudit(core, request.query),
    );
  };
