import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Order, OrderIdParams } from "../../../shared/api/deals.js";
import { Payment, PaymentBody, Refund, RefundBody, RefundRequestBody } from "../../../shared/api/protection.js";
import type { Core } from "../../core.js";
import { errors } from "../../plugins/openapi.js";
import { requireUser } from "../../plugins/session.js";
import { recordPayment, recordRefund } from "./payments.js";
import { requestRefund } from "./refund-request.js";

const tags = ["orders"];

/** The buyer's money on an order (api.md "The buyer's money, protected"): payments, refunds, a refund asked for. */
export const orderMoneyRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      "/api/admin/orders/:order_id/payments",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "recordOrderPayment",
          summary:
            "Record a payment received against an order (from invoiced on, not cancelled); the one that covers the amount due moves it to paid",
          params: OrderIdParams,
          body: PaymentBody,
          response: { 201: Payment, ...errors(409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await recordPayment(core, requireUser(request), request.params.order_id, request.body)),
    );

    app.post(
      "/api/admin/orders/:order_id/refunds",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "recordOrderRefund",
          summary:
            "Record a refund sent to the buyer (never more than paid minus refunded; may name an accepted claim)",
          params: OrderIdParams,
          body: RefundBody,
          response: { 201: Refund },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await recordRefund(core, requireUser(request), request.params.order_id, request.body)),
    );

    app.post(
      "/api/users/me/orders/:order_id/refund-request",
      {
        config: {
          access: "user",
          rateLimit: { max: 10, timeWindow: "10 minutes", keyGenerator: (r) => `refund-request:${r.user?.id ?? r.ip}` },
        },
        schema: {
          tags,
          operationId: "requestMyOrderRefund",
          summary: "Ask for the money back when the car has not shipped by the order's ship-by date",
          params: OrderIdParams,
          body: RefundRequestBody,
          response: { 200: Order, ...errors(409) },
        },
      },
      async (request) => requestRefund(core, requireUser(request), request.params.order_id, request.body.reason),
    );
  };
