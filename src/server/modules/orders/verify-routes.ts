import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import {
  INVOICE_CODE_INPUT_MAX,
  INVOICE_VERIFY_RATE,
  InvoiceVerification,
  InvoiceVerifyParams,
} from "../../../shared/api/invoices.js";
import type { Core } from "../../core.js";
import { notFound, validationError } from "../../lib/errors.js";
import { verifyInvoice } from "./verify.js";

/** The public check of an invoice's code (the page /verify/{code} asks it). */
export const invoiceVerifyRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    // Per client address: enough to check a few invoices, far too few to walk the codes.
    const rateLimit = {
      max: INVOICE_VERIFY_RATE.max,
      timeWindow: `${INVOICE_VERIFY_RATE.windowMinutes} minute`,
      keyGenerator: (r: { ip: string }) => `invoice-verify:${r.ip}`,
    };

    app.get(
      "/api/invoices/verify/:code",
      {
        config: { access: "public", rateLimit },
        schema: {
          tags: ["orders"],
          operationId: "verifyInvoice",
          summary:
            "Check a proforma invoice by its code: the amount due and the bank details the real invoice names (no buyer name or email)",
          params: InvoiceVerifyParams,
          response: { 200: InvoiceVerification },
        },
      },
      async (request, reply) => {
        // The answer names bank details that may change: never kept by a shared cache.
        reply.header("cache-control", "no-store");
        return verifyInvoice(core, request.params.code);
      },
    );

    // What the route above cannot take: a code longer than the router reads as a parameter (it
    // would answer 414), or one with a slash. A 422 or a 404, counted against the same limit.
    app.get(
      "/api/invoices/verify/*",
      { config: { access: "public", rateLimit }, schema: { hide: true } },
      async (request) => {
        const rest = (request.params as { "*": string })["*"];
        if (rest.length > INVOICE_CODE_INPUT_MAX)
          throw validationError([{ field: "code", message: `must be at most ${INVOICE_CODE_INPUT_MAX} characters` }]);
        throw notFound("Invoice");
      },
    );
  };
