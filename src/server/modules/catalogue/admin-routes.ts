// The admin's Local Cars screen: the writes are the cars module's (service calls), the
// answers the admin view of a car with its banner (this module's read model); and Admin → Import
// rules' preview of a car's duties at a port (duties-preview.ts).
import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { adminCarDetail, adminListCars } from "./service.js";
import {
  AdminCarDetail,
  AdminCarListPage,
  AdminCarListQuery,
  CarCreateBody,
  CarIdParams,
  CarPatchBody,
  SoldoutResult,
} from "../../../shared/api/cars.js";
import { addCar, deleteCar, markSoldout, updateCar } from "../cars/index.js";
import { NoContent } from "../../../shared/api/common.js";
import { DutiesPreview, DutiesPreviewQuery } from "../../../shared/api/import-rules.js";
import { adminDutiesPreview } from "./duties-preview.js";

const tags = ["cars"];

export const adminCarsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
        const row = await addCar(core, request.body);
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
        return markSoldout(core, request.params.car_id, true);
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
      async (request) => markSoldout(core, request.params.car_id, false),
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

    app.get(
      "/api/admin/cars/:car_id/duties",
      {
        config: { access: "admin" },
        schema: {
          operationId: "previewCarDuties",
          summary: "A car's duties at a port, with how each import-rules component met it (Admin → Import rules)",
          tags: ["import-rules"],
          params: CarIdParams,
          querystring: DutiesPreviewQuery,
          response: { 200: DutiesPreview },
        },
      },
      async (request) => adminDutiesPreview(core, request.params.car_id, request.query),
    );
  };
