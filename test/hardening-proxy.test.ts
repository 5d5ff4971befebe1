import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.js";
import { loadConfig } from "../src/server/config.js";
import { createTestDatabase, testConfig } from "./test-app.js";

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const echoAddress = (a: FastifyInstance) =>
  void a.get("/api/test-ip", { config: { access: "public" } }, async (request) => ({ ip: request.ip }));

/** What the app takes as the client address when a proxy at 127.0.0.1 forwards this header. */
async function addressSeen(env: Record<string, string>, forwardedFor: string) {
  // The same database for each setting: only the app is rebuilt.
  const app = await buildApp(testConfig({}, env), { logger: false, database: db.database });
  echoAddress(app);
  try {
    await app.ready();
    const res = await app.inject({ method: "GET", url: "/api/test-ip", headers: { "x-forwarded-for": forwardedFor } });
    return res.json().ip as string;
  } finally {
    await app.close();
  }
}

describe("TRUST_PROXY", () => {
  it("takes the address the trusted proxy saw, not one the client wrote into X-Forwarded-For", async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our proxy appended the address it saw.
    const header = "6.6.6.6, 203.0.113.9";
    expect(await addressSeen({ TRUST_PROXY: "true" }, header)).toBe("203.0.113.9");
    expect(await addressSeen({ TRUST_PROXY: "1" }, header)).toBe("203.0.113.9");
    expect(await addressSeen({ TRUST_PROXY: "127.0.0.1/8, 10.0.0.0/8" }, header)).toBe("203.0.113.9");
    // Two proxies (a CDN, then ours): two hops.
    expect(await addressSeen({ TRUST_PROXY: "2" }, "6.6.6.6, 198.51.100.7, 10.0.0.5")).toBe("198.51.100.7");
    expect(await addressSeen({ TRUST_PROXY: "false" }, header)).toBe("127.0.0.1");
  });

  it("parses hop counts and address lists, and names a bad value", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16" }).trustProxy).toEqual(["10.0.0.1", "192.168.0.0/16"]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
});
