import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import { openBannerCar } from "./banner-service.js";
import { BannerViewResponse, CarIdParams } from "../../../shared/api/credits.js";
import { errors } from "../../plugins/openapi.js";

/** Spending CC on a banner car's view (the purchase is the orders module's, the PDF the pdf module's). */
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
  };
