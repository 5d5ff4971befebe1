import { Type } from "typebox";
import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { updateSettings } from "../settings/index.js";
import { checkStatus, requestManualRun } from "./availability-service.js";
import { releaseUpstreamClient } from "./client.js";
import { importCars } from "./import-service.js";
import {
  CheckSettingsBody,
  CheckStatus,
  ComplexList,
  ImportBody,
  ImportResult,
  RunAccepted,
  SearchQuery,
  SearchResult,
  ThumbnailQuery,
} from "../../../shared/api/upstream.js";
import { listComplexes, searchUpstream, upstreamThumbnail } from "./search-service.js";
import { errors } from "../../plugins/openapi.js";

const tags = ["upstream"];
const admin = { access: "admin" as const };

/** A binary answer (an image or a PDF), for the document: the handler sends a Buffer. */
const Binary = Type.Unsafe<Buffer>(Type.String({ format: "binary" }));

export const upstreamRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    fastify.addHook("onClose", async () => {
      await releaseUpstreamClient(core);
    });

    app.get(
      "/api/upstream/complexes",
      {
        config: admin,
        schema: {
          operationId: "listUpstreamComplexes",
          summary: "Auto complexes (the first filter of the admin Cars search)",
          tags,
          response: { ...errors(409, 502), 200: ComplexList },
        },
      },
      async () => listComplexes(core),
    );

    app.get(
      "/api/upstream/search",
      {
        config: admin,
        schema: {
          operationId: "searchUpstreamCars",
          summary: "One upstream search page, domestic and import cars",
          tags,
          querystring: SearchQuery,
          response: { ...errors(409, 502), 200: SearchResult },
        },
      },
      async (request) => searchUpstream(core, request.query),
    );

    app.get(
      "/api/upstream/thumbnail",
      {
        config: admin,
        schema: {
          operationId: "getUpstreamThumbnail",
          response: {
            200: { description: "A JPEG", content: { "image/jpeg": { schema: Binary } } },
            ...errors(409, 502),
          },
          summary: "A small copy of an upstream image (the upstream forbids hot-linking)",
          tags,
          querystring: ThumbnailQuery,
        },
      },
      async (request, reply) => {
        const jpeg = await upstreamThumbnail(core, request.query.url);
        return reply.type("image/jpeg").header("cache-control", "private, max-age=3600").send(jpeg);
      },
    );

    app.post(
      "/api/upstream/import",
      {
        config: admin,
        schema: {
          operationId: "importUpstreamCars",
          summary: "Import upstream cars with their photos",
          tags,
          body: ImportBody,
          response: { ...errors(409, 502), 200: ImportResult },
        },
      },
      async (request) => importCars(core, request.body.car_keys),
    );

    app.get(
      "/api/upstream/availability-check",
      {
        config: admin,
        schema: {
          operationId: "getAvailabilityCheck",
          summary: "Availability check settings, state and latest runs",
          tags,
          response: { 200: CheckStatus },
        },
      },
      async () => checkStatus(core),
    );

    app.put(
      "/api/upstream/availability-check",
      {
        config: admin,
        schema: {
          operationId: "updateAvailabilityCheck",
          summary: "Switch the daily check and set its time (HH:MM in TZ_SCHEDULE)",
          tags,
          body: CheckSettingsBody,
          response: { 200: CheckStatus },
        },
      },
      async (request) => {
        const patch = { availability_check_enabled: request.body.enabled, availability_check_time: request.body.time };
        await updateSettings(core, patch);
        return checkStatus(core);
      },
    );

    app.post(
      "/api/upstream/availability-check/run",
      {
        config: admin,
        schema: {
          operationId: "runAvailabilityCheck",
          summary: "Start a check now (202); 409 while one is running",
          tags,
          response: { ...errors(409), 202: RunAccepted },
        },
      },
      async (_request, reply) => {
        const run = await requestManualRun(core);
        return reply.status(202).send({ run_id: run.id, status: "running" as const });
      },
    );
  };
