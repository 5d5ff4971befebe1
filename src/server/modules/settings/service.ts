import { eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { systemSettings } from "../../db/schema/system.js";
import { SETTING_KEYS, SETTINGS, PUBLIC_SETTING_KEYS, type Settings, type SettingKey } from "./definitions.js";

const defaults = Object.fromEntries(SETTING_KEYS.map((k) => [k, SETTINGS[k].default])) as Settings;

/** All settings, stored values over defaults. */
export async function getSettings(core: Pick<Core, "db">, db: DbOrTx = core.db): Promise<Settings> {
  const rows = await db.select().from(systemSettings);
  const result: Settings = structuredClone(defaults);
  for (const row of rows) {
    if (row.key in SETTINGS) (result as any)[row.key] = row.value;
  }
  return result;
}

export async function getSetting<K extends SettingKey>(core: Pick<Core, "db">, key: K, db: DbOrTx = core.db) {
  const rows = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  return (rows[0]?.value ?? defaults[key]) as Settings[K];
}

/** Stores a validated subset of settings and answers the whole object. */
export async function updateSettings(core: Pick<Core, "db">, patch: Partial<Settings>): Promise<Settings> {
  const entries = Object.entries(patch).filter(([k]) => k in SETTINGS);
  if (entries.length > 0) {
    await core.db
      .insert(systemSettings)
      .values(entries.map(([key, value]) => ({ key, value: value as object })))
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  }
  return getSettings(core);
}

export function publicSettings(settings: Settings) {
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, settings[k]]));
}
