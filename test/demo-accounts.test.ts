import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie } from "./factories.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { ensureDemoUsers, resetDemoUsers, type DemoAccount } from "../src/server/demo/users.js";

// The demo accounts are printed once; `npm run demo:accounts` (resetDemoUsers) gives them
// new passwords for whoever missed that print.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const login = (a: Pick<DemoAccount, "email" | "password">) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email: a.email, password: a.password } });

describe("demo accounts", () => {
  it("are created once in an empty database, and new passwords replace the printed ones", async () => {
    const first = await ensureDemoUsers(app.core);
    expect(first?.map((a) => [a.role, a.email])).toEqual([
      ["admin", "admin@demo.local"],
      ["user", "user@demo.local"],
    ]);
    expect(await ensureDemoUsers(app.core)).toBeNull();
    for (const a of first!) expect((await login(a)).statusCode).toBe(200);

    const again = await resetDemoUsers(app.core);
    for (const [i, a] of again.entries()) {
      expect(a.email).toBe(first![i].email);
      expect(a.password).not.toBe(first![i].password);
      expect((await login(a)).statusCode).toBe(200);
      expect((await login(first![i])).statusCode).toBe(401);
    }
    const me = await app.inject({ url: "/api/auth/me", headers: { cookie: await loginCookie(app, again[0]) } });
    expect(me.json()).toMatchObject({ email: "admin@demo.local", role: "admin" });
  });
});
