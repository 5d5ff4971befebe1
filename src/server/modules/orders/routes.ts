import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { errors } from "../../plugins/openapi.js";
import {
  AdminOrder,
  AdminOrderPage,
  AdminOrdersQuery,
  InvoiceQuery,
  MyOrdersQuery,
  Order,
  OrderIdParams,
  OrderPage,
  OrderPatchBody,
} from "../../../shared/api/deals.js";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import { adminOrders, cancelMyOrder, myOrder, myOrders, patchOrder } from "./service.js";
import { purchaseCar } from "./purchase.js";
import { PurchaseBody } from "../../../shared/api/ports.js";
import { CarIdParams, PurchaseResponse } from "../../../shared/api/credits.js";

const tags = ["orders"];

/** An invoice as a download that stays the browser's own (private, never stored by a cache). */
const sendInvoice = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);

/** Orders opened by direct purchases: the buyer's view, the administrators' moves. */
export const ordersRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/users/me/orders",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "listMyOrders",
          summary: "My orders, newest first, with their timelines",
          querystring: MyOrdersQuery,
          response: { 200: OrderPage },
        },
      },
      async (request) => myOrders(core, requireUser(request).id, request.query.page, request.query.page_size),
    );

    app.get(
      "/api/users/me/orders/:order_id",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "getMyOrder",
          summary: "One of my orders",
          params: OrderIdParams,
          response: { 200: Order },
        },
      },
      async (request) => myOrder(core, requireUser(request).id, request.params.order_id),
    );

    app.post(
      "/api/users/me/orders/:order_id/cancel",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "cancelMyOrder",
          summary: "Cancel my order while it is only reserved (the car is released; the CC is not refunded)",
          params: OrderIdParams,
          response: { 200: Order, ...errors(409) },
        },
      },
      async (request) => cancelMyOrder(core, requireUser(request), request.params.order_id),
    );

    app.get(
      "/api/users/me/orders/:order_id/invoice",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "getMyOrderInvoice",
          summary: "The proforma invoice (PDF, from invoiced on) in the buyer's language",
          params: OrderIdParams,
          querystring: InvoiceQuery,
          response: { 200: Type.Unsafe({ description: "application/pdf" }) },
        },
      },
      async (request, reply) => {
        // pdfkit and its fonts are loaded at the first invoice: API processes stay lean until then.
        const { orderInvoice } = await import("./invoice.js");
        return sendInvoice(
          reply,
          await orderInvoice(core, requireUser(request).id, request.params.order_id, request.query.lang),
        );
      },
    );

    app.get(
      "/api/admin/orders/:order_id/invoice",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "getOrderInvoice",
          summary:
            "A buyer's proforma invoice for the admin (PDF, from invoiced on; the buyer's language unless lang is given)",
          params: OrderIdParams,
          querystring: InvoiceQuery,
          response: { 200: Type.Unsafe({ description: "application/pdf" }) },
        },
      },
      async (request, reply) => {
        // pdfkit and its fonts are loaded at the first invoice: API processes stay lean until then.
        const { orderInvoice } = await import("./invoice.js");
        return sendInvoice(reply, await orderInvoice(core, null, request.params.order_id, request.query.lang));
      },
    );

    app.get(
      "/api/admin/orders",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "listOrders",
          summary: "All orders, newest first, with the buyer's email",
          querystring: AdminOrdersQuery,
          response: { 200: AdminOrderPage },
        },
      },
      async (request) => adminOrders(core, request.query),
    );

    app.patch(
      "/api/admin/orders/:order_id",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "updateOrder",
          summary: "Move an order forward (or cancel it) and fill price, port, vessel, B/L, ETD, ETA",
          params: OrderIdParams,
          body: OrderPatchBody,
          response: { 200: AdminOrder, ...errors(409) },
        },
      },
      async (request) => patchOrder(core, requireUser(request), request.params.order_id, request.body),
    );

    app.post(
      "/api/cars/:car_id/purchase",
      {
        config: { access: "user" },
        schema: {
          operationId: "purchaseCar",
          tags: ["credits"],
          summary: "Buy a banner car directly: 1 CC (0 when recommended), reserves it and opens an order",
          params: CarIdParams,
          body: PurchaseBody,
          response: { ...errors(402, 409), 200: PurchaseResponse },
        },
        // The body is optional: a purchase without a port sends none.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) => purchaseCar(core, requireUser(request), request.params.car_id, request.body.port_id),
    );
  };
