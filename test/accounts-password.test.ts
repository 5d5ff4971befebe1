/**
 * Changing a password (api.md "Changing a password"): POST /api/users/me/password with the current
 * one. A wrong current password is 401 invalid_credentials and counts towards the lockout like a
 * wrong login; a new one that breaks the policy is 422 naming the unmet rules; success ends every
 * other session of the account (this one stays) and emails the user in their language.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/server/db/schema/users.js";
import { MAX_FAILED_LOGINS } from "../src/server/modules/accounts/login.js";
import { mailTo, sessionCookie, STRONG_PASSWORD } from "./accounts-helpers.js";
import { createUser, loginCookie, reloadUser } from "./factories.js";
import { drainJobs } from "./drain-jobs.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await drainJobs(app).catch(() => {});
  await app?.close();
  await sink?.stop();
});

const change = (cookie: string, payload: unknown) =>
  app.inject({ method: "POST", url: "/api/users/me/password", headers: { cookie }, payload: payload as object });
const works = async (cookie: string) =>
  (await app.inject({ url: "/api/users/me", headers: { cookie } })).statusCode === 200;
const login = (email: string, password: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("changing my password", () => {
  it("sets the new one, ends every other session, keeps this one and emails me in my language", async () => {
    const user = await createUser(app, { lang: "ru" });
    const elsewhere = await loginCookie(app, user);
    const here = await loginCookie(app, user);
    const since = sink.messages.length;
    const res = await change(here, { current_password: user.password, new_password: STRONG_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect([await works(here), await works(elsewhere)]).toEqual([true, false]);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const fresh = await login(user.email, STRONG_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(await works(sessionCookie(fresh)!)).toBe(true);
    const mail = await mailTo(sink, user.email, since, /Пароль/);
    expect(mail.subject).toBe("Пароль от K-Car Market изменён");
    expect(mail.text).toContain("на всех остальных устройствах выполнен выход");
    expect(mail.text).toContain("/forgot-password?email=");
    // The new hash is the app's own (argon2id), never the password.
    const row = await reloadUser(app, user.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it("answers a wrong current password with 401 invalid_credentials, counted by the lockout", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const wrong = await change(cookie, { current_password: "not-it", new_password: STRONG_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: "invalid_credentials",
      details: { field: "current_password", remaining_attempts: MAX_FAILED_LOGINS - 1 },
    });
    expect((await reloadUser(app, user.id)).failedLoginCount).toBe(1);
    // Wrong logins and wrong current passwords share the count: the 20th locks the account.
    for (let i = 0; i < MAX_FAILED_LOGINS - 2; i++) expect((await login(user.email, "nope")).statusCode).toBe(401);
    const last = await change(cookie, { current_password: "still-not-it", new_password: STRONG_PASSWORD });
    expect(last.statusCode).toBe(423);
    expect(last.json().error.code).toBe("account_locked");
    // Locked: the right current password changes nothing either, until a reset by email.
    expect((await change(cookie, { current_password: user.password, new_password: STRONG_PASSWORD })).statusCode).toBe(
      423,
    );
    expect((await login(user.email, user.password)).statusCode).toBe(423);
  });

  it("answers a new password that breaks the policy with 422 naming the unmet rules, costing no guess", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const weak = await change(cookie, { current_password: "wrong-anyway", new_password: "short" });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.details).toEqual([
      expect.objectContaining({ field: "new_password", unmet: ["min_length", "special_char"] }),
    ]);
    expect((await reloadUser(app, user.id)).failedLoginCount).toBe(0);
    const long = await change(cookie, { current_password: user.password, new_password: `${"a!".repeat(65)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.details[0].unmet).toEqual(["max_length"]);
  });

  it("refuses hostile bodies with 422 and callers without a session with 401, never a 5xx", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    for (const payload of [
      {},
      { current_password: user.password },
      { new_password: STRONG_PASSWORD },
      { current_password: "", new_password: STRONG_PASSWORD },
      { current_password: user.password, new_password: STRONG_PASSWORD, extra: 1 },
      { current_password: user.password, new_password: `a!\u0000${"b".repeat(20)}` },
      { current_password: user.password, new_password: "x".repeat(5000) },
      { current_password: 12345678901, new_password: STRONG_PASSWORD },
      { current_password: ["x"], new_password: STRONG_PASSWORD },
    ]) {
      const res = await change(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
    expect((await reloadUser(app, user.id)).failedLoginCount).toBe(0);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/users/me/password",
      payload: { current_password: user.password, new_password: STRONG_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("takes a burst of wrong guesses as the lockout and the rate limit say, and one of two right changes at once", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        change(cookie, { current_password: `guess-${i}`, new_password: STRONG_PASSWORD }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    // 10 a window per account reach the check; each of those counts once.
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    expect((await reloadUser(app, user.id)).failedLoginCount).toBe(10);

    const other = await createUser(app);
    const [a, b] = [await loginCookie(app, other), await loginCookie(app, other)];
    const both = await Promise.all([
      change(a, { current_password: other.password, new_password: "First-new-pass-1!" }),
      change(b, { current_password: other.password, new_password: "Second-new-pass-2!" }),
    ]);
    const statuses = both.map((r) => r.statusCode).sort();
    // One wins; the other finds the password changed under it (or its session ended by the winner).
    expect(statuses[0]).toBe(204);
    expect(statuses[1]).toBe(401);
    const winner = both[0]!.statusCode === 204 ? "First-new-pass-1!" : "Second-new-pass-2!";
    expect((await login(other.email, winner)).statusCode).toBe(200);
    const [row] = await app.core.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.lockedAt).toBeNull();
  });
});
