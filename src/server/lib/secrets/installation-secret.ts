import crypto from "node:crypto";
import { isSealed, type SecretBox } from "./secret-box.js";

/** Where one installation secret is kept: its owner's table reads its stored value and adds it. */
export type SecretRow = {
  /** The stored value (sealed, or plain from before sealing), or undefined before the first use. */
  read(): Promise<string | undefined>;
  /** Adds the sealed value unless another instance added one first (ON CONFLICT DO NOTHING). */
  create(sealed: string): Promise<void>;
};

/**
 * A random secret made on its first use and kept sealed under SECRETS_KEY (`context` binds the
 * sealed value to its row); every instance converges on the row that won. A plain value is one the
 * previous version wrote during an upgrade: the next start seals it.
 */
export async function installationSecret(box: SecretBox, context: string, row: SecretRow): Promise<string> {
  let value = await row.read();
  if (value === undefined) {
    await row.create(box.seal(crypto.randomBytes(32).toString("base64url"), context));
    value = await row.read();
    if (value === undefined) throw new Error(`the installation secret ${context} was not stored`);
  }
  return isSealed(value) ? box.open(value, context) : value;
}
