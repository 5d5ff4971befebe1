import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { requireUser } from "../../plugins/session.js";
import {
  AdminPostListQuery,
  BoardCategory,
  BoardCategoryList,
  CategoryCreateBody,
  CategoryIdParams,
  CategoryPatchBody,
  PostFlag,
  PostIdParams,
  PostPage,
} from "../../../shared/api/board.js";
import {
  createCategory,
  deleteCategory,
  deletePost,
  listCategories,
  listPosts,
  togglePostFlag,
  updateCategory,
} from "./service.js";
import { NoContent } from "../../../shared/api/common.js";

const tags = ["board"];

/** Board administration; works whether or not the board is switched on. */
export const adminBoardRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/admin/board/categories",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listAdminBoardCategories",
          response: { 200: BoardCategoryList },
          summary: "All categories",
          tags,
        },
      },
      async () => listCategories(core),
    );

    app.post(
      "/api/admin/board/categories",
      {
        config: { access: "admin" },
        schema: {
          operationId: "createBoardCategory",
          response: { 201: BoardCategory },
          summary: "Create a category",
          tags,
          body: CategoryCreateBody,
        },
      },
      async (request, reply) => reply.status(201).send(await createCategory(core, request.body)),
    );

    app.patch(
      "/api/admin/board/categories/:id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "updateBoardCategory",
          response: { 200: BoardCategory },
          summary: "Rename or move a category",
          tags,
          params: CategoryIdParams,
          body: CategoryPatchBody,
        },
      },
      async (request) => updateCategory(core, request.params.id, request.body),
    );

    app.delete(
      "/api/admin/board/categories/:id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deleteBoardCategory",
          response: { 204: NoContent },
          summary: "Delete a category (its posts stay)",
          tags,
          params: CategoryIdParams,
        },
      },
      async (request, reply) => {
        await deleteCategory(core, request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      "/api/admin/board/posts",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listAdminPosts",
          response: { 200: PostPage },
          summary: "All posts, in board order",
          tags,
          querystring: AdminPostListQuery,
        },
      },
      async (request) =>
        listPosts(core, {
          categoryId: request.query.category_id,
          q: request.query.q,
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
    );

    app.delete(
      "/api/admin/board/posts/:post_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deleteAnyPost",
          response: { 204: NoContent },
          summary: "Delete any post",
          tags,
          params: PostIdParams,
        },
      },
      async (request, reply) => {
        await deletePost(core, requireUser(request), request.params.post_id);
        return reply.status(204).send();
      },
    );

    app.post(
      "/api/admin/board/posts/:post_id/notice",
      {
        config: { access: "admin" },
        schema: {
          operationId: "togglePostNotice",
          response: { 200: PostFlag },
          summary: "Toggle the notice flag",
          tags,
          params: PostIdParams,
        },
      },
      async (request) => togglePostFlag(core, request.params.post_id, "notice"),
    );

    app.post(
      "/api/admin/board/posts/:post_id/pin",
      {
        config: { access: "admin" },
        schema: {
          operationId: "togglePostPin",
          response: { 200: PostFlag },
          summary: "Toggle the pin flag",
          tags,
          params: PostIdParams,
        },
      },
      async (request) => togglePostFlag(core, request.params.post_id, "pin"),
    );
  };
