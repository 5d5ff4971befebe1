import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { drainJobs } from "./drain-jobs.js";
import { ccLedger } from "../src/server/db/schema/credits.js";
import { notifications } from "../src/server/db/schema/community.js";

let app: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let adminCookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  adminCookie = await loginCookie(app, await createAdmin(app));
  await settings({ sns_campaign_enabled: true, sns_reward_cc: 1.5, sns_max_per_user: 10 });
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as any });

async function settings(patch: Record<string, unknown>) {
  const res = await call("PUT", "/api/admin/settings", adminCookie, patch);
  expect(res.statusCode, res.body).toBe(200);
}

async function newUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, cookie: await loginCookie(app, user) };
}

let seq = 0;
const fbUrl = () => `https://www.facebook.com/share/p/${Date.now().toString(36)}${++seq}`;

const submit = async (cookie: string, platform = "facebook", url = fbUrl()) => {
  const res = await call("POST", "/api/sns-share", cookie, { platform, url });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; url: string };
};

const verify = (id: number, approved: boolean, note?: string) =>
  call("POST", `/api/sns-share/admin/${id}/verify`, adminCookie, { approved, note });

describe("SNS share submissions", () => {
  it("a user submits a share (201 pending) and sees it with the campaign rules", async () => {
    const { user, cookie } = await newUser();
    const url = `https://x.com/someone/status/${Date.now()}`;
    const created = await submit(cookie, "x", url);
    expect(created).toMatchObject({
      user_id: user.id,
      platform: "x",
      url,
      status: "pending",
      admin_note: null,
      reward_cc: null,
    });

    const mine = (await call("GET", "/api/sns-share/me", cookie)).json();
    expect(mine).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(mine.items[0]).toMatchObject({ id: created.id, status: "pending" });
    expect(mine.campaign).toMatchObject({ enabled: true, reward_cc: 1.5, max_per_user: 10, approved_count: 0 });
    expect(mine.campaign.platforms).toContain("x");
    expect((await call("GET", "/api/sns-share/me")).statusCode).toBe(401);
  });

  it("refuses when the campaign is off (409 campaign_disabled)", async () => {
    const { cookie } = await newUser();
    await settings({ sns_campaign_enabled: false });
    try {
      const res = await call("POST", "/api/sns-share", cookie, { platform: "facebook", url: fbUrl() });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe("campaign_disabled");
    } finally {
      await settings({ sns_campaign_enabled: true });
    }
  });

  it("422 for a platform the campaign does not accept, a non-http URL or a URL off the platform's domains", async () => {
    const { cookie } = await newUser();
    await settings({ sns_platforms: ["facebook", "telegram", "vk"] });
    try {
      const cases: Array<[string, string, string]> = [
        ["x", "https://x.com/a/status/1", "platform"],
        ["tiktok", "https://tiktok.com/@a/video/1", "platform"],
        ["facebook", "javascript:alert(1)//facebook.com", "url"],
        ["facebook", "ftp://facebook.com/a", "url"],
        ["facebook", "not a url", "url"],
        ["facebook", "https://evil-facebook.com/post/1", "url"],
        ["facebook", "https://facebook.com.evil.example/post/1", "url"],
        ["facebook", "https://t.me/channel/1", "url"],
        ["telegram", "https://user:pass@t.me/channel/1", "url"],
        ["vk", "https://vk.com.ru.example/wall1", "url"],
      ];
      for (const [platform, url, field] of cases) {
        const res = await call("POST", "/api/sns-share", cookie, { platform, url });
        expect(res.statusCode, `${platform} ${url}`).toBe(422);
        expect(res.json().error.details[0].field, `${platform} ${url}`).toBe(field);
      }
      expect(
        (await call("POST", "/api/sns-share", cookie, { platform: "telegram", url: "https://t.me/kcar/123" }))
          .statusCode,
      ).toBe(201);
      expect(
        (await call("POST", "/api/sns-share", cookie, { platform: "vk", url: "http://m.vk.com/wall-1_2" })).statusCode,
      ).toBe(201);
      expect((await call("POST", "/api/sns-share", cookie, { platform: "facebook" })).statusCode).toBe(422);
    } finally {
      await settings({ sns_platforms: ["facebook", "instagram", "x", "telegram", "vk", "kakao"] });
    }
  });

  it("409 for a URL that was already submitted, by anyone, in any spelling of scheme or fragment", async () => {
    const first = await newUser();
    const second = await newUser();
    const url = `https://www.instagram.com/p/${Date.now().toString(36)}/`;
    await submit(first.cookie, "instagram", url);
    for (const [cookie, again] of [
      [first.cookie, url],
      [second.cookie, url],
      [second.cookie, `${url}#comments`],
      [second.cookie, url.replace("https:", "http:")],
    ]) {
      const res = await call("POST", "/api/sns-share", cookie, { platform: "instagram", url: again });
      expect(res.statusCode, again).toBe(409);
      expect(res.json().error.code).toBe("duplicate_url");
    }
  });

  it("an approval credits the reward once to cash_cc_balance through the ledger and notifies the user", async () => {
    const { user, cookie } = await newUser({ country: "KR" });
    const s = await submit(cookie);
    const res = await verify(s.id, true, "Nice post");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: s.id, status: "approved", admin_note: "Nice post", reward_cc: 1.5 });

    const after = await reloadUser(app, user.id);
    expect(after.cashCcBalance).toBe(1500);
    expect(after.ccBalance).toBe(0);
    const entries = await app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      account: "cash_cc",
      amount: 1500,
      balanceAfter: 1500,
      kind: "sns_reward",
      idempotencyKey: `sns-reward:${s.id}`,
    });
    const me = (await call("GET", "/api/users/me", cookie)).json();
    expect(me).toMatchObject({ cash_cc_balance: 1.5, cc_balance: 0 });

    const again = await verify(s.id, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("already_decided");
    expect((await verify(s.id, false)).statusCode).toBe(409);
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(1500);

    const [note] = await app.core.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, "sns_verified")));
    // In the language of the user's country.
    expect(note).toMatchObject({ lang: "ko", link: "/me/sns", title: "SNS 공유가 승인되었습니다" });
    expect(note.message).toContain("1.5 CC");
    const mail = await sink.waitFor((m) => (m.to as { text: string } | undefined)?.text === user.email);
    expect(mail.subject).toBe(note.title);

    const mine = (await call("GET", "/api/sns-share/me", cookie)).json();
    expect(mine.items[0]).toMatchObject({ status: "approved", reward_cc: 1.5 });
    expect(mine.campaign.approved_count).toBe(1);
  });

  it("a rejection pays nothing, keeps the note and notifies", async () => {
    const { user, cookie } = await newUser();
    const s = await submit(cookie);
    const res = await verify(s.id, false, "Post is private");
    expect(res.json()).toMatchObject({ status: "rejected", admin_note: "Post is private", reward_cc: null });
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(0);
    expect((await verify(s.id, true)).statusCode).toBe(409);
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(0);
    const rows = await app.core.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.map((r) => r.kind)).toEqual(["sns_rejected"]);
    expect(rows[0].message).toContain("Post is private");
  });

  it("duplicate approvals raced with Promise.all reward exactly once", async () => {
    const { user, cookie } = await newUser();
    const s = await submit(cookie);
    const results = await Promise.all(Array.from({ length: 6 }, () => verify(s.id, true)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(1500);
    const entries = await app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, user.id));
    expect(entries).toHaveLength(1);
    const notes = await app.core.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
  });

  it("409 once the user reached sns_max_per_user approved shares (at submission and at approval)", async () => {
    await settings({ sns_max_per_user: 2 });
    try {
      const { user, cookie } = await newUser();
      const a = await submit(cookie);
      const b = await submit(cookie);
      const c = await submit(cookie);
      expect((await verify(a.id, true)).statusCode).toBe(200);
      expect((await verify(b.id, true)).statusCode).toBe(200);
      const late = await verify(c.id, true);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe("limit_reached");
      const refused = await call("POST", "/api/sns-share", cookie, { platform: "facebook", url: fbUrl() });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe("limit_reached");
      expect((await reloadUser(app, user.id)).cashCcBalance).toBe(3000);
      // The pending one can still be rejected.
      expect((await verify(c.id, false)).statusCode).toBe(200);
    } finally {
      await settings({ sns_max_per_user: 10 });
    }
  });

  it("admins list submissions with a status filter and paging; only admins verify", async () => {
    const { user, cookie } = await newUser();
    const a = await submit(cookie);
    const b = await submit(cookie);
    await verify(b.id, false);
    const pending = (await call("GET", "/api/sns-share/admin?status=pending&page_size=100", adminCookie)).json();
    expect(pending.items.every((i: { status: string }) => i.status === "pending")).toBe(true);
    const item = pending.items.find((i: { id: number }) => i.id === a.id);
    expect(item).toMatchObject({ user_id: user.id, user_email: user.email, platform: "facebook" });
    expect(pending.items.some((i: { id: number }) => i.id === b.id)).toBe(false);
    const rejected = (await call("GET", "/api/sns-share/admin?status=rejected", adminCookie)).json();
    expect(rejected.items.some((i: { id: number }) => i.id === b.id)).toBe(true);
    const page = (await call("GET", "/api/sns-share/admin?page=1&page_size=1", adminCookie)).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await call("GET", "/api/sns-share/admin?status=bogus", adminCookie)).statusCode).toBe(422);
    expect((await call("GET", "/api/sns-share/admin", cookie)).statusCode).toBe(403);
    expect((await call("POST", `/api/sns-share/admin/${a.id}/verify`, cookie, { approved: true })).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/api/sns-share/admin/999999/verify", adminCookie, { approved: true })).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/api/sns-share/admin/${a.id}/verify`, adminCookie, {})).statusCode).toBe(422);
    expect((await call("POST", "/api/sns-share/admin/abc/verify", adminCookie, { approved: true })).statusCode).toBe(
      422,
    );
  });
});
