import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { notificationBroadcasts, notifications, promoAlertsSent } from "../src/server/db/schema/community.js";
import { users } from "../src/server/db/schema/users.js";
import { cars } from "../src/server/db/schema/cars.js";
import { BROADCAST_CHUNK } from "../src/server/modules/notifications/broadcast.js";
import { notify } from "../src/server/modules/notifications/service.js";
import { newReferralCode } from "../src/server/modules/accounts/referral-code.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { SITE_ENV, promoteCar, sentTo } from "./notifications-helpers.js";
import { patient, pollUntil } from "./patience.js";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminCookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url }, SITE_ENV);
  admin = await createAdmin(app);
  adminCookie = await loginCookie(app, admin);
});
afterAll(async () => {
  await app.close();
  await sink.stop();
});

const sendTo = (userId: number, n: number) =>
  app.core.db.transaction(async (tx) => {
    for (let i = 1; i <= n; i++)
      await notify(app.core, tx, { userId, kind: "cc_reward", params: { reason: "review", amount: i } });
  });

describe("my notifications", () => {
  it("lists them newest first with the unread count, marks one or all read, and hides other users'", async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const cookie = await loginCookie(app, user);
    await sendTo(user.id, 3);
    await sendTo(other.id, 1);
    const get = (url: string, c = cookie) => app.inject({ method: "GET", url, headers: { cookie: c } });
    const post = (url: string, c = cookie) => app.inject({ method: "POST", url, headers: { cookie: c } });

    const page1 = await get("/api/users/me/notifications?page=1&page_size=2");
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 2, unread_count: 3 });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      kind: "cc_reward",
      title: "You earned 3 CC",
      read: false,
      read_at: null,
      link: "/me",
      lang: "en",
    });
    expect(body.items[0].id).toBeGreaterThan(body.items[1].id);
    expect((await get("/api/users/me/notifications?page=2&page_size=2")).json().items).toHaveLength(1);

    const read = await post(`/api/users/me/notifications/${body.items[1].id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: body.items[1].id, read: true, unread_count: 2 });
    expect(read.json().read_at).toEqual(expect.any(String));
    // Again: still read, same time.
    const again = await post(`/api/users/me/notifications/${body.items[1].id}/read`);
    expect(again.json().read_at).toBe(read.json().read_at);
    expect((await get("/api/users/me/notifications/unread-count")).json()).toEqual({ unread_count: 2 });
    expect((await get("/api/users/me/notifications?unread_only=true")).json().total).toBe(2);

    const [othersRow] = await app.core.db.select().from(notifications).where(eq(notifications.userId, other.id));
    const foreign = await post(`/api/users/me/notifications/${othersRow.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe("not_found");
    expect((await post("/api/users/me/notifications/999999/read")).statusCode).toBe(404);
    expect((await post("/api/users/me/notifications/abc/read")).statusCode).toBe(422);
    const [stillUnread] = await app.core.db.select().from(notifications).where(eq(notifications.id, othersRow.id));
    expect(stillUnread.readAt).toBeNull();

    const all = await post("/api/users/me/notifications/read-all");
    expect(all.json()).toEqual({ updated: 2, unread_count: 0 });
    expect((await get("/api/users/me/notifications")).json().unread_count).toBe(0);
    expect((await app.inject({ method: "GET", url: "/api/users/me/notifications" })).statusCode).toBe(401);
  });
});

