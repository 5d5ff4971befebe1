import { and, eq, like, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { countKeyIds, resealEach, type SealedStore } from "../../lib/secrets/sealed-store.js";
import { installationSecret as sealedSecret } from "../../lib/secrets/installation-secret.js";
import { type SecretBox } from "../../lib/secrets/secret-box.js";
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

const secretContext = (key: string) => `system_settings:${key}`;

/**
 * A random secret created once per installation and kept beside the settings under a key
 * the settings API does not define (so it never exposes it); every instance reads the same. It is
 * kept sealed under SECRETS_KEY (a plain value is one the previous version wrote: the next start
 * seals it).
 */
export function installationSecret(core: Pick<Core, "db" | "secrets">, key: `secret:${string}`): Promise<string> {
  return sealedSecret(core.secrets, secretContext(key), {
    read: async () => {
      const [row] = await core.db.select().from(systemSettings).where(eq(systemSettings.key, key));
      return row && String(row.value);
    },
    create: async (sealed) => {
      await core.db.insert(systemSettings).values({ key, value: sealed }).onConflictDoNothing();
    },
  });
}

/**
 * The installation secrets kept among the settings (`secret:…`), for the start-up check, the first
 * sealing and the rotation. One no key opens any more is deleted when forgotten, and made anew at
 * its next use (the promo emails' unsubscribe links sent before then stop working).
 */
export const settingsSecretStore: SealedStore = {
  label: "installation secrets kept with the settings (promo unsubscribe key)",
  checkedAtStart: true,
  async keyIds(db: Db) {
    const rows = await db.select().from(systemSettings).where(like(systemSettings.key, "secret:%"));
    return countKeyIds(rows.map((r) => String(r.value)));
  },
  async reseal(db: Db, box: SecretBox, options) {
    const rows = await db.select().from(systemSettings).where(like(systemSettings.key, "secret:%"));
    const same = (row: { key: string; value: unknown }) =>
      and(eq(systemSettings.key, row.key), sql`${systemSettings.value} = ${JSON.stringify(row.value)}::jsonb`);
    return resealEach(rows, box, options, {
      value: (row) => String(row.value),
      context: (row) => secretContext(row.key),
      write: async (row, sealed) =>
        (
          await db
            .update(systemSettings)
            .set({ value: sealed, updatedAt: sql`now()` })
            .where(same(row))
            .returning()
        ).length > 0,
      forget: async (row) => (await db.delete(systemSettings).where(same(row)).returning()).length > 0,
    });
  },
};

export function publicSettings(settings: Settings) {
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, settings[k]]));
}
