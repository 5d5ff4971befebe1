import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import { NoContent } from "../../../shared/api/common.js";
import { ImportRuleCountryParams, ImportRules, ImportRulesBody } from "../../../shared/api/import-rules.js";
import { deleteImportRules, getImportRules, listImportRules, putImportRules } from "./service.js";

const tags = ["import-rules"];

/** Import duties and taxes per destination country: public reads, the administrators' edits. */
export const importRulesRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/import-rules",
      {
        config: { access: "public" },
        schema: {
          operationId: "listImportRules",
          summary: "Import duties and taxes of every destination country, by country",
          tags,
          response: { 200: Type.Array(ImportRules) },
        },
      },
      async () => listImportRules(core),
    );

    app.get(
      "/api/import-rules/:country",
      {
        config: { access: "public" },
        schema: {
          operationId: "getImportRules",
          summary: "One destination country's import duties and taxes",
          tags,
          params: ImportRuleCountryParams,
          response: { 200: ImportRules },
        },
      },
      async (request) => getImportRules(core, request.params.country),
    );

    app.put(
      "/api/admin/import-rules/:country",
      {
        config: { access: "admin" },
        schema: {
          operationId: "putImportRules",
          summary: "Set (replace) a destination country's import duties and taxes",
          tags,
          params: ImportRuleCountryParams,
          body: ImportRulesBody,
          response: { 200: ImportRules },
        },
      },
      async (request) => putImportRules(core, request.params.country, request.body),
    );

    app.delete(
      "/api/admin/import-rules/:country",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deleteImportRules",
          summary: "Remove a destination country's import duties and taxes",
          tags,
          params: ImportRuleCountryParams,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await deleteImportRules(core, request.params.country);
        return reply.status(204).send();
      },
    );
  };