describe("admin notifications", () => {
  const send = (payload: object, cookie = adminCookie) =>
    app.inject({ method: "POST", url: "/api/admin/notifications", headers: { cookie }, payload });

  it("needs exactly one of user_id and all: true, a title and a message", async () => {
    const user = await createUser(app);
    for (const payload of [
      { title: "t", message: "m" },
      { user_id: user.id, all: true, title: "t", message: "m" },
      { all: false, title: "t", message: "m" },
      { user_id: user.id, title: "  ", message: "m" },
      { user_id: user.id, title: "t" },
      { user_id: user.id, title: "t", message: "x".repeat(5001) },
    ]) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.code).toBe("validation_error");
    }
    expect((await send({ user_id: 999999, title: "t", message: "m" })).statusCode).toBe(404);
    const deleted = await createUser(app, { deletedAt: new Date() });
    expect((await send({ user_id: deleted.id, title: "t", message: "m" })).statusCode).toBe(404);
    const userCookie = await loginCookie(app, user);
    expect((await send({ user_id: user.id, title: "t", message: "m" }, userCookie)).statusCode).toBe(403);
  });

  it(
    "sends to every active user in chunks; each gets one notification and one email",
    async () => {
      // More users than one chunk: the first chunk is written at once, the rest by the job.
      const extra = BROADCAST_CHUNK + 20;
      const inserted = await app.core.db
        .insert(users)
        .values(
          Array.from({ length: extra }, (_, i) => ({
            email: `bulk-${i}@example.com`,
            passwordHash: "x",
            name: `Bulk ${i}`,
            referralCode: newReferralCode(),
            country: i % 2 ? "KR" : "US",
          })),
        )
        .returning({ id: users.id });
      const inactive = await createUser(app, { isActive: false });
      const deleted = await createUser(app, { deletedAt: new Date() });
      const eligible = (
        await app.core.db.select({ id: users.id, isActive: users.isActive, deletedAt: users.deletedAt }).from(users)
      ).filter((u) => u.isActive && !u.deletedAt);

      const res = await send({ all: true, title: "Site maintenance", message: "Back at 10:00." });
      expect(res.statusCode).toBe(202);
      const body = res.json();
      expect(body.recipients).toBe(eligible.length);
      expect(body.created).toBeGreaterThanOrEqual(BROADCAST_CHUNK);
      expect(body.created + body.queued).toBe(eligible.length);

      await pollUntil(
        async () => {
          const [b] = await app.core.db
            .select()
            .from(notificationBroadcasts)
            .where(eq(notificationBroadcasts.id, body.broadcast_id));
          return b.finishedAt !== null;
        },
        Boolean,
        { ms: 30000, what: "waiting for the broadcast to finish" },
      );
      const list = await app.inject({
        method: "GET",
        url: "/api/admin/notifications/broadcasts",
        headers: { cookie: adminCookie },
      });
      expect(list.json().items[0]).toMatchObject({
        id: body.broadcast_id,
        created: eligible.length,
        recipients: eligible.length,
        queued: 0,
      });

      const rows = await app.core.db
        .select({ userId: notifications.userId, lang: notifications.lang })
        .from(notifications)
        .where(eq(notifications.title, "Site maintenance"));
      expect(rows).toHaveLength(eligible.length);
      expect(new Set(rows.map((r) => r.userId)).size).toBe(eligible.length);
      expect(rows.some((r) => r.userId === inactive.id || r.userId === deleted.id)).toBe(false);
      const bulkIds = new Set(inserted.map((u) => u.id));
      expect(rows.filter((r) => bulkIds.has(r.userId) && r.lang === "ko")).toHaveLength(extra / 2);

      // Every email goes out, once each.
      await pollUntil(
        async () => sink.messages.filter((m) => m.subject === "Site maintenance").length >= eligible.length,
        Boolean,
        { ms: 60000, what: "waiting for the emails" },
      );
      const mailed = sink.messages.filter((m) => m.subject === "Site maintenance");
      expect(mailed).toHaveLength(eligible.length);
      expect(mailed.some(sentTo("bulk-1@example.com"))).toBe(true);
    },
    patient(120_000),
  );
});

