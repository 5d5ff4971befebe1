import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createUser, loginCookie } from "./factories.js";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("GET /api/auth/session", () => {
  it("answers a visitor 200 {user: null} (no error in the browser console), while /api/auth/me stays 401", async () => {
    const res = await app.inject({ url: "/api/auth/session" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect((await app.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
  });

  it("answers a logged-in user with the same user object as /api/auth/me", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const res = await app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const me = await app.inject({ url: "/api/auth/me", headers: { cookie } });
    expect(res.json()).toEqual({ user: me.json() });
    expect(res.json().user.email).toBe(user.email);
  });

  it("answers {user: null} after logout", async () => {
    const cookie = await loginCookie(app, await createUser(app));
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect((await app.inject({ url: "/api/auth/session", headers: { cookie } })).json()).toEqual({ user: null });
  });
});
