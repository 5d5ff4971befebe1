import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import { NoContent } from "../../../shared/api/common.js";
import {
  ExportRestrictionCountryParams,
  ExportRestrictions,
  ExportRestrictionsBody,
} from "../../../shared/api/export-restrictions.js";
import {
  deleteExportRestrictions,
  getExportRestrictions,
  listExportRestrictions,
  putExportRestrictions,
} from "./service.js";

const tags = ["export-restrictions"];

/** What Korea does not let leave for each destination country: public reads, the administrators' edits. */
export const exportRestrictionsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/export-restrictions",
      {
        config: { access: "public" },
        schema: {
          operationId: "listExportRestrictions",
          summary: "Export restrictions of every destination country, by country",
          tags,
          response: { 200: Type.Array(ExportRestrictions) },
        },
      },
      async () => listExportRestrictions(core),
    );

    app.get(
      "/api/export-restrictions/:country",
      {
        config: { access: "public" },
        schema: {
          operationId: "getExportRestrictions",
          summary: "One destination country's export restrictions",
          tags,
          params: ExportRestrictionCountryParams,
          response: { 200: ExportRestrictions },
        },
      },
      async (request) => getExportRestrictions(core, request.params.country),
    );

    app.put(
      "/api/admin/export-restrictions/:country",
      {
        config: { access: "admin" },
        schema: {
          operationId: "putExportRestrictions",
          summary: "Set (replace) a destination country's export restrictions",
          tags,
          params: ExportRestrictionCountryParams,
          body: ExportRestrictionsBody,
          response: { 200: ExportRestrictions },
        },
      },
      async (request) => putExportRestrictions(core, request.params.country, request.body),
    );

    app.delete(
      "/api/admin/export-restrictions/:country",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deleteExportRestrictions",
          summary: "Remove a destination country's export restrictions",
          tags,
          params: ExportRestrictionCountryParams,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await deleteExportRestrictions(core, request.params.country);
        return reply.status(204).send();
      },
    );
  };
