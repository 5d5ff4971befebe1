import net from "node:net";
import path from "node:path";
import { Type, type Static, type TSchema } from "typebox";
import { Value } from "typebox/value";
import { parseStorageUrl } from "./lib/storage/storage-url.js";
import { checkPassword, PASSWORD_RULES, type PasswordRule, type PasswordRuleId } from "../shared/password-policy.js";

const APP_ENVS = ["development", "staging", "production", "test"] as const;
const ROLES = ["all", "api", "worker"] as const;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** What a field adds to its schema: its variable and, where the schema says it poorly, what it accepts. */
type FieldMeta = { env?: string; expected?: string; pattern?: string; secret?: boolean };

/** A URL of one of `protocols` (trailing slashes are dropped when read). */
const Url = (protocols: string[], options: FieldMeta = {}) =>
  Type.String({
    pattern: options.pattern ?? `^(${protocols.join("|")})://`,
    expected: `a ${protocols.join(" or ")} URL`,
    url: true,
    ...options,
  });

/** 32 bytes as 64 hex digits, or base64 (base64url too): what `openssl rand -hex 32` prints. */
const SECRETS_KEY_PATTERN = "^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$";
const SECRETS_KEY_EXPECTED = "32 bytes written as 64 hexadecimal digits or as base64 (openssl rand -hex 32)";

/**
 * Everything the process reads from its environment, validated once at start. Each field
 * names its variable (`env`); a field without one is set by code (tests, derived values).
 * The README's configuration table lists the same variables.
 */
