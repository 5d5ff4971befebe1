import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import {
  adjustCredits,
  deleteUserByAdmin,
  listUsers,
  serializeAdminUser,
  unlockUser,
  updateUserByAdmin,
} from "./admin-service.js";
import { getUser } from "./service.js";
import {
  AdminCreditsBody,
  AdminUser,
  AdminUserPage,
  AdminUserPatchBody,
  AdminUsersQuery,
  CreditAdjustmentResult,
  UserIdParams,
} from "../../../shared/api/users.js";
import { NoContent } from "../../../shared/api/common.js";
import { errors } from "../../plugins/openapi.js";
import { getCredits } from "./balances.js";
import { StrictPagingQuery } from "../../../shared/api/common.js";
import { LedgerReconciliation, UserCredits } from "../../../shared/api/users.js";
import { reconcileLedger } from "./reconcile.js";
import { endAllSessionsByAdmin } from "./session-list.js";
import { resetTotpByAdmin } from "./totp-admin.js";

/** The administrators' users API: search, state changes, unlock, second factor and sessions, CC adjustments. */
export const adminUsersRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ["admin-users"];

    app.get(
      "/api/admin/users",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listUsers",
          response: { 200: AdminUserPage },
          summary: "Users (search, status, paging)",
          tags,
          querystring: AdminUsersQuery,
        },
      },
      async (request) =>
        listUsers(core, {
          q: request.query.q,
          status: request.query.status,
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
    );

    app.get(
      "/api/admin/users/:user_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "getUser",
          response: { 200: AdminUser },
          summary: "One user",
          tags,
          params: UserIdParams,
        },
      },
      async (request) => serializeAdminUser(await getUser(core.db, request.params.user_id)),
    );

    app.patch(
      "/api/admin/users/:user_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "updateUser",
          response: { 200: AdminUser, ...errors(409) },
          summary: "Activate, deactivate or change the role of a user",
          tags,
          params: UserIdParams,
          body: AdminUserPatchBody,
        },
      },
      async (request) => updateUserByAdmin(core, requireUser(request), request.params.user_id, request.body),
    );

    app.delete(
      "/api/admin/users/:user_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deleteUser",
          response: { 204: NoContent, ...errors(409) },
          summary: "Delete a user (soft)",
          tags,
          params: UserIdParams,
        },
      },
      async (request, reply) => {
        await deleteUserByAdmin(core, requireUser(request), request.params.user_id);
        return reply.status(204).send();
      },
    );

    app.post(
      "/api/admin/users/:user_id/unlock",
      {
        config: { access: "admin" },
        schema: {
          operationId: "unlockUser",
          response: { 200: AdminUser },
          summary: "Unlock a user locked by failed logins",
          tags,
          params: UserIdParams,
        },
      },
      async (request) => unlockUser(core, request.params.user_id),
    );

    app.delete(
      "/api/admin/users/:user_id/totp",
      {
        config: { access: "admin" },
        schema: {
          operationId: "resetUserTotp",
          response: { 204: NoContent, ...errors(409) },
          summary:
            "Turn off a user's two-step sign-in (lost phone and recovery codes): ends their sessions, emails them; not one's own (403)",
          tags,
          params: UserIdParams,
        },
      },
      async (request, reply) => {
        await resetTotpByAdmin(core, requireUser(request), request.params.user_id);
        return reply.status(204).send();
      },
    );

    app.delete(
      "/api/admin/users/:user_id/sessions",
      {
        config: { access: "admin" },
        schema: {
          operationId: "endUserSessions",
          response: { 204: NoContent },
          summary: "Sign a user out everywhere: every session of the account ends",
          tags,
          params: UserIdParams,
        },
      },
      async (request, reply) => {
        await endAllSessionsByAdmin(core, request.params.user_id);
        return reply.status(204).send();
      },
    );

    app.post(
      "/api/admin/users/:user_id/credits",
      {
        config: { access: "admin" },
        schema: {
          operationId: "adjustUserCredits",
          response: { 200: CreditAdjustmentResult, ...errors(402, 409) },
          summary: "Add or remove CC (ledger entry)",
          tags,
          params: UserIdParams,
          body: AdminCreditsBody,
        },
      },
      async (request) => adjustCredits(core, requireUser(request), request.params.user_id, request.body),
    );

    app.get(
      "/api/admin/users/:user_id/credits",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listUserCredits",
          response: { 200: UserCredits },
          summary: "A user's balances and ledger",
          tags: ["admin-users"],
          params: UserIdParams,
          querystring: StrictPagingQuery,
        },
      },
      async (request) => ({
        user_id: request.params.user_id,
        ...(await getCredits(core, request.params.user_id, request.query.page, request.query.page_size)),
      }),
    );

    app.get(
      "/api/admin/ledger/reconcile",
      {
        config: { access: "admin" },
        schema: {
          operationId: "reconcileLedger",
          response: { 200: LedgerReconciliation },
          summary: "Every balance compared with the sum of its ledger entries",
          tags,
        },
      },
      async () => reconcileLedger(core),
    );
  };
