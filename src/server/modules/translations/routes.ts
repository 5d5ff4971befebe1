import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import {
  AdminTranslationsQuery,
  PublicTranslation,
  PublicTranslationsQuery,
  SeedResult,
  Translation,
  TranslationCreateBody,
  TranslationIdParams,
  TranslationPage,
  TranslationPatchBody,
} from "../../../shared/api/translations.js";
import {
  createTranslation,
  deleteTranslation,
  getTranslation,
  listTranslations,
  publicTranslations,
  seedAllDefaults,
  updateTranslation,
} from "./service.js";
import { NoContent } from "../../../shared/api/common.js";
import { errors } from "../../plugins/openapi.js";

const tags = ["translations"];

export const translationsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/translations",
      {
        config: { access: "public" },
        schema: {
          operationId: "listTranslations",
          summary: "Stored translations in one language",
          tags,
          querystring: PublicTranslationsQuery,
          response: { 200: Type.Array(PublicTranslation) },
        },
      },
      async (request) => publicTranslations(core, request.query.lang ?? "en", request.query.category),
    );

    app.post(
      "/api/translations/seed-all-defaults",
      {
        config: { access: "admin" },
        schema: {
          operationId: "seedTranslations",
          summary: "Load every DEFAULT_TRANSLATIONS entry (idempotent)",
          tags,
          response: { 200: SeedResult },
        },
      },
      async () => seedAllDefaults(core),
    );

    app.get(
      "/api/admin/translations",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listAdminTranslations",
          summary: "Stored translations (category, search, paging)",
          tags,
          querystring: AdminTranslationsQuery,
          response: { 200: TranslationPage },
        },
      },
      async (request) => listTranslations(core, request.query),
    );

    app.post(
      "/api/admin/translations",
      {
        config: { access: "admin" },
        schema: {
          operationId: "createTranslation",
          summary: "Add a translation",
          tags,
          body: TranslationCreateBody,
          response: { ...errors(409), 201: Translation },
        },
      },
      async (request, reply) => reply.status(201).send(await createTranslation(core, request.body)),
    );

    app.get(
      "/api/admin/translations/:translation_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "getTranslation",
          summary: "One translation",
          tags,
          params: TranslationIdParams,
          response: { 200: Translation },
        },
      },
      async (request) => getTranslation(core, request.params.translation_id),
    );

    app.patch(
      "/api/admin/translations/:translation_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "updateTranslation",
          summary: "Change a translation",
          tags,
          params: TranslationIdParams,
          body: TranslationPatchBody,
          response: { ...errors(409), 200: Translation },
        },
      },
      async (request) => updateTranslation(core, request.params.translation_id, request.body),
    );

    app.delete(
      "/api/admin/translations/:translation_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deleteTranslation",
          response: { 204: NoContent },
          summary: "Delete a translation",
          tags,
          params: TranslationIdParams,
        },
      },
      async (request, reply) => {
        await deleteTranslation(core, request.params.translation_id);
        return reply.status(204).send();
      },
    );
  };
