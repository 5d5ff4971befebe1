import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import { NoContent } from "../../../shared/api/common.js";
import { FavoriteCarParams, FavoritePage, FavoritesQuery } from "../../../shared/api/buyers.js";
import { addFavorite, listFavorites, removeFavorite } from "./service.js";

const tags = ["favorites"];

/** My favourite cars (api.md, "Keeping buyers"). */
export const favoritesRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/users/me/favorites",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "listMyFavorites",
          summary: "My favourite cars, newest first, with availability and prices",
          querystring: FavoritesQuery,
          response: { 200: FavoritePage },
        },
      },
      async (request) => listFavorites(core, requireUser(request).id, request.query.page, request.query.page_size),
    );

    app.put(
      "/api/users/me/favorites/:car_id",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "addFavorite",
          summary: "Add a car to my favourites (idempotent)",
          params: FavoriteCarParams,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await addFavorite(core, requireUser(request).id, request.params.car_id);
        return reply.status(204).send();
      },
    );

    app.delete(
      "/api/users/me/favorites/:car_id",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "removeFavorite",
          summary: "Remove a car from my favourites (idempotent)",
          params: FavoriteCarParams,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await removeFavorite(core, requireUser(request).id, request.params.car_id);
        return reply.status(204).send();
      },
    );
  };
