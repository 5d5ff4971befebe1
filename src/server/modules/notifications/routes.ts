import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { pageLanguage } from "../../lib/page-language.js";
import { PagingQuery } from "../../../shared/api/common.js";
import { requireUser } from "../../plugins/session.js";
import { listBroadcasts, sendAdminNotification } from "./broadcast.js";
import { listNotifications, markAllRead, markRead, unreadCount } from "./inbox.js";
import {
  AdminNotificationBody,
  BroadcastPage,
  MyNotificationsQuery,
  NotificationIdParams,
  NotificationPage,
  ReadAllResult,
  ReadResult,
  SendResult,
  UnreadCountResult,
} from "../../../shared/api/notifications.js";

/** In-app notifications and the administrators' messages. */
export const notificationsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ["notifications"];

    app.get(
      "/api/users/me/notifications",
      {
        config: { access: "user" },
        schema: {
          operationId: "listMyNotifications",
          response: { 200: NotificationPage },
          summary: "My notifications, newest first",
          tags,
          querystring: MyNotificationsQuery,
        },
      },
      async (request) =>
        listNotifications(core, requireUser(request).id, {
          page: request.query.page,
          pageSize: request.query.page_size,
          unreadOnly: request.query.unread_only,
          // The web app sends the page's language; notifications read in it (emails keep the country's).
          lang: pageLanguage(request.headers["accept-language"]),
        }),
    );

    app.get(
      "/api/users/me/notifications/unread-count",
      {
        config: { access: "user" },
        schema: {
          operationId: "countMyUnreadNotifications",
          response: { 200: UnreadCountResult },
          summary: "How many of my notifications are unread",
          tags,
        },
      },
      async (request) => ({
        unread_count: await unreadCount(core, requireUser(request).id),
      }),
    );

    app.post(
      "/api/users/me/notifications/read-all",
      {
        config: { access: "user" },
        schema: {
          operationId: "markAllNotificationsRead",
          response: { 200: ReadAllResult },
          summary: "Mark all my notifications read",
          tags,
        },
      },
      async (request) => markAllRead(core, requireUser(request).id),
    );

    app.post(
      "/api/users/me/notifications/:id/read",
      {
        config: { access: "user" },
        schema: {
          operationId: "markNotificationRead",
          response: { 200: ReadResult },
          summary: "Mark one notification read",
          tags,
          params: NotificationIdParams,
        },
      },
      async (request) => markRead(core, requireUser(request).id, request.params.id),
    );

    app.post(
      "/api/admin/notifications",
      {
        config: { access: "admin" },
        schema: {
          operationId: "sendNotification",
          response: { 200: SendResult, 202: SendResult },
          summary: "Notify one user or everyone",
          tags: ["admin-notifications"],
          body: AdminNotificationBody,
        },
      },
      async (request, reply) => {
        const result = await sendAdminNotification(core, requireUser(request).id, request.body);
        // The rest of a large "all users" message is still being written by the job.
        return reply.status(result.queued > 0 ? 202 : 200).send(result);
      },
    );

    app.get(
      "/api/admin/notifications/broadcasts",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listBroadcasts",
          response: { 200: BroadcastPage },
          summary: "Sent broadcasts with delivery counts",
          tags: ["admin-notifications"],
          querystring: PagingQuery,
        },
      },
      async (request) => listBroadcasts(core, request.query.page, request.query.page_size),
    );
  };
