import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { ContactBody, ContactMessagePage, ContactMessagesQuery, ContactReceived } from "../../../shared/api/contact.js";
import { CONTACT_RATE, listContactMessages, submitContactMessage } from "./service.js";

/** Contact Us: the public form and the administrators' list. */
export const contactRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      "/api/contact",
      {
        config: {
          access: "public",
          rateLimit: { max: CONTACT_RATE.max, timeWindow: `${CONTACT_RATE.windowMinutes} minutes` },
        },
        schema: {
          operationId: "sendContactMessage",
          response: { 202: ContactReceived },
          summary: "Send a message to the site's team",
          tags: ["contact"],
          body: ContactBody,
        },
      },
      async (request, reply) => {
        const stored = await submitContactMessage(core, request.body, request.user?.id ?? null);
        return reply.status(202).send({ id: stored.id, status: "received" });
      },
    );

    app.get(
      "/api/admin/contact-messages",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listContactMessages",
          response: { 200: ContactMessagePage },
          summary: "Contact Us messages",
          tags: ["admin-contact"],
          querystring: ContactMessagesQuery,
        },
      },
      async (request) =>
        listContactMessages(core, { q: request.query.q, page: request.query.page, pageSize: request.query.page_size }),
    );
  };
