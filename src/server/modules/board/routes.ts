import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { notFound } from "../../lib/errors.js";
import { requireUser } from "../../plugins/session.js";
import {
  BoardCategoryList,
  LangQuery,
  Post,
  PostCreateBody,
  PostIdParams,
  PostListQuery,
  PostPage,
  PostPatchBody,
} from "../../../shared/api/board.js";
import {
  boardEnabled,
  createPost,
  deletePost,
  listCategories,
  listPosts,
  readPost,
  updatePost,
  type Lang,
} from "./service.js";
import { NoContent } from "../../../shared/api/common.js";

const tags = ["board"];

/** The public board: every route answers 404 while `board_enabled` is off. */
export const boardRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    // onRequest runs before the access check, so the board is simply absent (404, not 401) when off.
    app.addHook("onRequest", async () => {
      if (!(await boardEnabled(core))) throw notFound("Board");
    });

    app.get(
      "/api/board/categories",
      {
        config: { access: "public" },
        schema: {
          operationId: "listBoardCategories",
          response: { 200: BoardCategoryList },
          summary: "Board categories, localised",
          tags,
          querystring: LangQuery,
        },
      },
      async (request) => listCategories(core, request.query.lang ?? "en"),
    );

    app.get(
      "/api/board/posts",
      {
        config: { access: "public" },
        schema: {
          operationId: "listPosts",
          response: { 200: PostPage },
          summary: "Posts: notices, then pinned, then newest",
          tags,
          querystring: PostListQuery,
        },
      },
      async (request) =>
        listPosts(core, {
          categoryId: request.query.category_id,
          lang: request.query.lang,
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
    );

    app.get(
      "/api/board/posts/:post_id",
      {
        config: { access: "public" },
        schema: {
          operationId: "getPost",
          response: { 200: Post },
          summary: "One post (counts a view)",
          tags,
          params: PostIdParams,
          querystring: LangQuery,
        },
      },
      async (request) => readPost(core, request.params.post_id, (request.query.lang ?? "en") as Lang),
    );

    app.post(
      "/api/board/posts",
      {
        config: {
          access: "user",
          rateLimit: { max: 30, timeWindow: "10 minutes", keyGenerator: (r) => `board-post:${r.user?.id ?? r.ip}` },
        },
        schema: {
          operationId: "createPost",
          response: { 201: Post },
          summary: "Write a post (HTML is sanitised)",
          tags,
          body: PostCreateBody,
        },
      },
      async (request, reply) => reply.status(201).send(await createPost(core, requireUser(request), request.body)),
    );

    app.patch(
      "/api/board/posts/:post_id",
      {
        config: { access: "user" },
        schema: {
          operationId: "updatePost",
          response: { 200: Post },
          summary: "Edit an own post",
          tags,
          params: PostIdParams,
          body: PostPatchBody,
        },
      },
      async (request) => updatePost(core, requireUser(request), request.params.post_id, request.body),
    );

    app.delete(
      "/api/board/posts/:post_id",
      {
        config: { access: "user" },
        schema: {
          operationId: "deletePost",
          response: { 204: NoContent },
          summary: "Delete an own post",
          tags,
          params: PostIdParams,
        },
      },
      async (request, reply) => {
        await deletePost(core, requireUser(request), request.params.post_id);
        return reply.status(204).send();
      },
    );
  };
