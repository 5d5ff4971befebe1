import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Type } from "typebox";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { hashPassword, verifyPassword } from "../src/server/modules/accounts/passwords.js";

let app: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-"));
fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><html><body><div id=root>SPA</div></body></html>");

beforeAll(async () => {
  app = await createTestApp(
    {},
    {},
    {
      webDistDir: webDir,
      // Routes that exist only to exercise the shared conventions.
      beforeReady: (a) => {
        a.get("/api/test-items/fixed", { config: { access: "public" } }, async () => ({ fixed: true }));
        a.get(
          "/api/test-items/:item_id",
          { config: { access: "public" }, schema: { params: Type.Object({ item_id: Type.Integer() }) } },
          async (req) => ({ item_id: (req.params as any).item_id }),
        );
        a.post(
          "/api/test-items",
          {
            config: { access: "public" },
            schema: { body: Type.Object({ name: Type.String({ minLength: 2 }), count: Type.Integer() }) },
          },
          async () => ({ ok: true }),
        );
      },
    },
  );
});
afterAll(async () => {
  await app.close();
});

describe("platform conventions", () => {
  it("answers health with the database state", async () => {
    const res = await app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("answers 503 when the database is unreachable", async () => {
    const ping = app.core.database.ping;
    app.core.database.ping = async () => {
      throw new Error("connection refused");
    };
    try {
      const res = await app.inject("/api/health");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "error", db: "unreachable" });
    } finally {
      app.core.database.ping = ping;
    }
  });

  it("marks the environment for the admin badge", async () => {
    expect((await app.inject("/api/settings/public")).json().app_env).toBe("test");
    const staging = await createTestApp({ appEnv: "staging" });
    expect((await staging.inject("/api/settings/public")).json()).toMatchObject({
      app_env: "staging",
      site_name: "K-Car Market",
    });
    await staging.close();
  });

  it("does not redirect a trailing slash", async () => {
    const res = await app.inject("/api/health/");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
    // A trailing slash after a collection is not "an empty id" either, whoever asks.
    for (const url of ["/api/test-items/", "/api/admin/users/", "/api/cars/"]) {
      const r = await app.inject(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().error.code).toBe("not_found");
    }
  });

  it("answers unknown /api paths with a JSON 404 and other paths with the web app", async () => {
    const api = await app.inject("/api/nope");
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toContain("application/json");
    expect(api.json()).toMatchObject({ error: { code: "not_found" } });
    const page = await app.inject("/cars/12");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("SPA");
  });

  it("matches a fixed segment before a parameter and answers 422 for a non-integer id", async () => {
    expect((await app.inject("/api/test-items/fixed")).json()).toEqual({ fixed: true });
    expect((await app.inject("/api/test-items/7")).json()).toEqual({ item_id: 7 });
    const bad = await app.inject("/api/test-items/abc");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe("validation_error");
    expect(bad.json().error.details[0]).toMatchObject({ field: "item_id", in: "params" });
  });

  it("answers invalid bodies with 422 naming each field", async () => {
    const res = await app.inject({ method: "POST", url: "/api/test-items", payload: { name: "x" } });
    expect(res.statusCode).toBe(422);
    const fields = res
      .json()
      .error.details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(["count", "name"]);
    const broken = await app.inject({
      method: "POST",
      url: "/api/test-items",
      payload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(422);
  });

  it("refuses unsafe methods from a foreign origin", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("forbidden_origin");
    const own = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "http://localhost:3000" },
    });
    expect(own.statusCode).toBe(204);
  });

  it("sends helmet security headers", async () => {
    const res = await app.inject("/api/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("publishes OpenAPI and a docs page", async () => {
    const spec = await app.inject("/api/openapi.json");
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths["/api/health"]).toBeDefined();
    const docs = await app.inject("/api/docs");
    expect([200, 302]).toContain(docs.statusCode);
  });

  it("rate-limits login per address", async () => {
    const user = await createUser(app);
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (
        await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "nobody@example.com", password: "wrong" },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    // Another email from the same address is not affected.
    const ok = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe("minimal accounts", () => {
  it("logs in with a session cookie, answers me, and logs out", async () => {
    const user = await createUser(app, { name: "Bat-Erdene" });
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === "sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    const me = await app.inject({ url: "/api/auth/me", headers: { cookie: `sid=${cookie.value}` } });
    expect(me.json()).toMatchObject({ email: user.email, name: "Bat-Erdene", role: "user", cc_balance: 0 });
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: `sid=${cookie.value}` } });
    expect((await app.inject({ url: "/api/auth/me", headers: { cookie: `sid=${cookie.value}` } })).statusCode).toBe(
      401,
    );
  });

  it("creates the ADMIN_EMAIL admin at start", async () => {
    const withAdmin = await createTestApp({}, { ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: "Admin-password-1!" });
    const res = await withAdmin.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "boss@example.com", password: "Admin-password-1!" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe("admin");
    await withAdmin.close();
  });

  it("stores argon2id hashes at OWASP's cost (19 MiB, 2 passes, 1 lane)", async () => {
    // The app's own hashing, as registration, password reset and the bootstrap admin use it
    // (test fixtures hash cheaply: test/factories.ts).
    const stored = await hashPassword("Correct-horse-42!");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Correct-horse-42!")).toBe(true);
    expect(await verifyPassword(stored, "Correct-horse-43!")).toBe(false);
  });

  it("refuses a wrong password with 401 in the contract format", async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "nope" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: "invalid_credentials", details: { remaining_attempts: 19 } });
  });
});

describe("settings", () => {
  it("serves defaults publicly and lets admins change them with validation", async () => {
    const pub = (await app.inject("/api/settings/public")).json();
    expect(pub).toMatchObject({ cc_per_banner_view: 0.1, board_enabled: true, show_dealer_comment: true });
    expect(pub.sns_max_per_user).toBeUndefined();

    const admin = await createAdmin(app);
    const cookie = await loginCookie(app, admin);
    const bad = await app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: { cc_per_banner_view: -1, availability_check_time: "25:00" },
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["cc_per_banner_view", "availability_check_time"]));
    const unknown = await app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: { nope: 1 },
    });
    expect(unknown.statusCode).toBe(422);

    const ok = await app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: { cc_per_banner_view: 0.25, board_enabled: false, availability_check_time: "03:30" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      cc_per_banner_view: 0.25,
      board_enabled: false,
      availability_check_time: "03:30",
      show_dealer_comment: true,
    });
    expect((await app.inject("/api/settings/public")).json()).toMatchObject({
      cc_per_banner_view: 0.25,
      board_enabled: false,
    });
    await app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: { board_enabled: true },
    });
  });
});
