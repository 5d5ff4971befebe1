import crypto from "node:crypto";

/**
 * Secrets at rest (api.md "Keys that stay secret"): AES-256-GCM from `node:crypto` under the
 * installation's key (`SECRETS_KEY`), outside the database, so a backup or a replica alone gives
 * no secret away.
 *
 * A sealed value is one string, `sealed1:<key id>:<iv>:<ciphertext and tag>` (base64url): the key
 * id beside the ciphertext says which key sealed it, so a rotation can tell what is left to do and
 * a wrong key is named at start rather than found out at the next sign-in. Each value is sealed
 * for a context (`users.totp_secret:42`), authenticated as GCM's additional data: a value copied
 * into another row does not open there. A plain value never starts with `sealed1:` (base32 and
 * base64url have no colon), so old rows in the clear are told apart from sealed ones.
 */
const PREFIX = "sealed1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const SECRETS_KEY_BYTES = 32;

/** A value that no key of this box opens: sealed with another key, or altered. */
export class UnreadableSecretError extends Error {
  constructor(
    message: string,
    /** The key id the value names, when it names one this box does not hold. */
    public readonly keyId: string | null,
  ) {
    super(message);
  }
}

/** The key id of a key: 8 hex digits of an HMAC of it, telling keys apart without revealing them. */
export function keyIdOf(key: Buffer): string {
  return crypto.createHmac("sha256", key).update("k-car secrets key id").digest("hex").slice(0, 8);
}

/** Whether a stored value is sealed (else it is a value kept in the clear by an earlier version). */
export const isSealed = (value: string): boolean => value.startsWith(`${PREFIX}:`);

/** The key id a sealed value names, or null for a value in the clear or of another shape. */
export function sealedKeyId(value: string): string | null {
  const parts = value.split(":");
  return parts.length === 4 && parts[0] === PREFIX ? parts[1]! : null;
}

type Key = { id: string; key: Buffer };

/**
 * Seals under the current key and opens with any key it holds (the current one, and the old one
 * while rotating). One per app (`core.secrets`); the rotation command makes its own.
 */
export class SecretBox {
  private readonly current: Key;
  private readonly keys: Map<string, Key>;

  constructor(current: Buffer, others: Buffer[] = []) {
    if (current.length !== SECRETS_KEY_BYTES) throw new Error(`a secrets key has ${SECRETS_KEY_BYTES} bytes`);
    this.current = { id: keyIdOf(current), key: current };
    this.keys = new Map([[this.current.id, this.current]]);
    for (const key of others) {
      if (key.length !== SECRETS_KEY_BYTES) throw new Error(`a secrets key has ${SECRETS_KEY_BYTES} bytes`);
      const id = keyIdOf(key);
      if (!this.keys.has(id)) this.keys.set(id, { id, key });
    }
  }

  /** The id of the key new values are sealed with. */
  get keyId(): string {
    return this.current.id;
  }

  /** Whether this box holds the key of this id. */
  knows(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  /** Seals `plain` for `context` under the current key (a fresh random IV each time). */
  seal(plain: string, context: string): string {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv("aes-256-gcm", this.current.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return [PREFIX, this.current.id, iv.toString("base64url"), body.toString("base64url")].join(":");
  }

  /** The plain value of a sealed one; UnreadableSecretError when no key of the box opens it for `context`. */
  open(sealed: string, context: string): string {
    const parts = sealed.split(":");
    if (parts.length !== 4 || parts[0] !== PREFIX) throw new UnreadableSecretError("not a sealed value", null);
    const [, keyId, ivText, bodyText] = parts as [string, string, string, string];
    const key = this.keys.get(keyId);
    if (!key) throw new UnreadableSecretError(`sealed with key ${keyId}, which is not configured`, keyId);
    const iv = Buffer.from(ivText, "base64url");
    const body = Buffer.from(bodyText, "base64url");
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES)
      throw new UnreadableSecretError("a damaged sealed value", null);
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", key.key, iv);
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
        "utf8",
      );
    } catch {
      throw new UnreadableSecretError(`does not open with key ${keyId} for ${context}: altered or moved`, null);
    }
  }

  /** Whether a sealed value was sealed under another key than the current one (a rotation re-seals it). */
  isStale(sealed: string): boolean {
    return sealedKeyId(sealed) !== this.current.id;
  }

  /**
   * A value derived from the current key (or from the key `keyId` names) and a label: an HMAC-SHA-256,
   * unpredictable without the key. For values that must be recognisable as this installation's
   * without being a secret themselves (see accounts/totp-secrets.ts).
   */
  derive(label: string, keyId = this.current.id): Buffer {
    const key = this.keys.get(keyId);
    if (!key) throw new UnreadableSecretError(`key ${keyId} is not configured`, keyId);
    return crypto.createHmac("sha256", key.key).update(`derive:${label}`).digest();
  }

  /** The ids of every key the box holds, the current one first. */
  keyIds(): string[] {
    return [...this.keys.keys()];
  }
}
