import { Type } from "typebox";
import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { StrictPagingQuery } from "../../../shared/api/common.js";
import { requireUser } from "../../plugins/session.js";
import { carPdf } from "../pdf/service.js";
import { openBannerCar } from "./banner-service.js";
import { purchaseCar } from "../orders/purchase.js";
import { myVehicles } from "./my-vehicles.js";
import { getCredits } from "./service.js";
import {
  BannerViewResponse,
  CarIdParams,
  MyVehiclesResponse,
  PdfQuery,
  PurchaseResponse,
  UserIdParams,
} from "../../../shared/api/credits.js";
import { errors } from "../../plugins/openapi.js";
import { UserCredits } from "../../../shared/api/users.js";

/** Spending CC on cars (banner view, direct purchase), the PDF, my vehicles and the admin ledger view. */
/** A binary answer (a PDF), for the document: the handler sends a Buffer. */
const Binary = Type.Unsafe<Buffer>(Type.String({ format: "binary" }));

export const creditsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ["credits"];

    app.post(
      "/api/cars/:car_id/banner-view",
      {
        config: { access: "user" },
        schema: {
          operationId: "viewBannerCar",
          summary: "Open a banner car's description and PDF (charges cc_per_banner_view once per user and car)",
          tags,
          params: CarIdParams,
          response: { ...errors(402, 409), 200: BannerViewResponse },
        },
      },
      async (request) => openBannerCar(core, requireUser(request), request.params.car_id),
    );

    app.post(
      "/api/cars/:car_id/purchase",
      {
        config: { access: "user" },
        schema: {
          operationId: "purchaseCar",
          tags,
          summary: "Buy a banner car directly: 1 CC (0 when recommended), reserves it and opens an order",
          params: CarIdParams,
          response: { ...errors(402, 409), 200: PurchaseResponse },
        },
      },
      async (request) => purchaseCar(core, requireUser(request), request.params.car_id),
    );

    app.get(
      "/api/cars/:car_id/pdf",
      {
        config: { access: "user" },
        schema: {
          operationId: "getCarPdf",
          response: { 200: { description: "The spec sheet", content: { "application/pdf": { schema: Binary } } } },
          summary: "The car's spec sheet as PDF (needs access)",
          tags,
          params: CarIdParams,
          querystring: PdfQuery,
        },
      },
      async (request, reply) => {
        const { pdf, filename } = await carPdf(core, requireUser(request), request.params.car_id, request.query.lang);
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${filename}"`)
          .header("cache-control", "private, no-store")
          .send(pdf);
      },
    );

    app.get(
      "/api/my-vehicles",
      {
        config: { access: "user" },
        schema: {
          operationId: "listMyVehicles",
          summary: "Recommended and directly purchased cars",
          tags,
          response: { 200: MyVehiclesResponse },
        },
      },
      async (request) => myVehicles(core, requireUser(request).id),
    );

    app.get(
      "/api/admin/users/:user_id/credits",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listUserCredits",
          response: { 200: UserCredits },
          summary: "A user's balances and ledger",
          tags: ["admin-users"],
          params: UserIdParams,
          querystring: StrictPagingQuery,
        },
      },
      async (request) => ({
        user_id: request.params.user_id,
        ...(await getCredits(core, request.params.user_id, request.query.page, request.query.page_size)),
      }),
    );
  };
