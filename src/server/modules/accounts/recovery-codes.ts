import crypto from "node:crypto";
import type { DbOrTx } from "../../db/client.js";
import type { SecretBox } from "../../lib/secrets/secret-box.js";
import { installationSecret } from "../visitors/index.js";
import { sha256 } from "./sessions.js";

/**
 * How a recovery code is kept: `k1$<HMAC-SHA-256(key, SHA-256(code))>`, keyed with an installation
 * key that is itself sealed under SECRETS_KEY (as the registration codes are, verification.ts).
 * A code has about 49 bits, few enough that a plain hash in a backup could be guessed offline;
 * keyed, the database alone gives nothing to guess against. The hash stays deterministic, so a
 * code is still found and used up in one conditional UPDATE.
 *
 * The plain SHA-256 is the previous version's form. It is still accepted, for the codes made
 * before this release and for the ones an instance of the previous version writes during the
 * upgrade, which can only check that form (an administrator locked out of the decoyed TOTP there
 * signs in with a recovery code: accounts/totp-secrets.ts). Converting those rows belongs to the
 * release that drops `users.totp_secret` (docs/schema-changes.md, contract step): a keyed row can
 * be made from the stored SHA-256, without the code.
 */
const KEYED = "k1$";
const KEY_NAME = "recovery-codes";

/** The installation's key for recovery codes (made on first use, sealed under SECRETS_KEY). */
export const recoveryCodeKey = (secrets: SecretBox, db: DbOrTx) => installationSecret(secrets, db, KEY_NAME);

/** The stored form of a (normalised) recovery code. */
export const keyedRecoveryHash = (key: string, code: string) =>
  `${KEYED}${crypto.createHmac("sha256", key).update(sha256(code)).digest("hex")}`;

/** Every stored form a typed code may have: this version's, then the previous version's. */
export async function recoveryHashesOf(secrets: SecretBox, db: DbOrTx, code: string): Promise<string[]> {
  return [keyedRecoveryHash(await recoveryCodeKey(secrets, db), code), sha256(code)];
}
