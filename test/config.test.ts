import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/server/config.js";

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
