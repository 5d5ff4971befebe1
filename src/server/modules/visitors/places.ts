import { and, desc, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { visitorLogs } from "../../db/schema/system.js";
import type { SecretBox } from "../../lib/secrets/secret-box.js";
import { loadVisitorSalt, normalizeAddress, visitorHash, visitorKey } from "./visitor-identity.js";

/**
 * The country the visit log last placed each address in (My page → Security: where a session was
 * used). The log keeps no address: each one is hashed as its visits were (the installation's salt,
 * the /64 of an IPv6 address), and the newest located visit of that hash answers. An address
 * without a located visit is left out.
 */
export async function countriesOfAddresses(
  core: { db: Db; secrets: SecretBox },
  addresses: string[],
): Promise<Map<string, string>> {
  const byHash = new Map<string, string[]>();
  const salt = addresses.length > 0 ? await loadVisitorSalt(core) : "";
  for (const address of new Set(addresses)) {
    const ip = normalizeAddress(address);
    if (!ip) continue;
    const hash = visitorHash(salt, visitorKey(ip));
    byHash.set(hash, [...(byHash.get(hash) ?? []), address]);
  }
  const places = new Map<string, string>();
  if (byHash.size === 0) return places;
  const rows = await core.db
    .selectDistinctOn([visitorLogs.visitorHash], {
      visitor_hash: visitorLogs.visitorHash,
      country_code: visitorLogs.countryCode,
    })
    .from(visitorLogs)
    .where(and(inArray(visitorLogs.visitorHash, [...byHash.keys()]), isNotNull(visitorLogs.countryCode)))
    .orderBy(visitorLogs.visitorHash, desc(visitorLogs.createdAt));
  for (const { visitor_hash: hash, country_code: country } of rows)
    if (country) for (const address of byHash.get(hash) ?? []) places.set(address, country);
  return places;
}
