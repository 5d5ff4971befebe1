import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { hashPassword } from "../src/server/modules/accounts/passwords.js";
import { createUser, DEFAULT_PASSWORD, reloadUser } from "./factories.js";

let app: TestApp;
// The real argon2 cost (fixtures hash cheaply, test/factories.ts): each check takes as long as in
// production, so the guesses of a burst overlap as they would there.
let realHash: string;
beforeAll(async () => {
  app = await createTestApp();
  realHash = await hashPassword(DEFAULT_PASSWORD);
});
afterAll(async () => {
  await app.close();
});

describe("login lockout under a burst", () => {
  const attemptFor = (email: string) => (password: string) =>
    app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

  it("checks at most 20 of 27 wrong guesses sent at once; the account ends locked and never opens", async () => {
    const user = await createUser(app, { passwordHash: realHash });
    const attempt = attemptFor(user.email);
    const answers = await Promise.all(Array.from({ length: 27 }, (_, i) => attempt(`wrong-password-${i}`)));
    // The 20th failure answers 423 itself, so at most 19 plain refusals; the rest are 423.
    expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(19);
    for (const r of answers) expect([401, 423]).toContain(r.statusCode);
    const after = await reloadUser(app, user.id);
    expect(after.lockedAt).not.toBeNull();
    expect(after.failedLoginCount).toBe(20);
    // Locked stays locked, even for the right password: no session.
    const right = await attempt(user.password);
    expect(right.statusCode).toBe(423);
    expect(right.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("27 wrong + the right one at once: the right one opens only if it came before the lock", async () => {
    const user = await createUser(app, { passwordHash: realHash });
    const attempt = attemptFor(user.email);
    const answers = await Promise.all([
      ...Array.from({ length: 27 }, (_, i) => attempt(`wrong-password-${i}`)),
      attempt(user.password),
    ]);
    const right = answers[27];
    for (const r of answers.slice(0, 27)) expect([401, 423]).toContain(r.statusCode);
    const after = await reloadUser(app, user.id);
    // On one connection (PGlite) the guesses are checked in order, so the right one comes after
    // the lock; on PostgreSQL it may be checked first, and then a success is a success.
    if (right.statusCode === 423) {
      expect(right.cookies.find((c) => c.name === "sid")).toBeUndefined();
      expect(answers.slice(0, 27).filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(19);
      expect(after.lockedAt).not.toBeNull();
      expect(after.failedLoginCount).toBe(20);
    } else {
      expect(right.statusCode).toBe(200);
      expect(right.cookies.find((c) => c.name === "sid")).toBeDefined();
      // The count restarted at the success; a lock still means exactly 20 counted failures.
      expect(after.lockedAt === null ? after.failedLoginCount < 20 : after.failedLoginCount === 20).toBe(true);
    }
    if (after.lockedAt) expect((await attempt(user.password)).statusCode).toBe(423);
  });
});