export const ConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535, env: "PORT" }),
  host: Type.String({ minLength: 1, env: "HOST" }),
  appEnv: Type.Enum(APP_ENVS, { env: "APP_ENV" }),
  role: Type.Enum(ROLES, { env: "ROLE" }),
  /** postgres://… or undefined for embedded PGlite. */
  databaseUrl: Type.Optional(Url(["postgres", "postgresql"], { env: "DATABASE_URL" })),
  /** Directory for PGlite, photos and the dev outbox. "memory://" keeps PGlite in memory (tests). */
  dataDir: Type.String({ minLength: 1, env: "DATA_DIR" }),
  pgliteDir: Type.String(),
  /**
   * Where photos, thumbnails, top-up slips and PDF caches are kept: unset = the disk under DATA_DIR;
   * file:///dir; or s3://[KEY:SECRET@]bucket[/prefix]?endpoint=…&region=…&force_path_style=true
   * (credentials otherwise from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY). See lib/storage/storage-url.ts.
   */
  storageUrl: Type.Optional(
    Url(["s3", "file"], {
      env: "STORAGE_URL",
      expected: "an s3://bucket/prefix?endpoint=…&region=…&force_path_style=true or file:///directory URL",
      secret: true,
    }),
  ),
  siteName: Type.String({ minLength: 1, env: "SITE_NAME" }),
  /** The service's own address (links in emails and PDFs, the origin check); from HOST/PORT when unset. */
  publicBaseUrl: Url(["http", "https"], { env: "PUBLIC_BASE_URL" }),
  adminEmail: Type.Optional(Type.String({ env: "ADMIN_EMAIL" })),
  /** Checked against the password policy of every account (adminPasswordProblem). */
  adminPassword: Type.Optional(Type.String({ minLength: 1, env: "ADMIN_PASSWORD", secret: true })),
  upstreamBaseUrl: Type.Optional(Url(["http", "https"], { env: "UPSTREAM_BASE_URL" })),
  /** "demo" in development (the simulator's account); elsewhere required with UPSTREAM_BASE_URL. */
  upstreamUsername: Type.Optional(Type.String({ env: "UPSTREAM_USERNAME" })),
  upstreamPassword: Type.Optional(Type.String({ env: "UPSTREAM_PASSWORD", secret: true })),
  upstreamConcurrency: Type.Integer({ minimum: 1, maximum: 16, env: "UPSTREAM_CONCURRENCY" }),
  /** First retry back-off of upstream requests (default 500 ms); tests shorten it. */
  upstreamRetryBaseMs: Type.Optional(Type.Number({ minimum: 0 })),
  /** Time-out of each upstream request (default 15 s); tests shorten it. */
  upstreamTimeoutMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 120_000 })),
  smtpUrl: Type.Optional(Url(["smtp", "smtps"], { env: "SMTP_URL" })),
  mailFrom: Type.String({ minLength: 1, env: "MAIL_FROM" }),
  geoipProvider: Type.Enum(["offline", "http"], { env: "GEOIP_PROVIDER" }),
  geoipHttpUrl: Type.Optional(
    Url(["http", "https"], {
      env: "GEOIP_HTTP_URL",
      pattern: "^https?://.*\\{ip\\}",
      expected: 'an http(s) URL containing "{ip}" where the address goes',
    }),
  ),
  /**
   * Proxies in front of the service: false (none), a hop count, or their addresses/CIDRs.
   * `true` means one hop; every hop is never trusted (a client could name its own address).
   */
  trustProxy: Type.Union([Type.Boolean(), Type.Integer({ minimum: 1, maximum: 10 }), Type.Array(Type.String())], {
    env: "TRUST_PROXY",
    trustProxy: true,
    expected: "off, a hop count (1-10) or a comma-separated list of proxy addresses/CIDRs",
  }),
  /** Leaflet tile URL template of the admin visitor map ({s}, {z}, {x}, {y}). */
  mapTileUrl: Url(["http", "https"], {
    env: "MAP_TILE_URL",
    pattern: "^https?://(?=.*\\{z\\})(?=.*\\{x\\})(?=.*\\{y\\})",
    expected: "an http(s) URL containing {z}, {x} and {y}",
  }),
  tzSchedule: Type.String({ env: "TZ_SCHEDULE" }),
  /** Start demo data (admin, user, cars) when the database is empty. */
  demoData: Type.Boolean({ env: "DEMO_DATA" }),
  logLevel: Type.Enum(LOG_LEVELS, { env: "LOG_LEVEL" }),
  /**
   * After SIGTERM, how long the instance keeps serving while /api/ready already answers 503,
   * before it stops accepting connections: the time a load balancer needs to take it out.
   */
  shutdownDelaySeconds: Type.Integer({ minimum: 0, maximum: 120, env: "SHUTDOWN_DELAY_SECONDS" }),
  /** Seconds between job polls; tests shorten it. */
  jobPollSeconds: Type.Number({ exclusiveMinimum: 0 }),
  sessionIdleMinutes: Type.Integer({ minimum: 5, maximum: 60 * 24 * 90, env: "SESSION_IDLE_MINUTES" }),
  sessionAbsoluteHours: Type.Integer({ minimum: 1, maximum: 24 * 365, env: "SESSION_ABSOLUTE_HOURS" }),
  /** An administrator's session is shorter (an admin moves money): idle and absolute limits of its own. */
  adminSessionIdleMinutes: Type.Integer({ minimum: 5, maximum: 60 * 24 * 90, env: "ADMIN_SESSION_IDLE_MINUTES" }),
  adminSessionAbsoluteHours: Type.Integer({ minimum: 1, maximum: 24 * 365, env: "ADMIN_SESSION_ABSOLUTE_HOURS" }),
  /**
   * "required": an administrator without a second factor (TOTP) gets 403 totp_enrollment_required
   * from every admin route until they enrol; "optional": enrolment is their choice.
   */
  adminTotp: Type.Enum(["required", "optional"], { env: "ADMIN_TOTP" }),
  /**
   * redis://… shared by every instance: rate-limit counters and cache invalidation. Unset, the
   * counters live in this process and invalidation goes through PostgreSQL (or nowhere on PGlite).
   */
  redisUrl: Type.Optional(Url(["redis", "rediss"], { env: "REDIS_URL", secret: true })),
  /** Put before every Redis key and channel, so installations (or test runs) can share one Redis. */
  redisKeyPrefix: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: "^[A-Za-z0-9:_.-]+$",
    env: "REDIS_KEY_PREFIX",
    expected: "1-64 letters, digits or : _ . -",
  }),
  /** Bearer token of GET /metrics (Prometheus); unset, /metrics answers 404 and nothing is measured. */
  metricsToken: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 256,
      pattern: "^[\\x21-\\x7e]+$",
      env: "METRICS_TOKEN",
      expected: "up to 256 printable characters without spaces",
      secret: true,
    }),
  ),
  /**
   * A LibreTranslate-compatible endpoint (POST {q, source, target, format, api_key} → {translatedText}):
   * the dealers' Korean comments are machine-translated into en, mn and ru; unset, nothing is.
   */
  translateUrl: Type.Optional(Url(["http", "https"], { env: "TRANSLATE_URL" })),
  /** Its API key, sent in the body as `api_key`; never logged, never repeated in a start-up message. */
  translateApiKey: Type.Optional(
    Type.String({ minLength: 1, maxLength: 512, env: "TRANSLATE_API_KEY", expected: "1-512 characters", secret: true }),
  ),
  /** Time-out of each translation request (default 10 s); tests shorten it. */
  translateTimeoutMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 120_000 })),
  /**
   * The key that encrypts secrets at rest (the second factors' secrets, the installation's own
   * keys, the bodies of queued emails): 32 bytes as hex or base64. Required in production; elsewhere,
   * unset, one is generated once in DATA_DIR/secrets.key (lib/secrets/secrets-key.ts).
   */
  secretsKey: Type.Optional(
    Type.String({ env: "SECRETS_KEY", pattern: SECRETS_KEY_PATTERN, expected: SECRETS_KEY_EXPECTED, secret: true }),
  ),
  /** The previous key while rotating (`npm run secrets:rotate`): values it sealed still open. */
  secretsKeyOld: Type.Optional(
    Type.String({ env: "SECRETS_KEY_OLD", pattern: SECRETS_KEY_PATTERN, expected: SECRETS_KEY_EXPECTED, secret: true }),
  ),
  /** OTLP/HTTP collector (e.g. http://otel-collector:4318): traces of every request are sent there; unset, none. */
  otelExporterOtlpEndpoint: Type.Optional(Url(["http", "https"], { env: "OTEL_EXPORTER_OTLP_ENDPOINT" })),
});

