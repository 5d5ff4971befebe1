import type { Config } from "./config.js";
import { openDatabase, type Database } from "./db/client.js";
import { missingKeys, resealStoredSecrets, type ResealOutcome } from "./lib/secrets/sealed-store.js";
import { SecretBox } from "./lib/secrets/secret-box.js";
import { loadSecretsKey, parseSecretsKey } from "./lib/secrets/secrets-key.js";
import { SEALED_STORES } from "./secrets-registry.js";

/** A rotation that cannot be done as asked; nothing was changed. */
export class SecretsRotationError extends Error {}

export type RotationOutcome = {
  /** The key everything is sealed under now (SECRETS_KEY), and the one replaced (SECRETS_KEY_OLD). */
  keyId: string;
  oldKeyId: string | null;
  total: ResealOutcome;
  byStore: Record<string, ResealOutcome>;
};

/**
 * `npm run secrets:rotate` (secrets-rotate-cli.ts): every secret kept in the database sealed again
 * under SECRETS_KEY, opened with SECRETS_KEY_OLD. Run while the service is stopped (on the
 * embedded database the running service holds DATA_DIR, so the command refuses). Values no key
 * opens stop the rotation before anything changes, unless `forget` (a lost key) clears them;
 * an interrupted rotation is finished by running it again. `database`: one already open (tests).
 */
export async function rotateSecretsKey(
  config: Config,
  options: { forget?: boolean; database?: Database } = {},
): Promise<RotationOutcome> {
  const forget = options.forget ?? false;
  const current = loadSecretsKey(config).key;
  const old = config.secretsKeyOld ? parseSecretsKey(config.secretsKeyOld) : undefined;
  if (!old && !forget)
    throw new SecretsRotationError(
      "SECRETS_KEY_OLD must be the key being replaced, and SECRETS_KEY the new one (or pass --forget-unreadable after a lost key)",
    );
  if (old?.equals(current))
    throw new SecretsRotationError("SECRETS_KEY_OLD and SECRETS_KEY are the same key: generate a new SECRETS_KEY");
  const box = new SecretBox(current, old ? [old] : []);
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, environment: config.appEnv }));
  try {
    const missing = await missingKeys(database.db, box, SEALED_STORES);
    if (missing.length > 0 && !forget) {
      const what = missing.map((m) => `${m.count} ${m.label} sealed with key ${m.keyId}`).join(", ");
      throw new SecretsRotationError(
        `neither SECRETS_KEY (key ${box.keyId}) nor SECRETS_KEY_OLD opens ${what}; nothing was changed. ` +
          "Give the key that sealed them as SECRETS_KEY_OLD, or, if it is lost, run again with --forget-unreadable",
      );
    }
    const { total, byStore } = await resealStoredSecrets(database.db, box, SEALED_STORES, { forget });
    return { keyId: box.keyId, oldKeyId: old ? box.keyIds()[1]! : null, total, byStore };
  } finally {
    if (!options.database) await database.close();
  }
}