describe("promo alerts", () => {
  it("go out when an admin registers a matching car as a hero banner", async () => {
    const fan = await createUser(app, {
      promoPreferredMaker: "기아",
      promoPreferredModel: "K5",
      promoEmailEnabled: true,
    });
    const [car] = await app.core.db
      .insert(cars)
      .values({
        carName: "기아 K5 DL3 2.0 가솔린",
        maker: "기아",
        model: "K5",
        year: 2022,
        mileage: 21000,
        fuel: "가솔린",
        transmission: "오토",
        priceKrw: 24_500_000,
      })
      .returning();
    const res = await app.inject({
      method: "POST",
      url: `/api/hero-banners/admin/toggle/${car.id}`,
      headers: { cookie: adminCookie },
    });
    expect(res.json()).toEqual({ car_id: car.id, is_banner: true });
    const mail = await sink.waitFor(sentTo(fan.email));
    expect(mail.html || "").toContain(`/cars/${car.id}`);
    // Taking the banner off again sends nothing more.
    await app.inject({
      method: "POST",
      url: `/api/hero-banners/admin/toggle/${car.id}`,
      headers: { cookie: adminCookie },
    });
    expect(sink.messages.filter(sentTo(fan.email))).toHaveLength(1);
  });

  it("emails matching users with alerts on, once per user and car; nobody else", async () => {
    const exact = await createUser(app, { promoPreferredMaker: "현대", promoEmailEnabled: true });
    const english = await createUser(app, {
      promoPreferredMaker: " hyundai ",
      promoPreferredModel: "Sonata",
      promoEmailEnabled: true,
    });
    const otherModel = await createUser(app, {
      promoPreferredMaker: "현대",
      promoPreferredModel: "그랜저",
      promoEmailEnabled: true,
    });
    const off = await createUser(app, { promoPreferredMaker: "현대", promoEmailEnabled: false });
    const gone = await createUser(app, { promoPreferredMaker: "현대", promoEmailEnabled: true, deletedAt: new Date() });
    const inactive = await createUser(app, { promoPreferredMaker: "현대", promoEmailEnabled: true, isActive: false });
    const kia = await createUser(app, { promoPreferredMaker: "기아", promoEmailEnabled: true });
    const car = await promoteCar(app, { maker: "현대", model: "쏘나타", carName: "현대 쏘나타 DN8" });

    await sink.waitFor(sentTo(exact.email));
    await sink.waitFor(sentTo(english.email));
    const sentFor = async (carId: number) =>
      (await app.core.db.select().from(promoAlertsSent).where(eq(promoAlertsSent.carId, carId)))
        .map((r) => r.userId)
        .sort((a, b) => a - b);
    expect(await sentFor(car.id)).toEqual([exact.id, english.id].sort((a, b) => a - b));

    // Queued again (toggled off and on): nobody gets it twice.
    await app.core.events.emit("bannersChanged", { carIds: [car.id], joinedPromotion: [car.id] });
    await pollUntil(
      async () => {
        const { rows } = await app.core.database.executor.executeSql(
          "select count(*)::int as n from pgboss.job where name = 'promo-alerts' and state <> 'completed'",
          [],
        );
        return rows[0].n === 0;
      },
      Boolean,
      { ms: 20000, what: "waiting for promo jobs" },
    );
    expect(sink.messages.filter(sentTo(exact.email))).toHaveLength(1);
    for (const u of [otherModel, off, gone, inactive, kia])
      expect(sink.messages.some(sentTo(u.email)), u.email).toBe(false);

    // A sold-out car announces nothing.
    const sold = await promoteCar(app, { maker: "현대", model: "쏘나타", soldout: true });
    await pollUntil(
      async () => {
        const { rows } = await app.core.database.executor.executeSql(
          "select count(*)::int as n from pgboss.job where name = 'promo-alerts' and state <> 'completed'",
          [],
        );
        return rows[0].n === 0;
      },
      Boolean,
      { ms: 20000, what: "waiting for promo jobs" },
    );
    expect(await sentFor(sold.id)).toEqual([]);
  });

  it("switches alerts off from the email's link (GET page, or one-click POST) and rejects forged tokens", async () => {
    const user = await createUser(app, { country: "KR", promoPreferredMaker: "기아", promoEmailEnabled: true });
    const other = await createUser(app, {
      country: "US",
      promoPreferredMaker: "기아",
      promoPreferredModel: "K5",
      promoEmailEnabled: true,
    });
    await promoteCar(app, { maker: "기아", model: "K5" });
    const mail = await sink.waitFor(sentTo(user.email));
    const otherMail = await sink.waitFor(sentTo(other.email));
    const link = (m: typeof mail) =>
      /https:\/\/cars\.example\.test(\/api\/promo\/unsubscribe\?token=[^\s"<>]+)/.exec(m.text ?? "")![1];

    const forged = link(mail).replace(/\.[A-Za-z0-9_-]{4}/, ".AAAA");
    const bad = await app.inject({ method: "GET", url: forged });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["content-type"]).toContain("text/html");
    const swapped = link(mail).replace(`token=${user.id}.`, `token=${other.id}.`);
    expect((await app.inject({ method: "GET", url: swapped })).statusCode).toBe(400);
    expect((await reloadUser(app, other.id)).promoEmailEnabled).toBe(true);
    expect((await app.inject({ method: "GET", url: "/api/promo/unsubscribe" })).statusCode).toBe(422);

    const page = await app.inject({ method: "GET", url: link(mail) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("프로모션 알림이 꺼졌습니다");
    expect(page.body).toContain(user.email);
    expect((await reloadUser(app, user.id)).promoEmailEnabled).toBe(false);
    expect((await reloadUser(app, user.id)).promoPreferredMaker).toBe("기아");

    const oneClick = await app.inject({
      method: "POST",
      url: link(otherMail),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await reloadUser(app, other.id)).promoEmailEnabled).toBe(false);
  });
});

describe("contact us", () => {
  const contact = (payload: object, remoteAddress = "192.0.2.10") =>
    app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress });
  const valid = { name: "Ann", email: "ann@example.com", subject: "Shipping", message: "How much to Vladivostok?" };

  it("validates, stores, and lists the messages for admins", async () => {
    for (const [i, payload] of [
      { ...valid, email: "not-an-email" },
      { ...valid, name: "" },
      { ...valid, name: "   " },
      { ...valid, message: "x".repeat(5001) },
      { ...valid, subject: "s".repeat(201) },
      { name: "Ann" },
    ].entries()) {
      // Refused requests count too: five per client address.
      expect((await contact(payload, `192.0.2.${50 + (i % 5)}`)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(
        422,
      );
    }
    const res = await contact({ ...valid, email: "Ann@Example.com" }, "192.0.2.60");
    expect(res.statusCode).toBe(202);
    const list = await app.inject({
      method: "GET",
      url: "/api/admin/contact-messages?q=vladivostok&page_size=5",
      headers: { cookie: adminCookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 0 });
    const byEmail = await app.inject({
      method: "GET",
      url: "/api/admin/contact-messages?q=ann@example",
      headers: { cookie: adminCookie },
    });
    expect(byEmail.json().items[0]).toMatchObject({
      name: "Ann",
      email: "ann@example.com",
      subject: "Shipping",
      message: valid.message,
      user_id: null,
    });
    expect(byEmail.json()).toMatchObject({ page: 1, page_size: 20 });
    const asUser = await loginCookie(app, await createUser(app));
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/contact-messages", headers: { cookie: asUser } })).statusCode,
    ).toBe(403);
    await sink.waitFor((m) => sentTo(admin.email)(m) && m.subject === "New contact message: Shipping");
  });

  it("allows 5 messages per 10 minutes per client address and per sender address", async () => {
    for (let i = 0; i < 5; i++)
      expect((await contact({ ...valid, email: `ip-${i}@example.com` }, "192.0.2.20")).statusCode).toBe(202);
    const limited = await contact({ ...valid, email: "ip-6@example.com" }, "192.0.2.20");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");

    for (let i = 0; i < 5; i++)
      expect((await contact({ ...valid, email: "same@example.com" }, `198.51.100.${i + 1}`)).statusCode).toBe(202);
    const sameSender = await contact({ ...valid, email: "SAME@example.com" }, "198.51.100.99");
    expect(sameSender.statusCode).toBe(429);
    expect(sameSender.json().error.code).toBe("rate_limited");
  });
});
