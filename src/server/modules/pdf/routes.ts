import { Type } from "typebox";
import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import { carPdf } from "./service.js";
import { CarIdParams, PdfQuery } from "../../../shared/api/credits.js";

/** A binary answer (a PDF), for the document: the handler sends a Buffer. */
const Binary = Type.Unsafe<Buffer>(Type.String({ format: "binary" }));

/** The car's spec sheet (for a user with access to the car). */
export const pdfRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ["credits"];

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
  };
