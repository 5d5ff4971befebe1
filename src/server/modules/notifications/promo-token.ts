import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Core } from "../../core.js";
import { systemSettings } from "../../db/schema/system.js";

// The signing secret is random, created once per installation in system_settings (the
// settings API never exposes keys it does not define) and shared by every instance and
// every restart, so links in old emails keep working. Each environment has its own
// database and so its own secret, and there is no extra variable to configure.
const SECRET_KEY = "secret:promo_unsubscribe";
const secrets = new WeakMap<Pick<Core, "db">, Promise<string>>();

async function loadSecret(core: Pick<Core, "db">): Promise<string> {
  await core.db
    .insert(systemSettings)
    .values({ key: SECRET_KEY, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await core.db.select().from(systemSettings).where(eq(systemSettings.key, SECRET_KEY));
  return String(row.value);
}

/** The installation's unsubscribe secret (read once per process). */
export function unsubscribeSecret(core: Pick<Core, "db">): Promise<string> {
  let secret = secrets.get(core);
  if (!secret) {
    secret = loadSecret(core);
    secret.catch(() => secrets.delete(core));
    secrets.set(core, secret);
  }
  return secret;
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
