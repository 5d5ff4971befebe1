import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/server/db/schema/users.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createUser } from "./factories.js";

let app: TestApp;
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, next) {
    lines.push(String(chunk));
    next();
  },
});
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$0123456789abcdefSECRETHASH";
let existingEmail = "";

beforeAll(async () => {
  app = await createTestApp(
    {},
    {},
    {
      logger: { level: "info", stream },
      beforeReady: (a) => {
        // A statement that fails with the email and a password hash among its parameters.
        a.post("/api/test-duplicate", { config: { access: "public" } }, async () => {
          await a.core.db
            .insert(users)
            .values({ email: existingEmail, passwordHash: HASH, name: "Dup", referralCode: "DUPCODE1" });
          return { ok: true };
        });
      },
    },
  );
  existingEmail = (await createUser(app)).email;
});
afterAll(async () => {
  await app.close();
});

describe("logs keep no secrets", () => {
  it("logs a database error without its parameters", async () => {
    const res = await app.inject({ method: "POST", url: "/api/test-duplicate" });
    expect(res.statusCode).toBe(500);
    const text = lines.join("");
    expect(text).toContain("unhandled error");
    expect(text).toContain("23505");
    expect(text).not.toContain("SECRETHASH");
    expect(text).not.toContain(existingEmail);
  });

  it("redacts tokens and emails in request URLs", async () => {
    await app.inject({ method: "GET", url: "/api/promo/unsubscribe?token=TOKEN-abc-123" });
    await app.inject({ method: "GET", url: "/reset-password?token=RESET-xyz-789" });
    await app.inject({ method: "GET", url: "/forgot-password?email=victim%40example.com" });
    await app.inject({ method: "GET", url: "/api/cars?maker=Kia&token=OTHER-456" });
    const text = lines.join("");
    // The request log keeps the path of each API request and never its query string.
    expect(text).toContain('"url":"/api/promo/unsubscribe"');
    expect(text).toContain('"url":"/api/cars"');
    for (const secret of ["TOKEN-abc-123", "RESET-xyz-789", "victim", "OTHER-456"]) expect(text).not.toContain(secret);
  });
});
