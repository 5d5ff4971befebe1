import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import {
  AdminBanner,
  BannerCarIdParams,
  BannerIdParams,
  BannerPatchBody,
  ReorderBody,
  ToggleResult,
} from "../../../shared/api/banners.js";
import { adminBannerCars, deleteBanner, getBanner, reorderBanners, toggleBanner, updateBanner } from "./service.js";
import { NoContent } from "../../../shared/api/common.js";

const tags = ["hero-banners"];

export const bannersRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      "/api/hero-banners/admin/toggle/:car_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "toggleBanner",
          summary: "Register or remove a car as a banner",
          tags,
          params: BannerCarIdParams,
          response: { 200: ToggleResult },
        },
      },
      async (request) => toggleBanner(core, request.params.car_id),
    );

    // Fixed segments (banner-cars, reorder) come before /admin/:banner_id.
    app.get(
      "/api/hero-banners/admin/banner-cars",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listBannerCars",
          summary: "Banner cars with banner ids and positions",
          tags,
          response: { 200: Type.Array(AdminBanner) },
        },
      },
      async () => adminBannerCars(core),
    );

    app.put(
      "/api/hero-banners/admin/reorder",
      {
        config: { access: "admin" },
        schema: {
          operationId: "reorderBanners",
          summary: "Order banners by car ids",
          tags,
          body: ReorderBody,
          response: { 200: Type.Array(AdminBanner) },
        },
      },
      async (request) => reorderBanners(core, request.body.car_ids),
    );

    app.get(
      "/api/hero-banners/admin/:banner_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "getBanner",
          summary: "One banner with all its texts",
          tags,
          params: BannerIdParams,
          response: { 200: AdminBanner },
        },
      },
      async (request) => getBanner(core, request.params.banner_id),
    );

    app.put(
      "/api/hero-banners/admin/:banner_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "updateBanner",
          summary: "Edit titles, subtitles, active flag",
          tags,
          params: BannerIdParams,
          body: BannerPatchBody,
          response: { 200: AdminBanner },
        },
      },
      async (request) => updateBanner(core, request.params.banner_id, request.body),
    );

    app.delete(
      "/api/hero-banners/admin/:banner_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deleteBanner",
          response: { 204: NoContent },
          summary: "Remove a banner",
          tags,
          params: BannerIdParams,
        },
      },
      async (request, reply) => {
        await deleteBanner(core, request.params.banner_id);
        return reply.status(204).send();
      },
    );
  };
