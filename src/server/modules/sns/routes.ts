import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import {
  AdminListQuery,
  AdminSnsPage,
  MyListQuery,
  MySnsPage,
  SnsSubmission,
  SubmissionIdParams,
  SubmitBody,
  VerifyBody,
} from "../../../shared/api/sns.js";
import { adminListSubmissions, mySubmissions, submitShare, verifySubmission } from "./service.js";
import { errors } from "../../plugins/openapi.js";

const tags = ["sns-share"];

/** The SNS share campaign: submissions by users, verification by administrators. */
export const snsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      "/api/sns-share",
      {
        config: {
          access: "user",
          rateLimit: { max: 30, timeWindow: "10 minutes", keyGenerator: (r) => `sns-share:${r.user?.id ?? r.ip}` },
        },
        schema: {
          operationId: "submitSnsShare",
          response: { 201: SnsSubmission, ...errors(409) },
          summary: "Submit a share for verification",
          tags,
          body: SubmitBody,
        },
      },
      async (request, reply) => reply.status(201).send(await submitShare(core, requireUser(request), request.body)),
    );

    app.get(
      "/api/sns-share/me",
      {
        config: { access: "user" },
        schema: {
          operationId: "listMySnsShares",
          response: { 200: MySnsPage },
          summary: "My submissions and the campaign's rules",
          tags,
          querystring: MyListQuery,
        },
      },
      async (request) => mySubmissions(core, requireUser(request).id, request.query.page, request.query.page_size),
    );

    app.get(
      "/api/sns-share/admin",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listSnsShares",
          response: { 200: AdminSnsPage },
          summary: "All submissions",
          tags,
          querystring: AdminListQuery,
        },
      },
      async (request) =>
        adminListSubmissions(core, {
          status: request.query.status,
          platform: request.query.platform,
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
    );

    app.post(
      "/api/sns-share/admin/:id/verify",
      {
        config: { access: "admin" },
        schema: {
          operationId: "verifySnsShare",
          response: { 200: SnsSubmission, ...errors(409) },
          summary: "Approve (rewards once) or reject",
          tags,
          params: SubmissionIdParams,
          body: VerifyBody,
        },
      },
      async (request) => verifySubmission(core, requireUser(request), request.params.id, request.body),
    );
  };
