import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, ConfigSchema, loadConfig } from "../src/server/config.js";
import { mailTo } from "./accounts-helpers.js";
import { createUser, loginCookie } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp } from "./test-app.js";

/** What a production configuration must name (the contract's "Production refuses what would lose data"). */
const PRODUCTION_NEEDS = {
  DATABASE_URL: "postgres://kcar@db.internal:5432/kcar",
  SMTP_URL: "smtp://mail.internal:587",
  PUBLIC_BASE_URL: "https://shop.example",
  SECRETS_KEY: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
};

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      appEnv: "development",
      dataDir: "./data",
      tzSchedule: "Asia/Seoul",
      publicBaseUrl: "http://localhost:3000",
    });
    expect(c.databaseUrl).toBeUndefined();
  });

  it("fails fast listing every bad value", () => {
    try {
      loadConfig({
        PORT: "eighty",
        APP_ENV: "prod",
        DATABASE_URL: "mysql://x",
        TZ_SCHEDULE: "Mars/Base",
        ADMIN_EMAIL: "a@b.c",
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      for (const name of ["PORT", "APP_ENV", "DATABASE_URL", "TZ_SCHEDULE", "ADMIN_PASSWORD"])
        expect(msg).toContain(name);
    }
  });
});

describe("configuration schema", () => {
  it("derives PUBLIC_BASE_URL from HOST and PORT when it is unset", () => {
    expect(loadConfig({ PORT: "3400" }).publicBaseUrl).toBe("http://localhost:3400");
    expect(loadConfig({ PORT: "3400", HOST: "0.0.0.0" }).publicBaseUrl).toBe("http://localhost:3400");
    expect(loadConfig({ PORT: "8080", HOST: "shop.example" }).publicBaseUrl).toBe("http://shop.example:8080");
    expect(loadConfig({ PORT: "3400", PUBLIC_BASE_URL: "https://shop.example/" }).publicBaseUrl).toBe(
      "https://shop.example",
    );
  });

  it("defaults the upstream account to demo only in development", () => {
    expect(loadConfig({}).upstreamUsername).toBe("demo");
    const production = loadConfig({ APP_ENV: "production", ...PRODUCTION_NEEDS });
    expect([production.upstreamUsername, production.upstreamPassword]).toEqual([undefined, undefined]);
    expect(() =>
      loadConfig({ APP_ENV: "production", ...PRODUCTION_NEEDS, UPSTREAM_BASE_URL: "https://upstream.example" }),
    ).toThrow(/UPSTREAM_BASE_URL needs UPSTREAM_USERNAME and UPSTREAM_PASSWORD/);
    const set = loadConfig({
      APP_ENV: "production",
      ...PRODUCTION_NEEDS,
      UPSTREAM_BASE_URL: "https://upstream.example",
      UPSTREAM_USERNAME: "agent",
      UPSTREAM_PASSWORD: "secret-pass",
    });
    expect([set.upstreamUsername, set.upstreamPassword]).toEqual(["agent", "secret-pass"]);
  });

  it("production refuses what would lose data, naming each variable", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ APP_ENV: "production", ...env });
        return [];
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as ConfigError).problems;
      }
    };
    const all = problems({});
    expect(all).toHaveLength(4);
    expect(all[0]).toMatch(/^DATABASE_URL must be set with APP_ENV=production: the embedded database/);
    expect(all[1]).toMatch(/^SMTP_URL must be set with APP_ENV=production/);
    expect(all[2]).toMatch(/^PUBLIC_BASE_URL must be an https:\/\/ address with APP_ENV=production \(got "http:/);
    expect(all[3]).toMatch(
      /^SECRETS_KEY must be set with APP_ENV=production: it encrypts the two-step sign-in secrets/,
    );
    expect(problems({ ...PRODUCTION_NEEDS, SECRETS_KEY: "" })).toEqual([
      expect.stringMatching(/^SECRETS_KEY must be set/),
    ]);
    expect(problems({ ...PRODUCTION_NEEDS, PUBLIC_BASE_URL: "http://shop.example" })).toEqual([
      'PUBLIC_BASE_URL must be an https:// address with APP_ENV=production (got "http://shop.example"): emails link to it and session cookies are secure',
    ]);
    expect(problems({ ...PRODUCTION_NEEDS, SMTP_URL: "" })).toHaveLength(1);
    expect(problems(PRODUCTION_NEEDS)).toEqual([]);
    // Staging and development keep their embedded database and outbox.
    expect(loadConfig({ APP_ENV: "staging" }).databaseUrl).toBeUndefined();
    expect(loadConfig({}).smtpUrl).toBeUndefined();
  });

  it("takes SECRETS_KEY as 32 bytes in hex or base64, and never repeats a wrong one", () => {
    const hex = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
    const base64 = Buffer.from(hex, "hex").toString("base64");
    expect(loadConfig({ SECRETS_KEY: hex }).secretsKey).toBe(hex);
    expect(loadConfig({ SECRETS_KEY: base64, SECRETS_KEY_OLD: hex }).secretsKeyOld).toBe(hex);
    for (const bad of ["short", hex.slice(2), `${hex}00`, "z".repeat(64), base64.slice(4)]) {
      let problems: string[] = [];
      try {
        loadConfig({ SECRETS_KEY_OLD: bad });
      } catch (err) {
        problems = (err as ConfigError).problems;
      }
      expect(problems, bad).toEqual([
        "SECRETS_KEY_OLD must be 32 bytes written as 64 hexadecimal digits or as base64 (openssl rand -hex 32)",
      ]);
    }
  });

  it("reads every variable's type and names what it accepts, without repeating secrets", () => {
    const c = loadConfig({ TRUST_PROXY: "yes", SESSION_IDLE_MINUTES: "30", SESSION_ABSOLUTE_HOURS: "48" });
    expect([c.trustProxy, c.sessionIdleMinutes, c.sessionAbsoluteHours]).toEqual([1, 30, 48]);
    const err = (() => {
      try {
        loadConfig({
          SESSION_IDLE_MINUTES: "1",
          TRUST_PROXY: "maybe",
          LOG_LEVEL: "loud",
          ADMIN_EMAIL: "a@b.c",
          ADMIN_PASSWORD: "hunter2",
          MAP_TILE_URL: "https://tiles.example/{z}.png",
          SMTP_URL: "http://mail.example",
        });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.problems).toEqual([
      'SMTP_URL must be a smtp or smtps URL (got "http://mail.example")',
      'TRUST_PROXY must be off, a hop count (1-10) or a comma-separated list of proxy addresses/CIDRs (got "maybe")',
      'MAP_TILE_URL must be an http(s) URL containing {z}, {x} and {y} (got "https://tiles.example/{z}.png")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'SESSION_IDLE_MINUTES must be an integer between 5 and 129600 (got "1")',
      "ADMIN_PASSWORD must follow the password policy of every account (at least 10 characters, at least 1 special " +
        "character (not a letter, digit or space), at most 128 characters), but it has fewer than 10 characters and " +
        "no special character",
    ]);
    expect(err!.message).not.toContain("hunter2");
  });

  it("holds the bootstrap admin's password to the spec's policy: 10 characters with 1 special character", () => {
    const problem = (password: string) => {
      try {
        loadConfig({ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: password });
        return undefined;
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        expect((err as Error).message).not.toContain(password);
        return (err as ConfigError).problems.join("\n");
      }
    };
    // Long enough but nothing special (the old check took these), and special but short.
    expect(problem("longpassword123")).toMatch(/^ADMIN_PASSWORD .* but it has no special character$/);
    expect(problem("비밀번호비밀번호비밀번호")).toMatch(/but it has no special character$/);
    expect(problem("Ab1!Ab1!x")).toMatch(/but it has fewer than 10 characters$/);
    expect(problem(`${"x".repeat(128)}!`)).toMatch(/but it has more than 128 characters$/);
    // Spaces are not special characters; punctuation of any script is.
    expect(problem("long password 123")).toMatch(/no special character/);
    for (const ok of ["Admin-password-1!", "a-long-secret!", "비밀번호비밀번호비밀번호!", "Scale-admin-pass-42"]) {
      expect(problem(ok), ok).toBeUndefined();
    }
  });

  it("lists every variable in the README configuration table", () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../README.md"), "utf8");
    const table = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 5),
    );
    const documented = new Set(
      [...table.matchAll(/^\|([^|]*)\|/gm)].flatMap((m) => [...m[1].matchAll(/`([A-Z_]+)`/g)].map((v) => v[1])),
    );
    const variables = Object.values(ConfigSchema.properties)
      .map((s) => (s as { env?: string }).env)
      .filter((v): v is string => v !== undefined);
    expect(variables.length).toBeGreaterThanOrEqual(25);
    expect(variables.filter((v) => !documented.has(v))).toEqual([]);
    expect([...documented].filter((v) => !variables.includes(v))).toEqual([]);
  });
});

describe("PORT without PUBLIC_BASE_URL", () => {
  it("points the referral link and email links at that port", async () => {
    const sink = await startSmtpSink();
    const app = await createTestApp({ smtpUrl: sink.url }, { PORT: "3400" });
    try {
      expect(app.core.config.publicBaseUrl).toBe("http://localhost:3400");
      const user = await createUser(app);
      const cookie = await loginCookie(app, user);
      const me = await app.inject({ method: "GET", url: "/api/users/me", headers: { cookie } });
      expect(me.json().referral_link).toMatch(/^http:\/\/localhost:3400\//);
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/password-reset/request",
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(202);
      const mail = await mailTo(sink, user.email);
      expect(mail.text).toMatch(/http:\/\/localhost:3400\/\S*reset/);
      expect(mail.text).not.toContain("localhost:3000");
    } finally {
      await app.close();
      await sink.stop();
    }
  });
});
