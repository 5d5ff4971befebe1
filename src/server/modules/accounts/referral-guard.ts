import crypto from "node:crypto";
import type { DbOrTx } from "../../db/client.js";
import type { SecretBox } from "../../lib/secrets/secret-box.js";
import { installationSecret } from "../visitors/index.js";

/** Mail hosts that ignore dots in the local part. */
const DOTLESS_HOSTS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to, as far as rewards are concerned: lower case, without a
 * "+tag", and for Gmail without dots (so a.b+1@gmail.com and ab@gmail.com are one person).
 */
export function referralMailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  let local = lower.slice(0, at).split("+")[0];
  let host = lower.slice(at + 1);
  if (DOTLESS_HOSTS.has(host)) {
    local = local.replace(/\./g, "");
    host = "gmail.com";
  }
  return `${local}@${host}`;
}

/**
 * The key a referral reward is guarded by: an HMAC-SHA-256 of the normalised mailbox, keyed
 * with a secret created once per installation (the table that keeps the visitor salt), so the
 * stored value does not give the address back to someone who guesses it.
 */
export async function referralEmailHash(secrets: SecretBox, db: DbOrTx, email: string): Promise<string> {
  const secret = await installationSecret(secrets, db, "referral");
  return crypto.createHmac("sha256", secret).update(referralMailbox(email)).digest("hex");
}
