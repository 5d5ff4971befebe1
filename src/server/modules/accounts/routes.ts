import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { clearSessionCookie, requireUser } from "../../plugins/session.js";
import type { SessionUser } from "./sessions.js";
import { getCredits } from "./balances.js";
import { referralLink } from "./referrals.js";
import { serializeUser } from "./serialize.js";
import {
  deleteOwnAccount,
  getUser,
  serializePromoPreference,
  updateProfile,
  updatePromoPreference,
} from "./service.js";
import { NoContent, PagingQuery } from "../../../shared/api/common.js";
import {
  Credits,
  DeleteMeBody,
  Profile,
  ProfilePatchBody,
  PromoPreference,
  PromoPreferenceBody,
} from "../../../shared/api/users.js";

export const usersRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const profile = (u: SessionUser) => ({ ...serializeUser(u), referral_link: referralLink(core, u.referralCode) });

    app.get(
      "/api/users/me",
      {
        config: { access: "user" },
        schema: {
          operationId: "getMyProfile",
          response: { 200: Profile },
          summary: "My profile with referral link",
          tags: ["users"],
        },
      },
      async (request) => profile(requireUser(request)),
    );

    app.patch(
      "/api/users/me",
      {
        config: { access: "user" },
        schema: {
          operationId: "updateMyProfile",
          response: { 200: Profile },
          summary: "Change my name, country or language",
          tags: ["users"],
          body: ProfilePatchBody,
        },
      },
      async (request) => profile(await updateProfile(core, requireUser(request).id, request.body)),
    );

    app.delete(
      "/api/users/me",
      {
        config: { access: "user", rateLimit: { max: 10, timeWindow: "10 minutes" } },
        schema: {
          operationId: "deleteMyAccount",
          response: { 204: NoContent },
          summary: "Delete my account (needs the password)",
          tags: ["users"],
          body: DeleteMeBody,
        },
      },
      async (request, reply) => {
        await deleteOwnAccount(core, requireUser(request), request.body.password);
        clearSessionCookie(reply);
        return reply.status(204).send();
      },
    );

    app.get(
      "/api/users/me/promo-preference",
      {
        config: { access: "user" },
        schema: {
          operationId: "getMyPromoPreference",
          response: { 200: PromoPreference },
          summary: "My promotion email preferences",
          tags: ["users"],
        },
      },
      async (request) => serializePromoPreference(await getUser(core.db, requireUser(request).id)),
    );

    app.put(
      "/api/users/me/promo-preference",
      {
        config: { access: "user" },
        schema: {
          operationId: "updateMyPromoPreference",
          response: { 200: PromoPreference },
          summary: "Set my promotion email preferences",
          tags: ["users"],
          body: PromoPreferenceBody,
        },
      },
      async (request) =>
        serializePromoPreference(await updatePromoPreference(core, requireUser(request).id, request.body)),
    );

    app.get(
      "/api/users/me/credits",
      {
        config: { access: "user" },
        schema: {
          operationId: "listMyCredits",
          response: { 200: Credits },
          summary: "My balances and CC ledger",
          tags: ["users"],
          querystring: PagingQuery,
        },
      },
      async (request) => getCredits(core, requireUser(request).id, request.query.page, request.query.page_size),
    );
  };
