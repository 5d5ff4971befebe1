import type { PublicSettingKey, Settings } from "../settings.js";

// The settings schemas are built from the setting definitions on the server (each key's limits);
// the web app needs only their types, which come from the one `Settings` type.
export type { Settings };

/** PUT /api/admin/settings: any subset of the settings. */
export type SettingsPatch = Partial<Settings>;

/** GET /api/settings/public: the public settings and what the site needs to know about itself. */
export type PublicSettings = Pick<Settings, PublicSettingKey> & {
  site_name: string;
  app_env: string;
  map_tile_url: string;
};
