import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { errors } from "../../plugins/openapi.js";
import { requireUser } from "../../plugins/session.js";
import {
  AdminQuestionPage,
  AdminQuestionThread,
  AdminQuestionsQuery,
  MyQuestionPage,
  MyQuestionsQuery,
  QuestionBody,
  QuestionCarParams,
  QuestionCreated,
  QuestionMessage,
  QuestionThread,
  ThreadIdParams,
} from "../../../shared/api/questions.js";
import {
  adminThread,
  askQuestion,
  followUp,
  listAdminThreads,
  listMyThreads,
  readMyThread,
  staffReply,
} from "./service.js";

const tags = ["questions"];

/**
 * Questions about a car (api.md "The buyer's decision"). The buyer's 30 messages per 10 minutes
 * are counted by the service on the stored messages (both routes that write one share the count).
 */
export const questionsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      "/api/cars/:car_id/questions",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "askQuestion",
          summary: "Ask the staff about a car (one thread per buyer and car)",
          params: QuestionCarParams,
          body: QuestionBody,
          response: { 201: QuestionCreated, ...errors(429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await askQuestion(core, user, request.params.car_id, request.body.body));
      },
    );

    app.get(
      "/api/users/me/questions",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "listMyQuestions",
          summary: "My questions, latest activity first, with unread staff messages",
          querystring: MyQuestionsQuery,
          response: { 200: MyQuestionPage },
        },
      },
      async (request) => listMyThreads(core, requireUser(request).id, request.query.page, request.query.page_size),
    );

    app.get(
      "/api/users/me/questions/:thread_id",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "getMyQuestion",
          summary: "One of my questions, oldest message first (marks the staff's messages read)",
          params: ThreadIdParams,
          response: { 200: QuestionThread },
        },
      },
      async (request) => readMyThread(core, requireUser(request).id, request.params.thread_id),
    );

    app.post(
      "/api/users/me/questions/:thread_id/messages",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "followUpQuestion",
          summary: "Write again in one of my questions",
          params: ThreadIdParams,
          body: QuestionBody,
          response: { 201: QuestionMessage, ...errors(429) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await followUp(core, requireUser(request), request.params.thread_id, request.body.body)),
    );

    app.get(
      "/api/admin/questions",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "listQuestions",
          summary: "Buyers' questions by status (open: the buyer wrote last), open first",
          querystring: AdminQuestionsQuery,
          response: { 200: AdminQuestionPage },
        },
      },
      async (request) =>
        listAdminThreads(core, {
          status: request.query.status,
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
    );

    app.get(
      "/api/admin/questions/:thread_id",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "getQuestion",
          summary: "A buyer's question thread",
          params: ThreadIdParams,
          response: { 200: AdminQuestionThread },
        },
      },
      async (request) => adminThread(core, request.params.thread_id),
    );

    app.post(
      "/api/admin/questions/:thread_id/messages",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "answerQuestion",
          summary: "Answer a buyer (who is notified by email in their language)",
          params: ThreadIdParams,
          body: QuestionBody,
          response: { 201: QuestionMessage },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await staffReply(core, requireUser(request), request.params.thread_id, request.body.body)),
    );
  };
