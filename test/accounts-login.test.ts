import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { mailTo, resetTokenFrom, sessionCookie, STRONG_PASSWORD, uniqueEmail, type Sink } from "./accounts-helpers.js";
import { passwordResetTokens, sessions } from "../src/server/db/schema/users.js";
import { drainJobs } from "./drain-jobs.js";

let app: TestApp;
let sink: Sink;
let adminCookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  adminCookie = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  await app.close();
  await sink.stop();
});

const login = (email: string, password: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });
const me = (cookie: string) => app.inject({ url: "/api/auth/me", headers: { cookie } });

/** Asks for a reset link and returns the token read from the emailed link. */
async function resetToken(email: string, lang?: string) {
  const since = sink.messages.length;
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/password-reset/request",
    payload: { email, ...(lang ? { lang } : {}) },
  });
  expect(res.statusCode).toBe(202);
  const mail = await mailTo(sink, email, since);
  return { token: decodeURIComponent(resetTokenFrom(mail)), mail };
}
const confirm = (token: string, password: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/password-reset/confirm",
    payload: { token, password },
    headers: cookie ? { cookie } : {},
  });

describe("login", () => {
  it("answers 401 with the remaining attempts and resets the counter on success", async () => {
    const user = await createUser(app);
    for (let i = 1; i <= 3; i++) {
      const res = await login(user.email, "wrong-password");
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: "invalid_credentials", details: { remaining_attempts: 20 - i } });
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await reloadUser(app, user.id)).failedLoginCount).toBe(0);
    expect((await login(user.email, "wrong-password")).json().error.details.remaining_attempts).toBe(19);
  });

  it("locks after 20 failures until a password reset, which unlocks and clears the count", async () => {
    const user = await createUser(app);
    // The rate limit (30 per address and email) leaves room for 20 failures and the checks below.
    for (let i = 1; i <= 19; i++) expect((await login(user.email, `wrong-${i}`)).statusCode).toBe(401);
    const locked = await login(user.email, "wrong-20");
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.code).toBe("account_locked");
    expect(locked.json().error.details.reset_url).toBe(
      `http://localhost:3000/forgot-password?email=${encodeURIComponent(user.email)}`,
    );
    // Even the right password is refused now.
    expect((await login(user.email, user.password)).statusCode).toBe(423);

    const { token } = await resetToken(user.email);
    expect((await confirm(token, "Brand-new-pass#1")).statusCode).toBe(200);
    const after = await reloadUser(app, user.id);
    expect(after.lockedAt).toBeNull();
    expect(after.failedLoginCount).toBe(0);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, "Brand-new-pass#1")).statusCode).toBe(200);
  });

  it("gives a new session id on every login and drops the previous one", async () => {
    const user = await createUser(app);
    const first = sessionCookie(await login(user.email, user.password))!;
    const second = await login(user.email, user.password, first);
    const secondCookie = sessionCookie(second)!;
    expect(secondCookie).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(secondCookie)).statusCode).toBe(200);
  });

  it("ends a session on logout", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const out = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("expires idle sessions", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    await app.core.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '30 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("refuses deleted and deactivated users with 403 account_disabled", async () => {
    const deleted = await createUser(app, { deletedAt: new Date() });
    const res = await login(deleted.email, deleted.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("account_disabled");
    const inactive = await createUser(app, { isActive: false });
    expect((await login(inactive.email, inactive.password)).json().error.code).toBe("account_disabled");
    // A wrong password says nothing about the account's state.
    expect((await login(inactive.email, "wrong")).statusCode).toBe(401);
  });

  it("ends a user's sessions at once when an admin deactivates them, and lets them back after reactivation", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const off = await app.inject({
      method: "PATCH",
      url: `/api/admin/users/${user.id}`,
      headers: { cookie: adminCookie },
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await app.core.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(0);
    expect((await login(user.email, user.password)).statusCode).toBe(403);
    await app.inject({
      method: "PATCH",
      url: `/api/admin/users/${user.id}`,
      headers: { cookie: adminCookie },
      payload: { is_active: true },
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("ends a user's sessions at once when they are deleted", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/admin/users/${user.id}`, headers: { cookie: adminCookie } }))
        .statusCode,
    ).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(403);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the email exists, and mails only real accounts", async () => {
    const user = await createUser(app);
    const missing = uniqueEmail("ghost");
    const a = await app.inject({
      method: "POST",
      url: "/api/auth/password-reset/request",
      payload: { email: user.email },
    });
    const b = await app.inject({
      method: "POST",
      url: "/api/auth/password-reset/request",
      payload: { email: missing },
    });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.body).toBe(b.body);
    await mailTo(sink, user.email);
    // Every mail queued by now has been sent once no job is left: a mail to the unknown address
    // would be in the sink.
    expect(await drainJobs(app)).toBe(true);
    expect(sink.messages.some((m) => (m.to && "text" in m.to ? m.to.text : "").includes(missing))).toBe(false);
  });

  it("emails a single-use link valid for one hour, stored hashed, in the requested language", async () => {
    const user = await createUser(app);
    const { token, mail } = await resetToken(user.email, "ru");
    expect(mail.subject).toContain("Сброс пароля");
    expect(mail.html).toContain("/reset-password?token=");
    const [row] = await app.core.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row.tokenHash).not.toContain(token);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect((await confirm(token, STRONG_PASSWORD)).statusCode).toBe(200);
    const reused = await confirm(token, "Another-pass#2");
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.details[0].field).toBe("token");
  });

  it("refuses an expired token and a token replaced by a newer one", async () => {
    const user = await createUser(app);
    const { token: first } = await resetToken(user.email);
    const { token: second } = await resetToken(user.email);
    expect((await confirm(first, STRONG_PASSWORD)).statusCode).toBe(422);
    await app.core.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await confirm(second, STRONG_PASSWORD)).statusCode).toBe(422);
    expect((await confirm("made-up-token", STRONG_PASSWORD)).statusCode).toBe(422);
  });

  it("enforces the password policy and keeps the token usable after a refusal", async () => {
    const user = await createUser(app);
    const { token } = await resetToken(user.email);
    const weak = await confirm(token, "weakpass");
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.details[0]).toMatchObject({ field: "password", unmet: ["min_length", "special_char"] });
    expect((await confirm(token, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("ends every session of the account, the one it was confirmed from too, and no other account's", async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const elsewhere = await loginCookie(app, user);
    const here = await loginCookie(app, user);
    const otherCookie = await loginCookie(app, other);
    const { token } = await resetToken(user.email);
    const done = await confirm(token, STRONG_PASSWORD, here);
    expect(done.statusCode).toBe(200);
    // This browser's cookie is cleared as well: it signed in to the account that was reset.
    expect(done.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(200);
  });

  it("sends nothing for a deleted account", async () => {
    const user = await createUser(app, { deletedAt: new Date() });
    await app.inject({ method: "POST", url: "/api/auth/password-reset/request", payload: { email: user.email } });
    expect(
      await app.core.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toHaveLength(0);
  });

  it("is rate-limited per address and email", async () => {
    const email = uniqueEmail("reset-flood");
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await app.inject({ method: "POST", url: "/api/auth/password-reset/request", payload: { email } })).statusCode,
      );
    }
    expect(codes[9]).toBe(202);
    expect(codes[10]).toBe(429);
  });
});
