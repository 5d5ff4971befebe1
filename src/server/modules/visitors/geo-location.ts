/** What geolocation concluded about one address; only `ok` carries a place. */
export type GeoResult =
  | { status: "ok"; countryCode: string; city: string | null; latitude: number; longitude: number }
  | { status: "not_found" | "failed" | "private" };

/** visitor_logs.geo_status: `pending` until the background step has run. */
export type GeoStatus = GeoResult["status"] | "pending";

/** Turns an address into a place: the offline database or an HTTP service. */
export interface GeoProvider {
  readonly name: string;
  /** Answers in microseconds from this process (no network, no rate limit). */
  readonly local: boolean;
  lookup(ip: string): Promise<GeoResult>;
  close?(): void;
}

export const FAILED: GeoResult = { status: "failed" };
export const NOT_FOUND: GeoResult = { status: "not_found" };
export const PRIVATE: GeoResult = { status: "private" };

const COUNTRY_CODE = /^[A-Z]{2}$/;
// Control characters never belong in a place name shown to an administrator.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;

function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return undefined;
}

function cleanCity(value: unknown): string | null {
  if (typeof value !== "string") return null;
  // DB-IP appends the district ("Almaty (Bostandyk District)"); the city is all the statistics need.
  const city = value
    .replace(CONTROL_CHARS, "")
    .replace(/\s*\([^)]*\)\s*$/, "")
    .trim()
    .slice(0, 120);
  return city === "" ? null : city;
}

/**
 * Accepts a place only when it makes sense: finite coordinates in range (not the 0,0 that
 * some services answer for "unknown") and an ISO 3166-1 alpha-2 country code.
 */
export function validatePlace(raw: {
  countryCode?: unknown;
  city?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}): GeoResult {
  const latitude = toNumber(raw.latitude);
  const longitude = toNumber(raw.longitude);
  const countryCode = typeof raw.countryCode === "string" ? raw.countryCode.trim().toUpperCase() : "";
  if (latitude === undefined || longitude === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return FAILED;
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return FAILED;
  if (latitude === 0 && longitude === 0) return FAILED;
  if (!COUNTRY_CODE.test(countryCode)) return FAILED;
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    status: "ok",
    countryCode,
    city: cleanCity(raw.city),
    latitude: round(latitude),
    longitude: round(longitude),
  };
}

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/**
 * Reads a place from the JSON that common geolocation services answer (ipapi.co, ipwho.is,
 * ip-api.com, ipinfo.io, freeipapi, MaxMind web services) and from MMDB records in the
 * DB-IP/ip-location-db or the MaxMind layout. Anything else is `failed`.
 */
export function placeFromAnswer(answer: unknown): GeoResult {
  const a = obj(answer);
  if (!a) return FAILED;
  if (a.status === "fail" || a.success === false || a.error === true || (typeof a.error === "string" && a.error !== ""))
    return FAILED;
  const location = obj(a.location);
  const country = obj(a.country);
  const cityObj = obj(a.city);
  const [locLat, locLon] = typeof a.loc === "string" ? a.loc.split(",") : [];
  const latitude = a.latitude ?? a.lat ?? location?.latitude ?? location?.lat ?? locLat;
  const longitude = a.longitude ?? a.lon ?? a.lng ?? location?.longitude ?? location?.lng ?? locLon;
  const countryCode =
    a.country_code ??
    a.countryCode ??
    a.country_iso ??
    country?.iso_code ??
    country?.code ??
    (typeof a.country === "string" ? a.country : undefined);
  const city = typeof a.city === "string" ? a.city : (a.cityName ?? obj(cityObj?.names)?.en ?? cityObj?.name);
  return validatePlace({ latitude, longitude, countryCode, city });
}
