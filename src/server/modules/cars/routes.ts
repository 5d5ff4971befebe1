import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { adminCarDetail, adminListCars, carDetail, listCars, listMakers, listModels } from "./catalogue.js";
import {
  AdminCarDetail,
  AdminCarListPage,
  AdminCarListQuery,
  CarCreateBody,
  CarDetail,
  CarIdParams,
  CarListPage,
  CarListQuery,
  CarPatchBody,
  MakerCounts,
  ModelCounts,
  ModelsQuery,
  SoldoutResult,
} from "../../../shared/api/cars.js";
import { createCar, deleteCar, setSoldout, updateCar } from "./service.js";
import { requestAlertScan } from "../alerts/service.js";
import { NoContent } from "../../../shared/api/common.js";
import { PriceHistory } from "../../../shared/api/buyers.js";
import { priceHistory } from "./price-history.js";
import { publicResponseCaching } from "./response-cache.js";

const tags = ["cars"];

export const carsRoutes =
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
          response: { 200: CarDetail },
        },
      },
      async (request) => carDetail(core, request.params.car_id, request.user),
    );

    app.get(
      "/api/cars/:car_id/price-history",
      {
        config: { access: "public" },
        schema: {
          operationId: "getCarPriceHistory",
          summary: "Every price the car had, oldest first",
          tags,
          params: CarIdParams,
          response: { 200: PriceHistory },
        },
      },
      async (request) => priceHistory(core, request.params.car_id),
    );

    app.post(
      "/api/cars",
      {
        config: { access: "admin" },
        schema: {
          operationId: "createCar",
          summary: "Create a car",
          tags,
          body: CarCreateBody,
          response: { 201: AdminCarDetail },
        },
      },
      async (request, reply) => {
        const row = await createCar(core, core.db, request.body);
        await requestAlertScan(core); // a new listing for saved searches
        return reply.status(201).send(await adminCarDetail(core, row.id));
      },
    );

    app.patch(
      "/api/cars/:car_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "updateCar",
          summary: "Update a car",
          tags,
          params: CarIdParams,
          body: CarPatchBody,
          response: { 200: AdminCarDetail },
        },
      },
      async (request) => {
        await updateCar(core, request.params.car_id, request.body);
        if (request.body.price_krw !== undefined) await requestAlertScan(core); // a price drop for favourites
        return adminCarDetail(core, request.params.car_id);
      },
    );

    app.delete(
      "/api/cars/:car_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deleteCar",
          response: { 204: NoContent },
          summary: "Delete a car",
          tags,
          params: CarIdParams,
        },
      },
      async (request, reply) => {
        await deleteCar(core, request.params.car_id);
        return reply.status(204).send();
      },
    );

    app.post(
      "/api/cars/:car_id/soldout",
      {
        config: { access: "admin" },
        schema: {
          operationId: "markCarSoldOut",
          summary: "Mark sold out",
          tags,
          params: CarIdParams,
          response: { 200: SoldoutResult },
        },
      },
      async (request) => {
        const result = await setSoldout(core, core.db, request.params.car_id, true);
        await requestAlertScan(core); // sold out, for favourites
        return result;
      },
    );

    app.delete(
      "/api/cars/:car_id/soldout",
      {
        config: { access: "admin" },
        schema: {
          operationId: "clearCarSoldOut",
          summary: "Clear the sold-out marker",
          tags,
          params: CarIdParams,
          response: { 200: SoldoutResult },
        },
      },
      async (request) => setSoldout(core, core.db, request.params.car_id, false),
    );

    app.get(
      "/api/admin/cars",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listAdminCars",
          summary: "Admin Local Cars list (banner cars first)",
          tags,
          querystring: AdminCarListQuery,
          response: { 200: AdminCarListPage },
        },
      },
      async (request) => adminListCars(core, request.query),
    );

    app.get(
      "/api/admin/cars/:car_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "getAdminCar",
          summary: "Admin car view",
          tags,
          params: CarIdParams,
          response: { 200: AdminCarDetail },
        },
      },
      async (request) => adminCarDetail(core, request.params.car_id),
    );
  };
