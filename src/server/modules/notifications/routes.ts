import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { isEmailLanguage, languageForCountry, type EmailLanguage } from "../../../shared/country-language.js";
import type { Core } from "../../core.js";
import { PagingQuery } from "../../../shared/api/common.js";
import { AppError } from "../../lib/errors.js";
import { requireUser } from "../../plugins/session.js";
import { updatePromoPreference } from "../users/service.js";
import { listBroadcasts, sendAdminNotification } from "./broadcast.js";
import { listNotifications, markAllRead, markRead, unreadCount } from "./inbox.js";
import { verifyUnsubscribeToken } from "./promo-token.js";
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
  UnsubscribeQuery,
} from "../../../shared/api/notifications.js";
import { siteInfo } from "./service.js";
import { renderUnsubscribePage } from "./unsubscribe-page.js";

/** In-app notifications, the administrators' messages, and the promo unsubscribe link. */
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

    // Promo emails: the link in the body (GET, shows a page) and the mail client's
    // one-click unsubscribe (RFC 8058: POST with "List-Unsubscribe=One-Click").
    await app.register(async (scope) => {
      scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, _body, done) =>
        done(null, {}),
      );
      const unsubscribe = async (request: FastifyRequest<{ Querystring: { token: string } }>, reply: FastifyReply) => {
        const secret = await core.promoSecret();
        const userId = verifyUnsubscribeToken(secret, request.query.token);
        let done: { email: string; lang: EmailLanguage } | null = null;
        if (userId !== null) {
          try {
            const user = await updatePromoPreference(core, userId, { promo_email_enabled: false });
            done = { email: user.email, lang: languageForCountry(user.country) };
          } catch (err) {
            if (!(err instanceof AppError && err.statusCode === 404)) throw err;
          }
        }
        const lang = done?.lang ?? pageLanguage(request.headers["accept-language"]);
        return reply
          .status(done ? 200 : 400)
          .header("content-type", "text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(renderUnsubscribePage(lang, siteInfo(core), done));
      };
      // The page answers HTML: 200 when done, 400 for an invalid or expired link.
      const HtmlPage = Type.String();
      const options = (operationId: string, summary: string) => ({
        config: { access: "public" as const },
        schema: {
          operationId,
          summary,
          tags: ["promo"],
          querystring: UnsubscribeQuery,
          response: {
            200: { description: "Unsubscribed", content: { "text/html": { schema: HtmlPage } } },
            400: { description: "The link is invalid or expired", content: { "text/html": { schema: HtmlPage } } },
          },
        },
      });
      const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
      routes.get(
        "/api/promo/unsubscribe",
        options("getUnsubscribePage", "Stop promotion emails from a mail's link (answers an HTML page)"),
        unsubscribe,
      );
      routes.post(
        "/api/promo/unsubscribe",
        options("unsubscribePromo", "Stop promotion emails (one-click unsubscribe, RFC 8058)"),
        unsubscribe,
      );
    });
  };

/** The first of the site's languages the browser asks for; English otherwise. */
function pageLanguage(header: string | undefined): EmailLanguage {
  for (const part of (header ?? "").split(",")) {
    const tag = part.split(";")[0].trim().slice(0, 2).toLowerCase();
    if (isEmailLanguage(tag)) return tag;
  }
  return "en";
}
