/**
 * An administrator locked out of their second factor (api.md "An admin locked out of their second
 * factor"): DELETE /api/admin/users/{id}/totp turns another user's TOTP off, ends their sessions,
 * goes to the audit log (user.totp_reset, secrets masked) and emails them in their language; on
 * one's own account 403. Two administrators resetting the same factor at once: one reset, one
 * audit row, one email.
 */
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpRecoveryCodes } from "../src/server/db/schema/users.js";
import { queryRows } from "../src/server/lib/sql.js";
import { totpCodeAt } from "../src/server/modules/accounts/totp.js";
import { mailTo } from "./accounts-helpers.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "./factories.js";
import { drainJobs } from "./drain-jobs.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
let adminUser: Awaited<ReturnType<typeof createAdmin>>;
let admin: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  adminUser = await createAdmin(app);
  admin = await loginCookie(app, adminUser);
});
afterAll(async () => {
  await drainJobs(app).catch(() => {});
  await app?.close();
  await sink?.stop();
});

const as = (cookie: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const works = async (cookie: string) => (await as(cookie, "GET", "/api/users/me")).statusCode === 200;

/** A user with two-step sign-in on (through the API); answers their secret and a session. */
async function withFactor(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  const cookie = await loginCookie(app, user);
  const { secret } = (await as(cookie, "POST", "/api/users/me/totp")).json() as { secret: string };
  const enabled = await as(cookie, "POST", "/api/users/me/totp/enable", { code: totpCodeAt(secret) });
  expect(enabled.statusCode).toBe(200);
  return { user, cookie, secret };
}

type AuditRow = { action: string; target_type: string; target_id: string; before: unknown; after: unknown };
const auditSince = async (mark: number) =>
  queryRows<AuditRow>(app.core.db, sql`select * from audit_log where id > ${mark} order by id`);
const auditMark = async () =>
  Number((await queryRows<{ id: string | null }>(app.core.db, sql`select max(id) as id from audit_log`))[0]!.id ?? 0);

describe("an administrator turns off a user's second factor", () => {
  it("turns it off, ends their sessions, records it and emails them in their language", async () => {
    const { user, cookie, secret } = await withFactor({ lang: "mn" });
    const mark = await auditMark();
    const since = sink.messages.length;
    const res = await as(admin, "DELETE", `/api/admin/users/${user.id}/totp`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await works(cookie)).toBe(false);
    const row = await reloadUser(app, user.id);
    expect(row).toMatchObject({ totpSecret: null, totpSecretSealed: null, totpEnabledAt: null, totpLastStep: null });
    const [codes] = await app.core.db
      .select({ n: count() })
      .from(totpRecoveryCodes)
      .where(eq(totpRecoveryCodes.userId, user.id));
    expect(Number(codes!.n)).toBe(0);
    // The password alone signs in again; they set it up anew on My page → Security.
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);

    const rows = await auditSince(mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "user.totp_reset",
      target_type: "user",
      target_id: String(user.id),
      before: expect.objectContaining({ totp_secret: "***", totp_secret_sealed: "***" }),
      after: expect.objectContaining({ totp_secret: null, totp_secret_sealed: null }),
    });
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain("sealed1:");
    // Admin → Audit log names it.
    const listed = await as(admin, "GET", `/api/admin/audit?action=user.totp_reset&target=user:${user.id}`);
    expect(listed.json().items).toHaveLength(1);

    const mail = await mailTo(sink, user.email, since);
    expect(mail.subject).toBe("K-Car Market дахь бүртгэлийн хоёр шаттай нэвтрэлт унтарлаа");
    expect(mail.text).toContain("Миний хуудас → Аюулгүй байдал");
    expect(mail.text).toContain("/login");
  });

  it("answers 403 on one's own account, 409 when it is off, 404 for nobody, 422 for a malformed id", async () => {
    const own = await as(admin, "DELETE", `/api/admin/users/${adminUser.id}/totp`);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe("cannot_change_self");
    const plain = await createUser(app);
    const off = await as(admin, "DELETE", `/api/admin/users/${plain.id}/totp`);
    expect(off.statusCode).toBe(409);
    expect(off.json().error.code).toBe("totp_not_enabled");
    expect((await as(admin, "DELETE", "/api/admin/users/2147483647/totp")).statusCode).toBe(404);
    for (const bad of ["abc", "0", "-3", "2147483648"])
      expect((await as(admin, "DELETE", `/api/admin/users/${bad}/totp`)).statusCode, bad).toBe(422);
    // A buyer cannot, not even on someone else.
    const { user, cookie } = await withFactor();
    const other = await withFactor();
    expect((await as(cookie, "DELETE", `/api/admin/users/${other.user.id}/totp`)).statusCode).toBe(403);
    expect((await reloadUser(app, other.user.id)).totpSecret).not.toBeNull();
    expect(await works(cookie)).toBe(true);
    expect(user.id).not.toBe(other.user.id);
  });

  it("resets once when two administrators press it at the same moment: one audit row, one email", async () => {
    const second = await loginCookie(app, await createAdmin(app));
    const { user } = await withFactor({ lang: "ko" });
    const mark = await auditMark();
    const since = sink.messages.length;
    const answers = await Promise.all(
      [admin, second, admin, second].map((cookie) => as(cookie, "DELETE", `/api/admin/users/${user.id}/totp`)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([204, 409, 409, 409]);
    const rows = (await auditSince(mark)).filter((r) => r.action === "user.totp_reset");
    expect(rows).toHaveLength(1);
    await drainJobs(app);
    await mailTo(sink, user.email, since);
    const toUser = sink.messages.slice(since).filter((m) => m.to && "text" in m.to && m.to.text.includes(user.email));
    expect(toUser).toHaveLength(1);
    expect(toUser[0]!.subject).toBe("K-Car Market 계정의 2단계 로그인이 해제되었습니다");
  });
});
