import type { SealedStore } from "./lib/secrets/sealed-store.js";
import { totpSecretStore } from "./modules/accounts/index.js";
import { mailBodyStore } from "./modules/mail/index.js";
import { settingsSecretStore } from "./modules/settings/index.js";
import { visitorSecretStore } from "./modules/visitors/index.js";

/**
 * Every place the product keeps a secret in the database, each sealed under SECRETS_KEY by the
 * module that owns it (api.md "Secrets at rest"): the start checks and seals them
 * (lib/secrets/sealed-store.ts), `npm run secrets:rotate` seals them again under a new key. A new
 * secret column gets its store here; test/accounts-secrets-at-rest.test.ts scans every text column
 * of a database for secrets left in the clear.
 *
 * Not here, because they are not secrets at rest: password hashes (argon2id), session ids and reset
 * tokens (SHA-256 of 256 random bits), the registration and recovery codes (an HMAC keyed with a
 * sealed installation key, which this registry's visitor store seals), and the credentials of the
 * upstream, SMTP, S3, Redis and the translation service, which live in the environment, never in
 * the database.
 */
export const SEALED_STORES: SealedStore[] = [totpSecretStore, visitorSecretStore, settingsSecretStore, mailBodyStore];
