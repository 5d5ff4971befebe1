import crypto from "node:crypto";
import type { Core } from "../../core.js";
import { installationSecret } from "../settings/index.js";

// The signing secret is random, created once per installation in the settings table (the
// settings API never exposes keys it does not define) and shared by every instance and
// every restart, so links in old emails keep working. Each environment has its own
// database and so its own secret, and there is no extra variable to configure.
const SECRET_KEY = "secret:promo_unsubscribe";

/** The installation's unsubscribe secret, read once per app (`core.promoSecret()`). */
export type PromoSecret = () => Promise<string>;

export function promoSecretLoader(core: Pick<Core, "db" | "secrets">): PromoSecret {
  let secret: Promise<string> | undefined;
  return () => {
    if (!secret) {
      secret = installationSecret(core, SECRET_KEY);
      // A failed read (database down) is tried again next time.
      secret.catch(() => (secret = undefined));
    }
    return secret;
  };
}

const mac = (secret: string, userId: number) =>
  crypto.createHmac("sha256", secret).update(`promo-unsubscribe:${userId}`).digest("base64url");

/** `<user id>.<HMAC-SHA-256>`: names the user and cannot be made up for another. */
export function signUnsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The user id of a valid token, or null. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!m) return null;
  const userId = Number(m[1]);
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(m[2]);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null;
}

/** The one-click link of a promo email. */
export const unsubscribeUrl = (core: Core, token: string) =>
  `${core.config.publicBaseUrl}/api/promo/unsubscribe?token=${encodeURIComponent(token)}`;