export type Config = Static<typeof ConfigSchema>;
export type AppEnv = Config["appEnv"];
export type Role = Config["role"];

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join("\n  - ")}`);
  }
}

type Env = Record<string, string | undefined>;
type FieldSchema = TSchema & {
  env?: string;
  trustProxy?: boolean;
  expected?: string;
  url?: boolean;
  secret?: boolean;
  type?: string;
  minimum?: number;
  maximum?: number;
  enum?: string[];
};
const fields = ConfigSchema.properties as unknown as Record<string, FieldSchema>;

/** What a field accepts, in words (for the start-up message). */
function expectation(s: FieldSchema): string {
  if (s.expected) return s.expected;
  if (s.enum) return `one of ${s.enum.join(", ")}`;
  if (s.type === "integer") return `an integer between ${s.minimum} and ${s.maximum}`;
  if (s.type === "boolean") return "true or false";
  if (s.type === "number") return "a positive number";
  return "a non-empty value";
}

const TRUE = ["1", "true", "yes", "on"];
const FALSE = ["0", "false", "no", "off"];

/** An environment string as the field's type; anything unreadable stays a string and fails validation. */
function fromEnv(s: FieldSchema, raw: string): unknown {
  if (s.trustProxy) return trustProxyFromEnv(raw);
  if (s.type === "integer" || s.type === "number") return raw === "" || Number.isNaN(Number(raw)) ? raw : Number(raw);
  if (s.type === "boolean") {
    const v = raw.toLowerCase();
    return TRUE.includes(v) ? true : FALSE.includes(v) ? false : raw;
  }
  if (s.url) return raw.replace(/\/+$/, "");
  return raw;
}

/** TRUST_PROXY: off, "true" (one hop), a hop count, or proxy addresses/CIDRs; unreadable stays a string. */
function trustProxyFromEnv(raw: string): unknown {
  const v = raw.toLowerCase();
  if (FALSE.includes(v)) return false;
  if (TRUE.includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = raw.split(",").map((p) => p.trim());
  const ok = list.every(
    (p) => ["loopback", "linklocal", "uniquelocal"].includes(p) || net.isIP(p.replace(/\/\d{1,3}$/, "")) !== 0,
  );
  return ok ? list : raw;
}

/** The address links point at when PUBLIC_BASE_URL is unset: this server's own HOST and PORT. */
function ownAddress(host: string, port: number): string {
  const local = ["127.0.0.1", "0.0.0.0", "::", "::1", "localhost"].includes(host);
  const name = local ? "localhost" : host.includes(":") ? `[${host}]` : host;
  try {
    return new URL(`http://${name}:${port}`).origin;
  } catch {
    return `http://localhost:${port}`;
  }
}

