import crypto from "node:crypto";
import net from "node:net";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { Db } from "../../db/client.js";
import { visitorHashSalts } from "../../db/schema/system.js";
import { isPublicAddress } from "../../lib/public-address.js";

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

/**
 * A named secret of this installation (the visitor salt, the referral key), created on first
 * use; every instance converges on the same row.
 */
export async function installationSecret(db: DbOrTx, name: string): Promise<string> {
  await db
    .insert(visitorHashSalts)
    .values({ name, salt: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(visitorHashSalts).where(eq(visitorHashSalts.name, name));
  return row.salt;
}

/** The installation's visitor salt. */
export function loadVisitorSalt(core: { db: Db }): Promise<string> {
  return installationSecret(core.db, "visitor");
}
