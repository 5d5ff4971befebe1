import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import { NoContent, StrictPagingQuery } from "../../../shared/api/common.js";
import {
  AdminReview,
  AdminReviewPage,
  AdminReviewsQuery,
  CreatedReview,
  MyReviewPage,
  PublicReviewPage,
  ReviewBody,
  ReviewIdParams,
  ReviewPatchBody,
} from "../../../shared/api/reviews.js";
import {
  adminListReviews,
  createReview,
  deleteReview,
  listMyReviews,
  listPublicReviews,
  setReviewVisibility,
} from "./reviews-service.js";
import { errors } from "../../plugins/openapi.js";

/** Reviews: the public list, the user's own, and the administrators' moderation. */
export const reviewsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ["reviews"];

    app.get(
      "/api/reviews",
      {
        config: { access: "public" },
        schema: {
          operationId: "listReviews",
          response: { 200: PublicReviewPage },
          summary: "Visible reviews, newest first",
          tags,
          querystring: StrictPagingQuery,
        },
      },
      async (request) => listPublicReviews(core, request.query.page, request.query.page_size),
    );

    app.post(
      "/api/reviews",
      {
        config: { access: "user" },
        schema: {
          operationId: "createReview",
          response: { 201: CreatedReview, ...errors(409) },
          summary: "Review an own completed request (rewards 1 CC once)",
          tags,
          body: ReviewBody,
        },
      },
      async (request, reply) => reply.status(201).send(await createReview(core, requireUser(request), request.body)),
    );

    app.get(
      "/api/reviews/me",
      {
        config: { access: "user" },
        schema: {
          operationId: "listMyReviews",
          response: { 200: MyReviewPage },
          summary: "My reviews",
          tags,
          querystring: StrictPagingQuery,
        },
      },
      async (request) => listMyReviews(core, requireUser(request).id, request.query.page, request.query.page_size),
    );

    app.get(
      "/api/admin/reviews",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listAdminReviews",
          response: { 200: AdminReviewPage },
          summary: "All reviews",
          tags,
          querystring: AdminReviewsQuery,
        },
      },
      async (request) => adminListReviews(core, request.query),
    );

    app.patch(
      "/api/admin/reviews/:id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "updateReview",
          response: { 200: AdminReview },
          summary: "Hide or show a review",
          tags,
          params: ReviewIdParams,
          body: ReviewPatchBody,
        },
      },
      async (request) => setReviewVisibility(core, request.params.id, request.body.is_visible),
    );

    app.delete(
      "/api/admin/reviews/:id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deleteReview",
          response: { 204: NoContent },
          summary: "Delete a review",
          tags,
          params: ReviewIdParams,
        },
      },
      async (request, reply) => {
        await deleteReview(core, request.params.id);
        return reply.status(204).send();
      },
    );
  };
