import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";

let app: TestApp;
let userCookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  // User 1 is what the walk's "/:id → 1" requests act on (an admin DELETE soft-deletes it),
  // so the walking accounts must be others; so is session 1 (DELETE /api/users/me/sessions/1
  // would sign the walker out), which user 1 takes by signing in first.
  await loginCookie(app, await createUser(app));
  userCookie = await loginCookie(app, await createUser(app));
  adminCookie = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  await app.close();
});

/** Fills path parameters with a plausible integer so the route itself is reached. */
const concrete = (url: string) => url.replace(/:[a-z_]+/g, "1");

describe("route table access", () => {
  it("declares an access level on every /api route", () => {
    expect(app.routeTable.length).toBeGreaterThan(3);
    for (const route of app.routeTable) expect(["public", "user", "admin"]).toContain(route.access);
  });

  it("refuses to start with an /api route that declares no access", async () => {
    await expect(
      createTestApp({}, {}, { beforeReady: (a) => void a.get("/api/undeclared", async () => ({})) }),
    ).rejects.toThrow(/does not declare its access/);
  });

  it("walks every route anonymously, as a user and as an admin", async () => {
    const checked: string[] = [];
    for (const route of app.routeTable) {
      // Logging out would end the sessions this walk relies on.
      if (route.url === "/api/auth/logout") continue;
      const url = concrete(route.url);
      const call = (cookie?: string) =>
        app.inject({
          method: route.method as any,
          url,
          headers: cookie ? { cookie } : {},
          payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
        });
      const anon = await call();
      const asUser = await call(userCookie);
      const asAdmin = await call(adminCookie);
      if (route.access === "public") {
        expect(anon.statusCode, `${route.method} ${route.url} anonymous`).not.toBe(403);
      } else {
        expect(anon.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
        expect(anon.json().error.code).toBe("unauthorized");
      }
      if (route.access === "admin") {
        expect(asUser.statusCode, `${route.method} ${route.url} as user`).toBe(403);
      } else {
        expect([401, 403], `${route.method} ${route.url} as user`).not.toContain(asUser.statusCode);
      }
      expect([401, 403], `${route.method} ${route.url} as admin`).not.toContain(asAdmin.statusCode);
      for (const res of [anon, asUser, asAdmin])
        expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      checked.push(`${route.method} ${route.url}`);
    }
    expect(checked).toContain("GET /api/admin/settings");
  });
});
