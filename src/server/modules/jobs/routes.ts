import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { errors } from "../../plugins/openapi.js";
import { AdminJobPage, AdminJobsQuery, JobIdParams, JobRetried } from "../../../shared/api/jobs.js";
import { listJobs, retryJob } from "./service.js";

/** Admin → Jobs: the background jobs by state, and running a failed one again. */
export const jobsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/admin/jobs",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listJobs",
          summary: "Background jobs in one state (failed unless asked), newest first",
          tags: ["admin-jobs"],
          querystring: AdminJobsQuery,
          response: { 200: AdminJobPage },
        },
      },
      async (request) =>
        listJobs(core, {
          state: request.query.state ?? "failed",
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
    );

    app.post(
      "/api/admin/jobs/:id/retry",
      {
        config: { access: "admin" },
        schema: {
          operationId: "retryJob",
          summary: "Run a failed job again",
          tags: ["admin-jobs"],
          params: JobIdParams,
          response: { 202: JobRetried, ...errors(409) },
        },
      },
      async (request, reply) => reply.status(202).send(await retryJob(core, request.params.id)),
    );
  };
