import crypto from "node:crypto";
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

export async function getSetting<K extends SettingKey>(core: Pick<Core, "db">, key: K) {
  return getSettingIn(core.db, key);
}

/** One setting, read in the caller's transaction. */
export async function getSettingIn<K extends SettingKey>(db: DbOrTx, key: K) {
  const rows = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  return (rows[0]?.value ?? defaults[key]) as Settings[K];
}

/**
 * All settings from this instance's short-lived copy (`core.settingsCache`), for what every
 * request reads (the rates of each list item's prices, the dealer-comment switch). The
 * `settingsChanged` event clears it, here and on every instance (reactions.ts).
 */
export function cachedSettings(core: Pick<Core, "db" | "settingsCache">): Promise<Settings> {
  return core.settingsCache.get("all", () => getSettings(core));
}

/**
 * Stores a validated subset of settings, then emits `settingsChanged` with the keys it
 * named, and answers the whole object. Whoever changes a setting (the settings API, the
 * availability-check API, a script) gets the same reactions.
 */
export async function updateSettings(core: Pick<Core, "db" | "events">, patch: Partial<Settings>): Promise<Settings> {
  const entries = Object.entries(patch).filter(([k]) => k in SETTINGS);
  // What they were, so a reaction can tell a real change from the same value stored again.
  const previous = entries.length > 0 ? await getSettings(core) : null;
  if (entries.length > 0) {
    await core.db
      .insert(systemSettings)
      .values(entries.map(([key, value]) => ({ key, value: value as object })))
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  }
  const settings = await getSettings(core);
  const changedKeys = entries.map(([key]) => key as SettingKey);
  if (previous) await core.events.emit("settingsChanged", { keys: changedKeys, settings, previous });
  return settings;
}

/**
 * A random secret created once per installation and kept beside the settings under a key
 * the settings API does not define (so it never exposes it); every instance reads the same.
 */
export async function installationSecret(core: Pick<Core, "db">, key: `secret:${string}`): Promise<string> {
  await core.db
    .insert(systemSettings)
    .values({ key, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await core.db.select().from(systemSettings).where(eq(systemSettings.key, key));
  return String(row.value);
}

export function publicSettings(settings: Settings) {
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, settings[k]]));
}
