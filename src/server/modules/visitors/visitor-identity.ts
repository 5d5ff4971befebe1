import crypto from "node:crypto";
import net from "node:net";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { Db } from "../../db/client.js";
import { visitorHashSalts } from "../../db/schema/system.js";
import { isPublicAddress } from "../../lib/public-address.js";
import { countKeyIds, resealEach, type SealedStore } from "../../lib/secrets/sealed-store.js";
import { installationSecret as sealedSecret } from "../../lib/secrets/installation-secret.js";
import { type SecretBox } from "../../lib/secrets/secret-box.js";

/** The address as geolocation wants it (IPv4-mapped IPv6 becomes IPv4), or undefined when it is none. */
export function normalizeAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let ip = raw.trim();
  if (ip.startsWith("[") && ip.endsWith("]")) ip = ip.slice(1, -1);
  const zone = ip.indexOf("%");
  if (zone >= 0) ip = ip.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1];
  const family = net.isIP(ip);
  if (family === 0) return undefined;
  return family === 6 ? ip.toLowerCase() : ip;
}

/** Whether the address can locate anybody: a public one (lib/public-address.ts, the one list). */
export { isPublicAddress };

/** The 8 hextets of an IPv6 address, expanded. */
function ipv6Groups(ip: string): string[] {
  let text = ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => g.padStart(4, "0"));
}

/**
 * What identifies one visitor: the IPv4 address, or the /64 network of an IPv6 address
 * (devices rotate the lower half for privacy, the network stays the visitor's).
 */
export function visitorKey(ip: string): string {
  if (net.isIP(ip) !== 6) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(":")}::/64`;
}

/** HMAC-SHA-256 of the visitor key with the installation's secret salt (128 bits kept). */
export function visitorHash(salt: string, key: string): string {
  return crypto.createHmac("sha256", salt).update(key).digest("hex").slice(0, 32);
}

const secretContext = (name: string) => `visitor_hash_salts:${name}`;

/**
 * A named secret of this installation (the visitor salt, the referral, registration-code and
 * recovery-code keys), created on first use; every instance converges on the same row. It is kept sealed under SECRETS_KEY: with the
 * database alone, nobody can recompute a visitor's hash from an address or a referral guard
 * from an email.
 */
export function installationSecret(secrets: SecretBox, db: DbOrTx, name: string): Promise<string> {
  return sealedSecret(secrets, secretContext(name), {
    read: async () => (await db.select().from(visitorHashSalts).where(eq(visitorHashSalts.name, name)))[0]?.salt,
    create: async (sealed) => {
      await db.insert(visitorHashSalts).values({ name, salt: sealed }).onConflictDoNothing();
    },
  });
}

/** The installation's visitor salt. */
export function loadVisitorSalt(core: { db: Db; secrets: SecretBox }): Promise<string> {
  return installationSecret(core.secrets, core.db, "visitor");
}

/**
 * The installation secrets of this table, for the start-up check, the first sealing and the
 * rotation. A secret no key opens any more is deleted when forgotten: a new one is made at its
 * next use (visitors then count anew; a mailbox may earn its referrer a reward once more).
 */
export const visitorSecretStore: SealedStore = {
  label: "installation secrets (visitor salt, referral and registration-code keys)",
  checkedAtStart: true,
  async keyIds(db: Db) {
    return countKeyIds((await db.select({ salt: visitorHashSalts.salt }).from(visitorHashSalts)).map((r) => r.salt));
  },
  async reseal(db: Db, box: SecretBox, options) {
    const rows = await db.select().from(visitorHashSalts);
    const same = (row: { name: string; salt: string }) =>
      and(eq(visitorHashSalts.name, row.name), eq(visitorHashSalts.salt, row.salt));
    return resealEach(rows, box, options, {
      value: (row) => row.salt,
      context: (row) => secretContext(row.name),
      write: async (row, sealed) =>
        (await db.update(visitorHashSalts).set({ salt: sealed }).where(same(row)).returning()).length > 0,
      forget: async (row) => (await db.delete(visitorHashSalts).where(same(row)).returning()).length > 0,
    });
  },
};
