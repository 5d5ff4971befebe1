import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import {
  AdminWithdrawalPage,
  AdminWithdrawalsQuery,
  MyWithdrawalsQuery,
  SettleBody,
  Withdrawal,
  WithdrawalBody,
  WithdrawalIdParams,
  WithdrawalPage,
} from "../../../shared/api/withdrawals.js";
import { adminListWithdrawals, myWithdrawals, requestWithdrawal, settleWithdrawal } from "./service.js";
import { errors } from "../../plugins/openapi.js";

const tags = ["withdrawals"];

// The note is optional, so a settle call may come without any body at all.
const emptyBodyIsObject = async (request: FastifyRequest) => {
  request.body ??= {};
};

/** Withdrawals of withdrawable CC: requests by users, settlement by administrators. */
export const withdrawalsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      "/api/users/me/withdrawals",
      {
        config: {
          access: "user",
          rateLimit: { max: 20, timeWindow: "10 minutes", keyGenerator: (r) => `withdrawal:${r.user?.id ?? r.ip}` },
        },
        schema: {
          operationId: "createWithdrawal",
          response: { 201: Withdrawal, ...errors(402) },
          summary: "Request a withdrawal from cash_cc (the amount is held)",
          tags,
          body: WithdrawalBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send(await requestWithdrawal(core, requireUser(request), request.body)),
    );

    app.get(
      "/api/users/me/withdrawals",
      {
        config: { access: "user" },
        schema: {
          operationId: "listMyWithdrawals",
          response: { 200: WithdrawalPage },
          summary: "My withdrawal requests",
          tags,
          querystring: MyWithdrawalsQuery,
        },
      },
      async (request) => myWithdrawals(core, requireUser(request).id, request.query.page, request.query.page_size),
    );

    app.get(
      "/api/admin/withdrawals",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listWithdrawals",
          response: { 200: AdminWithdrawalPage },
          summary: "All withdrawal requests",
          tags,
          querystring: AdminWithdrawalsQuery,
        },
      },
      async (request) =>
        adminListWithdrawals(core, {
          status: request.query.status,
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
    );

    app.post(
      "/api/admin/withdrawals/:id/paid",
      {
        config: { access: "admin" },
        schema: {
          operationId: "markWithdrawalPaid",
          response: { 200: Withdrawal, ...errors(409) },
          summary: "Mark paid",
          tags,
          params: WithdrawalIdParams,
          body: SettleBody,
        },
        preValidation: emptyBodyIsObject,
      },
      async (request) => settleWithdrawal(core, requireUser(request), request.params.id, "paid", request.body?.note),
    );

    app.post(
      "/api/admin/withdrawals/:id/reject",
      {
        config: { access: "admin" },
        schema: {
          operationId: "rejectWithdrawal",
          response: { 200: Withdrawal, ...errors(409) },
          summary: "Reject and return the amount",
          tags,
          params: WithdrawalIdParams,
          body: SettleBody,
        },
        preValidation: emptyBodyIsObject,
      },
      async (request) =>
        settleWithdrawal(core, requireUser(request), request.params.id, "rejected", request.body?.note),
    );
  };
