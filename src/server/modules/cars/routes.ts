import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { CarIdParams } from "../../../shared/api/cars.js";
import { PriceHistory } from "../../../shared/api/buyers.js";
import { priceHistory } from "./price-history.js";
import { ConditionParams, ConditionPutBody, ConditionResult } from "../../../shared/api/condition.js";
import { setCarCondition } from "./condition.js";

// The list, the car page and the admin views are the catalogue module's (what buyers and admins see).
const tags = ["cars"];

export const carsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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

    // The condition report of any car (local cars have no other source); null removes it.
    app.put(
      "/api/admin/cars/:car_id/condition",
      {
        config: { access: "admin" },
        schema: {
          operationId: "setCarCondition",
          summary: "Set or remove a car's condition report",
          tags,
          params: ConditionParams,
          body: ConditionPutBody,
          response: { 200: ConditionResult },
        },
      },
      async (request) => setCarCondition(core, request.params.car_id, request.body),
    );
  };
