/**
 * A buyer's data (api.md "A buyer's data"): GET /api/users/me/export answers, as a JSON
 * attachment, every section of what the service keeps about the logged-in user, made here through
 * the HTTP API, and nothing of anyone else's, and no secret (password hash, session id or token).
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataExport } from "../src/shared/api/data-export.js";
import { registerViaApi, sessionCookie, uniqueEmail, type Sink } from "./accounts-helpers.js";
import { actor, adjust, adminActor, createRequest, type Actor } from "./credits-helpers.js";
import { putSettings } from "./deals-helpers.js";
import { runAlertScan } from "../src/server/modules/alerts/service.js";
import { drainJobs } from "./drain-jobs.js";
import { createBannerCar, createCar, reloadUser } from "./factories.js";
import { promoteCar } from "./notifications-helpers.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { send } from "./helper.js";

let app: TestApp;
let admin: Actor;
let sink: Sink;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  admin = await adminActor(app);
  await putSettings(app, admin, { sns_campaign_enabled: true });
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink?.stop();
});

const exportOf = (who: Actor | null) => send(app, who, "GET", "/api/users/me/export");

async function ok(res: Awaited<ReturnType<typeof send>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.body ? res.json() : undefined;
}

let seq = 0;

/** A buyer with rows in every section the API can make, and what the test looks for in them. */
async function buyerWithEverything() {
  const n = ++seq;
  const buyer = await actor(app, { name: `Export Buyer ${n}`, country: "MN" });
  await adjust(app, admin, buyer.id, 10);
  await adjust(app, admin, buyer.id, 5, "cash_cc");

  const topup = await ok(
    await send(app, buyer, "POST", "/api/users/me/topups", {
      amount_cc: 25,
      payer_name: `Payer ${n}`,
      note: "salary",
    }),
    201,
  );
  const withdrawal = await ok(
    await send(app, buyer, "POST", "/api/users/me/withdrawals", {
      amount: 2,
      method: "bank_transfer",
      account_details: `IBAN EXPORT-${n}`,
    }),
    201,
  );

  const favorite = await createCar(app, { carName: `Favourite car ${n}` });
  await ok(await send(app, buyer, "PUT", `/api/users/me/favorites/${favorite.id}`), 204);
  const search = await ok(
    await send(app, buyer, "POST", "/api/users/me/saved-searches", {
      name: `Sonatas ${n}`,
      filters: { maker: "현대", year_min: 2018 },
      email_alerts: true,
    }),
    201,
  );

  const asked = await createCar(app, { carName: `Asked car ${n}` });
  const question = await ok(
    await send(app, buyer, "POST", `/api/cars/${asked.id}/questions`, { body: `Is the car ${n} still here?` }),
    201,
  );
  await ok(
    await send(app, admin, "POST", `/api/admin/questions/${question.thread_id}/messages`, {
      body: `Yes, car ${n} is here.`,
    }),
    201,
  );

  const post = await ok(
    await send(app, buyer, "POST", "/api/board/posts", { title: `My import story ${n}`, content: "<p>It came.</p>" }),
    201,
  );

  const request = await createRequest(app, buyer, { note: `Wanted for export ${n}` });
  const recommended = await createCar(app, { carName: `Recommended car ${n}` });
  await ok(
    await send(app, admin, "POST", `/api/admin/vehicle-requests/${request.id}/recommend`, {
      car_ids: [recommended.id],
    }),
  );
  const review = await ok(
    await send(app, buyer, "POST", "/api/reviews", {
      vehicle_request_id: request.id,
      rating: 4,
      content: `Good help ${n}`,
    }),
    201,
  );

  const banner = await createBannerCar(app, { carName: `Ordered car ${n}` });
  const purchase = await ok(await send(app, buyer, "POST", `/api/cars/${banner.id}/purchase`));
  await ok(
    await send(app, admin, "PATCH", `/api/admin/orders/${purchase.order_id}`, {
      status: "invoiced",
      price_usd: 15_000,
      vessel: `MV Export ${n}`,
      bl_number: `BL-${n}`,
    }),
  );

  const share = await ok(
    await send(app, buyer, "POST", "/api/sns-share", {
      platform: "facebook",
      url: `https://www.facebook.com/share/p/export${Date.now().toString(36)}${n}`,
    }),
    201,
  );
  await ok(
    await send(app, buyer, "POST", "/api/contact", {
      name: `Export Buyer ${n}`,
      email: buyer.email,
      subject: `Question ${n}`,
      message: "Hello",
    }),
    202,
  );
  await ok(
    await send(app, admin, "POST", "/api/admin/notifications", {
      user_id: buyer.id,
      title: `Hello buyer ${n}`,
      message: "A message for you",
    }),
  );
  await ok(await send(app, buyer, "POST", "/api/visits", { path: `/cars/${asked.id}` }), 204);
  await app.core.visitRecorder.drain();

  // Someone registers with the buyer's referral code: the buyer earns the signup reward.
  const { referralCode } = await reloadUser(app, buyer.id);
  const referredEmail = uniqueEmail("referred");
  const registered = await registerViaApi(app, sink, { email: referredEmail, referral_code: referralCode });
  expect(registered.statusCode, registered.body).toBe(201);
  const referred = { id: registered.json().id as number, email: referredEmail, cookie: sessionCookie(registered)! };

  // Promotion emails for the buyer's maker: a promoted car of that maker is announced to them.
  await ok(
    await send(app, buyer, "PUT", "/api/users/me/promo-preference", {
      promo_preferred_maker: "현대",
      promo_email_enabled: true,
    }),
  );
  const promoted = await promoteCar(app, { maker: "현대", model: "아반떼", carName: `Promoted car ${n}` });

  await runAlertScan(app.core);
  await drainJobs(app);

  return {
    buyer,
    n,
    referredEmail,
    referred,
    promoted,
    topup,
    withdrawal,
    favorite,
    search,
    asked,
    question,
    post,
    request,
    recommended,
    review,
    banner,
    purchase,
    share,
  };
}

