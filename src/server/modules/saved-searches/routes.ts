import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { errors } from "../../plugins/openapi.js";
import { requireUser } from "../../plugins/session.js";
import { NoContent, StrictPagingQuery } from "../../../shared/api/common.js";
import {
  SavedSearch,
  SavedSearchCreateBody,
  SavedSearchPage,
  SavedSearchParams,
  SavedSearchPatchBody,
} from "../../../shared/api/buyers.js";
import { createSavedSearch, deleteSavedSearch, listSavedSearches, patchSavedSearch } from "./service.js";

const tags = ["saved-searches"];

/** My saved searches (api.md, "Keeping buyers"); the PATCH is an addition to the contract. */
export const savedSearchesRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      "/api/users/me/saved-searches",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "createSavedSearch",
          summary: "Save the Cars page's filters under a name (at most 20)",
          body: SavedSearchCreateBody,
          response: { 201: SavedSearch, ...errors(409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createSavedSearch(core, requireUser(request).id, request.body)),
    );

    app.get(
      "/api/users/me/saved-searches",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "listSavedSearches",
          summary: "My saved searches, newest first",
          querystring: StrictPagingQuery,
          response: { 200: SavedSearchPage },
        },
      },
      async (request) => listSavedSearches(core, requireUser(request).id, request.query.page, request.query.page_size),
    );

    app.patch(
      "/api/users/me/saved-searches/:search_id",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "updateSavedSearch",
          summary: "Rename a saved search or switch its email alerts",
          params: SavedSearchParams,
          body: SavedSearchPatchBody,
          response: { 200: SavedSearch },
        },
      },
      async (request) => patchSavedSearch(core, requireUser(request).id, request.params.search_id, request.body),
    );

    app.delete(
      "/api/users/me/saved-searches/:search_id",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "deleteSavedSearch",
          summary: "Delete a saved search",
          params: SavedSearchParams,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await deleteSavedSearch(core, requireUser(request).id, request.params.search_id);
        return reply.status(204).send();
      },
    );
  };