const POLICY_RULE: Record<PasswordRuleId, (n: number) => string> = {
  min_length: (n) => `at least ${n} characters`,
  special_char: (n) => `at least ${n} special character (not a letter, digit or space)`,
  max_length: (n) => `at most ${n} characters`,
};
const POLICY_BROKEN: Record<PasswordRuleId, (n: number) => string> = {
  min_length: (n) => `fewer than ${n} characters`,
  special_char: (n) => (n === 1 ? "no special character" : `fewer than ${n} special characters`),
  max_length: (n) => `more than ${n} characters`,
};
const ruleLimit = (r: PasswordRule) => ("min" in r ? r.min : r.max);

/**
 * The bootstrap admin obeys the spec's password policy like every other account (the same
 * rules as registration: src/shared/password-policy.ts). The message names the broken rules,
 * never the password.
 */
function adminPasswordProblem(password: string | undefined): string | undefined {
  if (password === undefined) return undefined;
  const check = checkPassword(password);
  if (check.ok) return undefined;
  const policy = PASSWORD_RULES.map((r) => POLICY_RULE[r.id](ruleLimit(r))).join(", ");
  const broken = PASSWORD_RULES.filter((r) => check.unmet.includes(r.id)).map((r) => POLICY_BROKEN[r.id](ruleLimit(r)));
  return `ADMIN_PASSWORD must follow the password policy of every account (${policy}), but it has ${broken.join(" and ")}`;
}

/**
 * What production refuses because it would lose data or mail (the contract's "Production refuses
 * what would lose data"), each naming its variable: the embedded database (one process, files
 * under DATA_DIR, no backup while it runs), mail written to DATA_DIR/outbox instead of sent (a
 * password reset would never arrive), and links and cookies on plain http.
 */
function productionProblems(config: Config, reported: Set<string>): string[] {
  const problems: string[] = [];
  if (!config.databaseUrl && !reported.has("databaseUrl"))
    problems.push(
      "DATABASE_URL must be set with APP_ENV=production: the embedded database (PGlite under DATA_DIR) is for development and demos only",
    );
  if (!config.smtpUrl && !reported.has("smtpUrl"))
    problems.push(
      "SMTP_URL must be set with APP_ENV=production: without it emails, password resets included, are only written to DATA_DIR/outbox",
    );
  if (!reported.has("publicBaseUrl") && !config.publicBaseUrl.startsWith("https://"))
    problems.push(
      `PUBLIC_BASE_URL must be an https:// address with APP_ENV=production (got "${config.publicBaseUrl}"): emails link to it and session cookies are secure`,
    );
  if (!config.secretsKey && !reported.has("secretsKey"))
    problems.push(
      "SECRETS_KEY must be set with APP_ENV=production: it encrypts the two-step sign-in secrets and the other secrets at rest (generate one with `openssl rand -hex 32`; keep it apart from the backups)",
    );
  return problems;
}

