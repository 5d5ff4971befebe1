import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import {
  AdminRequestsQuery,
  AdminVehicleRequest,
  AdminVehicleRequestPage,
  MyRequestsQuery,
  MyVehicleRequestPage,
  RecommendBody,
  RequestIdParams,
  StatusPatchBody,
  VehicleRequest,
  VehicleRequestBody,
} from "../../../shared/api/vehicle-requests.js";
import {
  adminListRequests,
  createVehicleRequest,
  getAdminRequest,
  listMyRequests,
  recommendCars,
  updateRequestStatus,
} from "./service.js";
import { errors } from "../../plugins/openapi.js";
import { myVehicles } from "./my-vehicles.js";
import { MyVehiclesResponse } from "../../../shared/api/credits.js";

/** Vehicle requests (the Inquiry page) and their administration. */
export const vehicleRequestsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ["vehicle-requests"];

    app.post(
      "/api/vehicle-requests",
      {
        config: {
          access: "user",
          rateLimit: {
            max: 30,
            timeWindow: "10 minutes",
            keyGenerator: (r) => `vehicle-request:${r.user?.id ?? r.ip}`,
          },
        },
        schema: {
          operationId: "createVehicleRequest",
          response: { 201: VehicleRequest, ...errors(402) },
          summary: "Ask for a vehicle (needs a balance of at least 1 CC)",
          tags,
          body: VehicleRequestBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createVehicleRequest(core, requireUser(request), request.body)),
    );

    app.get(
      "/api/vehicle-requests/me",
      {
        config: { access: "user" },
        schema: {
          operationId: "listMyVehicleRequests",
          response: { 200: MyVehicleRequestPage },
          summary: "My requests with status and recommended cars",
          tags,
          querystring: MyRequestsQuery,
        },
      },
      async (request) => listMyRequests(core, requireUser(request).id, request.query.page, request.query.page_size),
    );

    app.get(
      "/api/admin/vehicle-requests",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listVehicleRequests",
          response: { 200: AdminVehicleRequestPage },
          summary: "All vehicle requests (status, q, paging)",
          tags,
          querystring: AdminRequestsQuery,
        },
      },
      async (request) => adminListRequests(core, request.query),
    );

    app.get(
      "/api/admin/vehicle-requests/:id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "getVehicleRequest",
          response: { 200: AdminVehicleRequest },
          summary: "One vehicle request",
          tags,
          params: RequestIdParams,
        },
      },
      async (request) => getAdminRequest(core, request.params.id),
    );

    app.patch(
      "/api/admin/vehicle-requests/:id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "updateVehicleRequestStatus",
          response: { 200: AdminVehicleRequest, ...errors(409) },
          summary: "Change the status (in_progress, cancelled, rejected)",
          tags,
          params: RequestIdParams,
          body: StatusPatchBody,
        },
      },
      async (request) => updateRequestStatus(core, request.params.id, request.body),
    );

    app.post(
      "/api/admin/vehicle-requests/:id/recommend",
      {
        config: { access: "admin" },
        schema: {
          operationId: "recommendCars",
          response: { 200: AdminVehicleRequest, ...errors(402, 409) },
          summary: "Recommend cars: charges the user 1 CC once and completes the request",
          tags,
          params: RequestIdParams,
          body: RecommendBody,
        },
      },
      async (request) => recommendCars(core, requireUser(request), request.params.id, request.body),
    );

    app.get(
      "/api/my-vehicles",
      {
        config: { access: "user" },
        schema: {
          operationId: "listMyVehicles",
          summary: "Recommended and directly purchased cars",
          tags: ["credits"],
          response: { 200: MyVehiclesResponse },
        },
      },
      async (request) => myVehicles(core, requireUser(request).id),
    );
  };
