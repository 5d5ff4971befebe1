import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { languageForCountry, type EmailLanguage } from "../../../shared/country-language.js";
import { pageLanguage } from "../../lib/page-language.js";
import type { Core } from "../../core.js";
import { AppError } from "../../lib/errors.js";
import { updatePromoPreference } from "../accounts/index.js";
import { siteInfo } from "../notifications/index.js";
import { verifyUnsubscribeToken } from "./promo-token.js";
import { renderUnsubscribePage } from "./unsubscribe-page.js";
import { UnsubscribeQuery } from "../../../shared/api/notifications.js";

export const promoAlertsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (app) => {
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