/** Parses and validates the environment; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const raw: Record<string, string> = {};
  const read: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(fields)) {
    const value = s.env ? env[s.env]?.trim() : undefined;
    if (value === undefined || value === "") continue;
    raw[key] = value;
    read[key] = fromEnv(s, value);
  }

  const appEnv = (APP_ENVS as readonly unknown[]).includes(read.appEnv) ? (read.appEnv as AppEnv) : "development";
  const port = typeof read.port === "number" && Number.isInteger(read.port) ? read.port : 3000;
  const host = (read.host as string | undefined) ?? "127.0.0.1";
  const dataDir = (read.dataDir as string | undefined) ?? "./data";
  const dev = appEnv === "development";
  const defaults: Config = {
    port: 3000,
    host: "127.0.0.1",
    appEnv: "development",
    role: "all",
    dataDir: "./data",
    pgliteDir: dataDir === "memory://" ? "memory://" : path.join(dataDir, "pglite"),
    siteName: "K-Car Market",
    publicBaseUrl: ownAddress(overrides.host ?? host, overrides.port ?? port),
    upstreamUsername: dev ? "demo" : undefined,
    upstreamPassword: dev ? "demo" : undefined,
    upstreamConcurrency: 2,
    mailFrom: "K-Car Market <no-reply@localhost>",
    // A service URL alone chooses the HTTP provider.
    geoipProvider: read.geoipHttpUrl !== undefined ? "http" : "offline",
    trustProxy: false,
    mapTileUrl: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
    tzSchedule: "Asia/Seoul",
    demoData: dev,
    logLevel: "info",
    jobPollSeconds: 2,
    // Nothing balances a development or test instance: Ctrl-C stops it at once.
    shutdownDelaySeconds: appEnv === "staging" || appEnv === "production" ? 5 : 0,
    sessionIdleMinutes: 60 * 24 * 7,
    sessionAbsoluteHours: 24 * 30,
    adminSessionIdleMinutes: 30,
    adminSessionAbsoluteHours: 12,
    adminTotp: appEnv === "production" ? "required" : "optional",
    redisKeyPrefix: "kcar:",
  };
  if (typeof read.adminEmail === "string") read.adminEmail = read.adminEmail.toLowerCase();
  const config = { ...defaults, ...read, ...overrides } as Config;

  // One line per bad field, naming its variable and what it accepts (a secret is not repeated).
  const problems: string[] = [];
  const reported = new Set<string>();
  const required = new Set(ConfigSchema.required as string[]);
  for (const [key, s] of Object.entries(fields)) {
    const value = (config as Record<string, unknown>)[key];
    if (value === undefined ? !required.has(key) : Value.Check(s, value)) continue;
    reported.add(key);
    const got = key in raw && !s.secret ? ` (got "${raw[key]}")` : "";
    problems.push(`${s.env ?? key} must be ${expectation(s)}${got}`);
  }
  for (const [key, s] of Object.entries(fields)) {
    const value = (config as Record<string, unknown>)[key];
    if (!s.url || typeof value !== "string" || reported.has(key)) continue;
    try {
      new URL(value.replace(/\{\w\}/g, "x"));
    } catch {
      reported.add(key);
      problems.push(`${s.env} must be ${expectation(s)}${s.secret ? "" : ` (got "${value}")`}`);
    }
  }
  if ((config.adminEmail === undefined) !== (config.adminPassword === undefined)) {
    problems.push("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  const adminProblem = adminPasswordProblem(config.adminPassword);
  if (adminProblem) problems.push(adminProblem);
  if (config.geoipProvider === "http" && config.geoipHttpUrl === undefined) {
    problems.push("GEOIP_PROVIDER=http needs GEOIP_HTTP_URL");
  }
  if (config.upstreamBaseUrl && (config.upstreamUsername === undefined || config.upstreamPassword === undefined)) {
    problems.push(
      "UPSTREAM_BASE_URL needs UPSTREAM_USERNAME and UPSTREAM_PASSWORD (they default to demo only in development)",
    );
  }
  if (config.translateApiKey !== undefined && config.translateUrl === undefined) {
    problems.push("TRANSLATE_API_KEY needs TRANSLATE_URL (the endpoint the key is for)");
  }
  if (config.storageUrl !== undefined && !reported.has("storageUrl")) {
    try {
      parseStorageUrl(config.storageUrl, config.dataDir);
    } catch (err) {
      // The URL itself is not repeated: it may hold a secret key.
      problems.push(`STORAGE_URL: ${(err as Error).message}`);
    }
  }
  if (config.appEnv === "production") problems.push(...productionProblems(config, reported));
  try {
    new Intl.DateTimeFormat("en", { timeZone: config.tzSchedule });
  } catch {
    problems.push(`TZ_SCHEDULE must be an IANA time zone such as Asia/Seoul (got "${config.tzSchedule}")`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
