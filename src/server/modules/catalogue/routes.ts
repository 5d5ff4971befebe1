// What buyers see of the catalogue: the public list, makers, models, the car page and the
// hero banners, each put together from the data modules (cars, banners, prices, availability,
// favourites, access) by service.ts, and the public answers cached whole (response-cache.ts).
import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import { carDetail, listCars, listMakers, listModels } from "./service.js";
import { publicBanners } from "./banners.js";
import {
  CarDetail,
  CarIdParams,
  CarListPage,
  CarListQuery,
  MakerCounts,
  ModelCounts,
  ModelsQuery,
} from "../../../shared/api/cars.js";
import { PublicBanner, PublicBannersQuery } from "../../../shared/api/banners.js";
import { publicResponseCaching } from "./response-cache.js";
import { CarDetailQuery } from "../../../shared/api/ports.js";

const tags = ["cars"];

export const catalogueRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    // The same answer for every visitor: cached whole, with an ETag (response-cache.ts).
    const shared = publicResponseCaching(core.catalogueCache.responses, { perUser: false });
    // has_access, is_favorite and a banner car's description depend on the user: only anonymous answers are shared.
    const anonymousOnly = publicResponseCaching(core.catalogueCache.responses, { perUser: true });

    app.get(
      "/api/cars",
      {
        config: { access: "public" },
        ...shared,
        schema: {
          operationId: "listCars",
          summary: "Public car list",
          tags,
          querystring: CarListQuery,
          response: { 200: CarListPage },
        },
      },
      async (request) => listCars(core, request.query),
    );

    // Fixed segments are declared before /api/cars/:car_id (the router prefers them anyway).
    app.get(
      "/api/cars/makers",
      {
        config: { access: "public" },
        ...shared,
        schema: {
          operationId: "listMakers",
          summary: "Makers with available car counts",
          tags,
          response: { 200: MakerCounts },
        },
      },
      async () => listMakers(core),
    );

    app.get(
      "/api/cars/models",
      {
        config: { access: "public" },
        ...shared,
        schema: {
          operationId: "listModels",
          summary: "Models of a maker",
          tags,
          querystring: ModelsQuery,
          response: { 200: ModelCounts },
        },
      },
      async (request) => listModels(core, request.query.maker),
    );

    app.get(
      "/api/cars/:car_id",
      {
        config: { access: "public" },
        ...anonymousOnly,
        schema: {
          operationId: "getCar",
          summary: "Car detail",
          tags,
          params: CarIdParams,
          querystring: CarDetailQuery,
          response: { 200: CarDetail },
        },
      },
      async (request) => carDetail(core, request.params.car_id, request.user, request.query),
    );

    app.get(
      "/api/hero-banners",
      {
        config: { access: "public" },
        schema: {
          operationId: "listBanners",
          summary: "Active hero banners, localised",
          tags: ["hero-banners"],
          querystring: PublicBannersQuery,
          response: { 200: Type.Array(PublicBanner) },
        },
      },
      async (request) => publicBanners(core, request.query.lang ?? "en"),
    );
  };
