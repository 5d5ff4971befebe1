import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { PublicSettingsSchema, SettingsPatchSchema, SettingsSchema } from "./definitions.js";
import { getSettings, publicSettings, updateSettings } from "./service.js";

export const settingsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/settings/public",
      {
        config: { access: "public" },
        schema: {
          operationId: "getPublicSettings",
          response: { 200: PublicSettingsSchema },
          summary: "Settings the public site needs",
          tags: ["settings"],
        },
      },
      async () => ({
        ...publicSettings(await getSettings(core)),
        site_name: core.config.siteName,
        app_env: core.config.appEnv,
        map_tile_url: core.config.mapTileUrl,
      }),
    );

    app.get(
      "/api/admin/settings",
      {
        config: { access: "admin" },
        schema: {
          operationId: "getSettings",
          response: { 200: SettingsSchema },
          summary: "All system settings",
          tags: ["settings"],
        },
      },
      async () => getSettings(core),
    );

    app.put(
      "/api/admin/settings",
      {
        config: { access: "admin" },
        schema: {
          operationId: "updateSettings",
          response: { 200: SettingsSchema },
          summary: "Change system settings",
          tags: ["settings"],
          body: SettingsPatchSchema,
        },
      },
      async (request) => updateSettings(core, request.body as any),
    );
  };
