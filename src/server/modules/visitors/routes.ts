import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import {
  MapDataQuery,
  MapPointSchema,
  VisitBody,
  VisitorStatsQuery,
  VisitorStatsSchema,
} from "../../../shared/api/visitors.js";
import { mapData, visitorStats } from "./service.js";
import { NoContent } from "../../../shared/api/common.js";

/** Keeps the page path only: a query string or fragment may carry tokens. */
function pagePath(raw: string): string {
  const end = raw.search(/[?#]/);
  return (end >= 0 ? raw.slice(0, end) : raw).slice(0, 512) || "/";
}

export const visitorsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const recorder = core.visitRecorder;
    app.addHook("onReady", () => recorder.start());
    // Write the buffer before the server stops taking requests, then once more on close for
    // requests that were in flight (the app's own onClose, which closes the database, runs
    // after this module's).
    app.addHook("preClose", () => recorder.drain());
    app.addHook("onClose", () => recorder.stop());

    app.post(
      "/api/visits",
      {
        config: {
          access: "public",
          // A page view a second per address is far above any reader and caps a flood.
          rateLimit: { max: 600, timeWindow: "10 minutes" },
        },
        schema: {
          operationId: "recordVisit",
          response: { 204: NoContent },
          summary: "Record a page visit",
          tags: ["visitors"],
          body: VisitBody,
        },
      },
      async (request, reply) => {
        recorder.record({ ip: request.ip, path: pagePath(request.body.path), userId: request.user?.id ?? null });
        return reply.status(204).send();
      },
    );

    app.get(
      "/api/admin/map-data",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listVisitorLocations",
          summary: "Visitors on the map",
          tags: ["visitors"],
          querystring: MapDataQuery,
          response: { 200: Type.Array(MapPointSchema) },
        },
      },
      async (request) => mapData(core, request.query.minutes),
    );

    app.get(
      "/api/admin/visitor-stats",
      {
        config: { access: "admin" },
        schema: {
          operationId: "getVisitorStats",
          summary: "Visit and visitor counts per day and country",
          tags: ["visitors"],
          querystring: VisitorStatsQuery,
          response: { 200: VisitorStatsSchema },
        },
      },
      async (request) => visitorStats(core, request.query.days),
    );
  };
