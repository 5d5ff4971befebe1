import { FAILED, placeFromAnswer, type GeoProvider, type GeoResult } from "./geo-location.js";

const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Asks a JSON geolocation service (GEOIP_HTTP_URL with `{ip}` in it). A slow, failing or
 * nonsensical answer is `failed`: the visit stays logged, only without coordinates.
 */
export class HttpGeoProvider implements GeoProvider {
  readonly name = "http";
  readonly local = false;

  constructor(
    private readonly urlTemplate: string,
    private readonly timeoutMs = 3000,
  ) {}

  async lookup(ip: string): Promise<GeoResult> {
    const url = this.urlTemplate.replaceAll("{ip}", encodeURIComponent(ip));
    try {
      const res = await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel();
        return FAILED;
      }
      const declared = Number(res.headers.get("content-length") ?? 0);
      if (declared > MAX_ANSWER_BYTES) {
        await res.body?.cancel();
        return FAILED;
      }
      const text = await res.text();
      if (text.length > MAX_ANSWER_BYTES) return FAILED;
      return placeFromAnswer(JSON.parse(text));
    } catch {
      return FAILED;
    }
  }
}
