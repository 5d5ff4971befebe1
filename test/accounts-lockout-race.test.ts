import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createUser, reloadUser } from "./factories.js";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("login lockout under a burst", () => {
  it("checks at most 20 guesses of 27 wrong + the right one sent at once, and the account ends locked", async () => {
    const user = await createUser(app);
    const attempt = (password: string) =>
      app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.email, password } });
    const answers = await Promise.all([
      ...Array.from({ length: 27 }, (_, i) => attempt(`wrong-password-${i}`)),
      attempt(user.password),
    ]);
    const right = answers[27];
    const wrongChecked = answers.slice(0, 27).filter((r) => r.statusCode === 401).length;
    // The 20th failure answers 423 itself, so at most 19 plain refusals.
    expect(wrongChecked).toBeLessThanOrEqual(19);
    for (const r of answers.slice(0, 27)) expect([401, 423]).toContain(r.statusCode);
    expect(right.statusCode).toBe(423);
    expect(right.cookies.find((c) => c.name === "sid")).toBeUndefined();
    const after = await reloadUser(app, user.id);
    expect(after.lockedAt).not.toBeNull();
    expect(after.failedLoginCount).toBe(20);
    // Locked stays locked, even for the right password.
    expect((await attempt(user.password)).statusCode).toBe(423);
  });
});