describe("GET /api/users/me/export", () => {
  it("answers every section of the user's data as a JSON attachment, and only theirs", async () => {
    const mine = await buyerWithEverything();
    const other = await buyerWithEverything();
    const { buyer, n } = mine;

    const res = await exportOf(buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json() as DataExport;
    const day = body.exported_at.slice(0, 10);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="k-car-market-my-data-${day}.json"`);
    expect(Math.abs(Date.parse(body.exported_at) - Date.now())).toBeLessThan(60_000);
    expect(body).toMatchObject({ format_version: 1, site: "K-Car Market" });

    // Profile: the users row, balances included.
    expect(body.profile).toMatchObject({
      id: buyer.id,
      email: buyer.email,
      name: `Export Buyer ${n}`,
      country: "MN",
      role: "user",
      is_active: true,
      cash_cc_balance: 3,
      failed_login_count: 0,
      locked_at: null,
    });
    expect(body.profile.referral_code).toMatch(/\S/);

    // The ledger, oldest first: the admin's two credits, the request's, the order's and the
    // withdrawal's debits, the review reward; the balances agree with the profile.
    const kinds = body.ledger.map((e) => e.kind);
    expect(kinds.filter((k) => k === "admin_adjustment")).toHaveLength(2);
    expect(kinds).toEqual(expect.arrayContaining(["withdrawal", "review_reward", "banner_purchase"]));
    expect(body.ledger.map((e) => e.id)).toEqual([...body.ledger.map((e) => e.id)].sort((a, b) => a - b));
    expect(body.ledger[0]).toMatchObject({ account: "cc", amount: 10, balance_after: 10, note: "test funding" });
    const lastOf = (account: "cc" | "cash_cc") => body.ledger.filter((e) => e.account === account).at(-1)!;
    expect(lastOf("cc").balance_after).toBe(body.profile.cc_balance);
    expect(lastOf("cash_cc").balance_after).toBe(body.profile.cash_cc_balance);

    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ current: true });
    expect(Object.keys(body.sessions[0]).sort()).toEqual([
      "created_at",
      "current",
      "expires_at",
      "id",
      "ip",
      "last_seen_at",
      "user_agent",
    ]);

    expect(body.topups).toEqual([
      expect.objectContaining({
        id: mine.topup.id,
        amount_cc: 25,
        reference: mine.topup.reference,
        payer_name: `Payer ${n}`,
        note: "salary",
        status: "pending",
        has_proof: false,
      }),
    ]);
    expect(body.withdrawals).toEqual([
      expect.objectContaining({
        id: mine.withdrawal.id,
        amount: 2,
        account_details: `IBAN EXPORT-${n}`,
        status: "pending",
      }),
    ]);
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({
      id: mine.purchase.order_id,
      car: { id: mine.banner.id, car_name: `Ordered car ${n}` },
      status: "invoiced",
      price_usd: 15_000,
      vessel: `MV Export ${n}`,
      bl_number: `BL-${n}`,
      charged_cc: 1,
    });
    expect(body.orders[0].events.map((e) => e.status)).toEqual(["reserved", "invoiced"]);
    expect(body.car_access).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ car: { id: mine.banner.id, car_name: `Ordered car ${n}` }, kind: "purchase" }),
        expect.objectContaining({ car: { id: mine.recommended.id, car_name: `Recommended car ${n}` } }),
      ]),
    );
    expect(body.vehicle_requests).toEqual([
      expect.objectContaining({
        id: mine.request.id,
        note: `Wanted for export ${n}`,
        status: "completed",
        recommended_cars: [
          { car: { id: mine.recommended.id, car_name: `Recommended car ${n}` }, recommended_at: expect.any(String) },
        ],
      }),
    ]);
    expect(body.reviews).toEqual([
      expect.objectContaining({
        id: mine.review.id,
        vehicle_request_id: mine.request.id,
        rating: 4,
        content: `Good help ${n}`,
        is_visible: true,
      }),
    ]);
    expect(body.favorites).toEqual([
      { car: { id: mine.favorite.id, car_name: `Favourite car ${n}` }, created_at: expect.any(String) },
    ]);
    expect(body.saved_searches).toEqual([
      expect.objectContaining({
        id: mine.search.id,
        name: `Sonatas ${n}`,
        filters: expect.objectContaining({ maker: "현대", year_min: 2018 }),
        email_alerts: true,
      }),
    ]);
    expect(body.questions).toHaveLength(1);
    expect(body.questions[0]).toMatchObject({
      id: mine.question.thread_id,
      car: { id: mine.asked.id, car_name: `Asked car ${n}` },
    });
    expect(body.questions[0].messages.map((m) => [m.from, m.body])).toEqual([
      ["buyer", `Is the car ${n} still here?`],
      ["staff", `Yes, car ${n} is here.`],
    ]);
    expect(body.board_posts).toEqual([
      expect.objectContaining({ id: mine.post.id, title: `My import story ${n}`, content_html: "<p>It came.</p>" }),
    ]);
    expect(body.sns_shares).toEqual([
      expect.objectContaining({ id: mine.share.id, url: mine.share.url, status: "pending" }),
    ]);
    expect(body.contact_messages).toEqual([
      expect.objectContaining({ email: buyer.email, subject: `Question ${n}`, message: "Hello" }),
    ]);
    expect(body.notifications.map((x) => x.title)).toContain(`Hello buyer ${n}`);
    expect(body.visits.map((v) => v.path)).toEqual([`/cars/${mine.asked.id}`]);
    // The saved search asked for alerts: the cars listed after it are new listings for this buyer.
    expect(body.alerts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ car: { id: mine.asked.id, car_name: `Asked car ${n}` }, cause: "new_listing" }),
      ]),
    );
    expect(body.referral_rewards).toEqual([
      { role: "referrer", reward_type: "signup", amount: 10, created_at: expect.any(String) },
    ]);
    // The referred account sees the same reward from its side, and who referred it.
    const theirs = (await ok(await exportOf(mine.referred))) as DataExport;
    expect(theirs.profile).toMatchObject({ email: mine.referredEmail, referred_by_user_id: buyer.id });
    expect(theirs.referral_rewards).toEqual([
      { role: "referred", reward_type: "signup", amount: 10, created_at: expect.any(String) },
    ]);
    expect(body.promo_emails).toEqual(
      expect.arrayContaining([
        { car: { id: mine.promoted.id, car_name: `Promoted car ${n}` }, created_at: expect.any(String) },
      ]),
    );

    // Nothing of the other buyer's, who has a row in every section too.
    const text = res.body;
    for (const foreign of [
      other.buyer.email,
      mine.referredEmail,
      other.referredEmail,
      other.topup.reference,
      `IBAN EXPORT-${other.n}`,
      `Sonatas ${other.n}`,
      `Is the car ${other.n} still here?`,
      `My import story ${other.n}`,
      `Wanted for export ${other.n}`,
      `Good help ${other.n}`,
      `MV Export ${other.n}`,
      other.share.url,
      `Question ${other.n}`,
      `Hello buyer ${other.n}`,
    ])
      expect(text, foreign).not.toContain(foreign);
    // Cars are public (the other buyer's new cars may well match this buyer's saved search), so
    // their names may appear in alerts; who favourited or visited them may not.
    expect(body.favorites.map((f) => f.car.id)).not.toContain(other.favorite.id);
    expect(body.visits.map((v) => v.path)).not.toContain(`/cars/${other.asked.id}`);
    const otherLedger = await ok(await send(app, other.buyer, "GET", "/api/users/me/credits?page_size=100"));
    const myLedgerIds = new Set(body.ledger.map((e) => e.id));
    for (const e of otherLedger.entries as { id: number }[]) expect(myLedgerIds.has(e.id)).toBe(false);

    // No secret: neither the stored password hash, nor the session cookie's token, nor its hash
    // (the session id); nor the names of such fields.
    const row = await reloadUser(app, buyer.id);
    const token = buyer.cookie.replace(/^sid=/, "");
    const sessionId = crypto.createHash("sha256").update(token).digest("hex");
    expect(row.passwordHash.length).toBeGreaterThan(20);
    expect(text).not.toContain(row.passwordHash);
    expect(text).not.toContain(token);
    expect(text).not.toContain(sessionId);
    expect(text).not.toMatch(/password|idempotency|token_hash|code_hash/i);
  });

  it("answers 401 in the contract's error shape without a session", async () => {
    const res = await exportOf(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: "unauthorized" } });
    expect(res.headers["content-disposition"]).toBeUndefined();
  });

  it("answers a new account with its profile and empty sections", async () => {
    const fresh = await actor(app);
    const body = (await ok(await exportOf(fresh))) as DataExport;
    expect(body.profile).toMatchObject({ id: fresh.id, email: fresh.email, cc_balance: 0 });
    const { profile: _p, sessions, format_version: _v, site: _s, exported_at: _e, ...sections } = body;
    expect(sessions).toHaveLength(1);
    for (const [name, rows] of Object.entries(sections)) expect(rows, name).toEqual([]);
  });

  it("answers a burst of parallel exports with 200 or 429 (a few a minute per user), never an error", async () => {
    const burster = await actor(app);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => exportOf(burster).then((r) => r.statusCode)));
    expect(
      statuses.every((s) => s === 200 || s === 429),
      statuses.join(","),
    ).toBe(true);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    const limited = await exportOf(burster);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Another user is not held back by that one's limit.
    expect((await exportOf(await actor(app))).statusCode).toBe(200);
  });
});
