import net from "node:net";
import path from "node:path";

export type AppEnv = "development" | "staging" | "production" | "test";
export type Role = "all" | "api" | "worker";

/** Everything the process reads from its environment, validated once at start. */
export type Config = {
  port: number;
  host: string;
  appEnv: AppEnv;
  role: Role;
  /** postgres://… or undefined for embedded PGlite. */
  databaseUrl?: string;
  /** Directory for PGlite, photos and the dev outbox. "memory://" keeps PGlite in memory (tests). */
  dataDir: string;
  pgliteDir: string;
  siteName: string;
  publicBaseUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  upstreamBaseUrl?: string;
  upstreamUsername: string;
  upstreamPassword: string;
  upstreamConcurrency: number;
  /** First retry back-off of upstream requests (default 500 ms); tests shorten it. */
  upstreamRetryBaseMs?: number;
  smtpUrl?: string;
  mailFrom: string;
  geoipProvider: "offline" | "http";
  geoipHttpUrl?: string;
  /**
   * Proxies in front of the service: false (none), a hop count, or their addresses/CIDRs.
   * `true` (tests' shorthand) means one hop; every hop is never trusted.
   */
  trustProxy: boolean | number | string[];
  /** Leaflet tile URL template of the admin visitor map ({s}, {z}, {x}, {y}). */
  mapTileUrl: string;
  tzSchedule: string;
  /** Start demo data (admin, user, cars) when the database is empty. */
  demoData: boolean;
  logLevel: string;
  /** Seconds between job polls; tests shorten it. */
  jobPollSeconds: number;
  /** Rate limit multiplier; 1 in production. */
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join("\n  - ")}`);
  }
}

type Env = Record<string, string | undefined>;

/** Parses and validates the environment; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const str = (name: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === "" ? undefined : v;
  };
  const int = (name: string, def: number, min: number, max: number) => {
    const raw = str(name);
    if (raw === undefined) return def;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return def;
    }
    return n;
  };
  const bool = (name: string, def: boolean) => {
    const raw = str(name)?.toLowerCase();
    if (raw === undefined) return def;
    if (["1", "true", "yes", "on"].includes(raw)) return true;
    if (["0", "false", "no", "off"].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return def;
  };
  const oneOf = <T extends string>(name: string, values: readonly T[], def: T): T => {
    const raw = str(name);
    if (raw === undefined) return def;
    if (!values.includes(raw as T)) {
      problems.push(`${name} must be one of ${values.join(", ")} (got "${raw}")`);
      return def;
    }
    return raw as T;
  };
  const url = (name: string, protocols: string[]) => {
    const raw = str(name);
    if (raw === undefined) return undefined;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) throw new Error("protocol");
      return raw.replace(/\/+$/, "");
    } catch {
      problems.push(`${name} must be a ${protocols.join(" or ")} URL (got "${raw}")`);
      return undefined;
    }
  };

  const trustProxy = (): false | number | string[] => {
    const raw = str("TRUST_PROXY");
    if (raw === undefined || ["0", "false", "no", "off"].includes(raw.toLowerCase())) return false;
    // "true" used to trust every hop, which lets a client pick its address; now it is one proxy.
    if (["true", "yes", "on"].includes(raw.toLowerCase())) return 1;
    if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
    const list = raw.split(",").map((p) => p.trim());
    const ok = list.every(
      (p) => ["loopback", "linklocal", "uniquelocal"].includes(p) || net.isIP(p.replace(/\/\d{1,3}$/, "")) !== 0,
    );
    if (!ok || list.length === 0) {
      problems.push(`TRUST_PROXY must be a hop count (1-10) or a list of proxy addresses/CIDRs (got "${raw}")`);
      return false;
    }
    return list;
  };

  const dataDir = str("DATA_DIR") ?? "./data";
  const appEnv = oneOf("APP_ENV", ["development", "staging", "production", "test"] as const, "development");
  const adminEmail = str("ADMIN_EMAIL")?.toLowerCase();
  const adminPassword = str("ADMIN_PASSWORD");
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    problems.push("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  const geoipProvider = oneOf("GEOIP_PROVIDER", ["offline", "http"] as const, "offline");
  const geoipHttpUrl = str("GEOIP_HTTP_URL");
  if (geoipHttpUrl !== undefined && !geoipHttpUrl.includes("{ip}")) {
    problems.push('GEOIP_HTTP_URL must contain "{ip}" where the address goes');
  }
  if (geoipProvider === "http" && geoipHttpUrl === undefined) {
    problems.push("GEOIP_PROVIDER=http needs GEOIP_HTTP_URL");
  }
  const mapTileUrl = url("MAP_TILE_URL", ["http:", "https:"]) ?? "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
  if (!["{z}", "{x}", "{y}"].every((part) => mapTileUrl.includes(part))) {
    problems.push(`MAP_TILE_URL must contain {z}, {x} and {y} (got "${mapTileUrl}")`);
  }
  const tzSchedule = str("TZ_SCHEDULE") ?? "Asia/Seoul";
  try {
    new Intl.DateTimeFormat("en", { timeZone: tzSchedule });
  } catch {
    problems.push(`TZ_SCHEDULE must be an IANA time zone such as Asia/Seoul (got "${tzSchedule}")`);
  }

  const config: Config = {
    port: int("PORT", 3000, 0, 65535),
    host: str("HOST") ?? "127.0.0.1",
    appEnv,
    role: oneOf("ROLE", ["all", "api", "worker"] as const, "all"),
    databaseUrl: url("DATABASE_URL", ["postgres:", "postgresql:"]),
    dataDir,
    pgliteDir: dataDir === "memory://" ? "memory://" : path.join(dataDir, "pglite"),
    siteName: str("SITE_NAME") ?? "K-Car Market",
    publicBaseUrl: url("PUBLIC_BASE_URL", ["http:", "https:"]) ?? "http://localhost:3000",
    adminEmail,
    adminPassword,
    upstreamBaseUrl: url("UPSTREAM_BASE_URL", ["http:", "https:"]),
    upstreamUsername: str("UPSTREAM_USERNAME") ?? "demo",
    upstreamPassword: str("UPSTREAM_PASSWORD") ?? "demo",
    upstreamConcurrency: int("UPSTREAM_CONCURRENCY", 2, 1, 16),
    smtpUrl: url("SMTP_URL", ["smtp:", "smtps:"]),
    mailFrom: str("MAIL_FROM") ?? "K-Car Market <no-reply@localhost>",
    geoipProvider:
      geoipHttpUrl && geoipProvider === "offline" && str("GEOIP_PROVIDER") === undefined ? "http" : geoipProvider,
    geoipHttpUrl,
    trustProxy: trustProxy(),
    mapTileUrl,
    tzSchedule,
    demoData: bool("DEMO_DATA", appEnv === "development"),
    logLevel: oneOf("LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const, "info"),
    jobPollSeconds: 2,
    sessionIdleMinutes: int("SESSION_IDLE_MINUTES", 60 * 24 * 7, 5, 60 * 24 * 90),
    sessionAbsoluteHours: int("SESSION_ABSOLUTE_HOURS", 24 * 30, 1, 24 * 365),
    ...overrides,
  };
  if (config.adminPassword !== undefined && config.adminPassword.length < 10) {
    problems.push("ADMIN_PASSWORD must be at least 10 characters");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
