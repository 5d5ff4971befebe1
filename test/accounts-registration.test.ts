import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createUser, loginCookie, reloadUser } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import {
  mailTo,
  registerViaApi,
  requestCode,
  sessionCookie,
  STRONG_PASSWORD,
  uniqueEmail,
  type Sink,
} from "./accounts-helpers.js";
import { emailVerifications, referralRewards, sessions, users } from "../src/server/db/schema/users.js";
import { carAccessGrants, ccLedger } from "../src/server/db/schema/credits.js";
import { reviews, vehicleRequests } from "../src/server/db/schema/requests.js";
import { notifications, snsShareSubmissions } from "../src/server/db/schema/community.js";
import { cars } from "../src/server/db/schema/cars.js";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";

let app: TestApp;
let sink: Sink;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await app.close();
  await sink.stop();
});

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/auth/register", payload });

describe("password policy", () => {
  it("serves the shared rules for the checklist", async () => {
    const res = await app.inject("/api/auth/password-policy");
    expect(res.statusCode).toBe(200);
    const ids = res.json().rules.map((r: { id: string }) => r.id);
    expect(ids).toEqual(["min_length", "special_char", "max_length"]);
    expect(res.json().rules[0]).toMatchObject({ id: "min_length", min: 10 });
  });
});

describe("send-preregister", () => {
  it("emails a 6-digit code in the requested language and keeps only its hash", async () => {
    const email = uniqueEmail("ko");
    const { code, mail } = await requestCode(app, sink, email, "ko");
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain("인증 코드");
    const rows = await app.core.db.select().from(emailVerifications).where(eq(emailVerifications.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
    const minutes = (rows[0].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it("answers 409 email_taken for an existing account, case-insensitively", async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/send-preregister",
      payload: { email: user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("email_taken");
  });

  it("refuses a malformed email with 422", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/send-preregister",
      payload: { email: "not-an-email" },
    });
    expect(res.statusCode).toBe(422);
  });

  it("is rate-limited per address and email", async () => {
    const email = uniqueEmail("flood");
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await app.inject({ method: "POST", url: "/api/auth/send-preregister", payload: { email } })).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe("register", () => {
  it("creates the user with a session, a referral code and the chosen language", async () => {
    const email = uniqueEmail("new");
    const res = await registerViaApi(app, sink, { email, name: "Bat", country: "mn", lang: "mn" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email,
      name: "Bat",
      country: "MN",
      lang: "mn",
      role: "user",
      is_active: true,
      cc_balance: 0,
      cash_cc_balance: 0,
    });
    expect(body.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(body.referral_link).toBe(`http://localhost:3000/register?ref=${body.referral_code}`);
    const cookie = sessionCookie(res)!;
    expect((await app.inject({ url: "/api/auth/me", headers: { cookie } })).json().email).toBe(email);
    // And the password works.
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("accepts a code once", async () => {
    const email = uniqueEmail("once");
    const { code } = await requestCode(app, sink, email);
    const payload = { email, code, password: STRONG_PASSWORD, name: "A", country: "US" };
    expect((await register(payload)).statusCode).toBe(201);
    const again = await register(payload);
    expect(again.statusCode).toBe(422);
  });

  it("lets only one of two racing registrations with the same code through", async () => {
    const email = uniqueEmail("twin");
    const { code } = await requestCode(app, sink, email);
    const payload = { email, code, password: STRONG_PASSWORD, name: "A", country: "US" };
    const results = await Promise.all([register(payload), register(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await app.core.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("refuses a wrong code with 422, counts attempts and kills the code after 5", async () => {
    const email = uniqueEmail("guess");
    const { code } = await requestCode(app, sink, email);
    const wrong = code === "000000" ? "111111" : "000000";
    const base = { email, password: STRONG_PASSWORD, name: "A", country: "US" };
    for (let i = 1; i <= 5; i++) {
      const res = await register({ ...base, code: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details[0]).toMatchObject({ field: "code", remaining_attempts: 5 - i });
    }
    const dead = await register({ ...base, code });
    expect(dead.statusCode).toBe(422);
    expect(dead.json().error.details[0]).toMatchObject({ field: "code", reason: "too_many_attempts" });
    // A new code starts over; the old one no longer works.
    const fresh = await requestCode(app, sink, email);
    if (fresh.code !== code) expect((await register({ ...base, code })).statusCode).toBe(422);
    expect((await register({ ...base, code: fresh.code })).statusCode).toBe(201);
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail("late");
    const { code } = await requestCode(app, sink, email);
    await app.core.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailVerifications.email, email));
    const res = await register({ email, code, password: STRONG_PASSWORD, name: "A", country: "US" });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0]).toMatchObject({ field: "code", reason: "expired" });
  });

  it("refuses a code that was never sent, and a malformed one", async () => {
    expect(
      (await register({ email: uniqueEmail(), code: "123456", password: STRONG_PASSWORD, name: "A", country: "US" }))
        .statusCode,
    ).toBe(422);
    expect(
      (await register({ email: uniqueEmail(), code: "12ab", password: STRONG_PASSWORD, name: "A", country: "US" }))
        .statusCode,
    ).toBe(422);
  });

  it("enforces the password policy with 422 naming the unmet rules, without using up the code", async () => {
    const email = uniqueEmail("weak");
    const { code } = await requestCode(app, sink, email);
    const base = { email, code, name: "A", country: "US" };
    const both = await register({ ...base, password: "short" });
    expect(both.statusCode).toBe(422);
    expect(both.json().error.code).toBe("validation_error");
    expect(both.json().error.details[0]).toMatchObject({ field: "password", unmet: ["min_length", "special_char"] });
    const noSpecial = await register({ ...base, password: "longenoughpassword1" });
    expect(noSpecial.json().error.details[0].unmet).toEqual(["special_char"]);
    const tooLong = await register({ ...base, password: `${"a".repeat(128)}!` });
    expect(tooLong.json().error.details[0].unmet).toEqual(["max_length"]);
    // 128 characters are accepted, and the code is still good after the refusals.
    const ok = await register({ ...base, password: `${"a".repeat(127)}!` });
    expect(ok.statusCode).toBe(201);
  });

  it("accepts exactly 10 characters with one special character", async () => {
    const res = await registerViaApi(app, sink, { email: uniqueEmail("ten"), password: "abcdefghi#" });
    expect(res.statusCode).toBe(201);
  });

  it("validates the country as ISO 3166-1 alpha-2", async () => {
    const email = uniqueEmail("country");
    const { code } = await requestCode(app, sink, email);
    const res = await register({ email, code, password: STRONG_PASSWORD, name: "A", country: "XX" });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].field).toBe("country");
  });

  it("answers 409 when the email got an account in the meantime", async () => {
    const email = uniqueEmail("race");
    const { code } = await requestCode(app, sink, email);
    await createUser(app, { email });
    const res = await register({ email, code, password: STRONG_PASSWORD, name: "A", country: "US" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("email_taken");
  });
});

describe("re-registration of a soft-deleted email", () => {
  it("purges every row of the old user and creates a new one, in one go", async () => {
    const email = uniqueEmail("again");
    const old = await createUser(app, { email });
    const other = await createUser(app);
    const cookie = await loginCookie(app, old);
    const [car] = await app.core.db
      .insert(cars)
      .values({
        carName: "Hyundai Sonata",
        maker: "현대",
        model: "쏘나타",
        year: 2020,
        mileage: 1000,
        fuel: "가솔린",
        transmission: "오토",
        priceKrw: 1,
      })
      .returning();
    await app.core.db.transaction(async (tx) => {
      await applyLedgerEntry(tx, {
        userId: old.id,
        account: "cc",
        amount: 5000,
        kind: "admin_adjustment",
        idempotencyKey: `purge-test:${old.id}`,
      });
      const [vr] = await tx
        .insert(vehicleRequests)
        .values({ userId: old.id, maker: "현대", status: "completed" })
        .returning();
      await tx.insert(reviews).values({ userId: old.id, vehicleRequestId: vr.id, rating: 5, content: "great" });
      await tx.insert(snsShareSubmissions).values({ userId: old.id, platform: "x", url: "https://x.com/p/1" });
      await tx.insert(carAccessGrants).values({ userId: old.id, carId: car.id, kind: "banner_view" });
      await tx.insert(referralRewards).values({
        referrerUserId: other.id,
        referredUserId: old.id,
        referredEmailHash: "hash-of-old",
        rewardType: "signup",
        amount: 10000,
      });
    });

    const del = await app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: { cookie },
      payload: { password: old.password },
    });
    expect(del.statusCode).toBe(204);
    expect((await reloadUser(app, old.id)).deletedAt).not.toBeNull();

    const res = await registerViaApi(app, sink, { email, name: "Reborn" });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(old.id);
    expect(res.json().cc_balance).toBe(0);

    const countOf = async (table: any, column: any) =>
      (await app.core.db.select().from(table).where(eq(column, old.id))).length;
    expect(await reloadUser(app, old.id)).toBeUndefined();
    // The ledger is append-only: its entry stays whole, naming an account number that is gone.
    expect(await countOf(ccLedger, ccLedger.userId)).toBe(1);
    expect(await countOf(vehicleRequests, vehicleRequests.userId)).toBe(0);
    expect(await countOf(reviews, reviews.userId)).toBe(0);
    expect(await countOf(snsShareSubmissions, snsShareSubmissions.userId)).toBe(0);
    expect(await countOf(carAccessGrants, carAccessGrants.userId)).toBe(0);
    expect(await countOf(sessions, sessions.userId)).toBe(0);
    expect(await countOf(referralRewards, referralRewards.referredUserId)).toBe(0);
    // The other user is untouched.
    expect(await reloadUser(app, other.id)).toBeDefined();
  });

  it("keeps the old user when the registration fails", async () => {
    const email = uniqueEmail("keep");
    const old = await createUser(app, { email, deletedAt: new Date() });
    const { code } = await requestCode(app, sink, email);
    const res = await register({ email, code, password: "weak", name: "A", country: "US" });
    expect(res.statusCode).toBe(422);
    expect(await reloadUser(app, old.id)).toBeDefined();
  });
});

describe("referrals", () => {
  it("rewards the referrer 10 CC once, with a ledger entry, a ReferralReward and a notification email", async () => {
    const referrer = await createUser(app, { lang: "en" });
    const since = sink.messages.length;
    const res = await registerViaApi(app, sink, {
      email: uniqueEmail("friend"),
      referral_code: referrer.referralCode.toLowerCase(),
    });
    expect(res.statusCode).toBe(201);
    const newId = res.json().id;
    const after = await reloadUser(app, referrer.id);
    expect(after.ccBalance).toBe(10000);
    expect((await reloadUser(app, newId)).referredByUserId).toBe(referrer.id);

    const ledger = await app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, referrer.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ account: "cc", amount: 10000, idempotencyKey: `referral-signup:${newId}` });
    const rewards = await app.core.db.select().from(referralRewards).where(eq(referralRewards.referredUserId, newId));
    expect(rewards).toEqual([
      expect.objectContaining({ referrerUserId: referrer.id, rewardType: "signup", amount: 10000 }),
    ]);
    const notes = await app.core.db.select().from(notifications).where(eq(notifications.userId, referrer.id));
    expect(notes).toHaveLength(1);
    expect(notes[0].title).toBe("You earned 10 CC");
    const mail = await mailTo(sink, referrer.email, since);
    expect(mail.subject).toBe("You earned 10 CC");

    const credits = await app.inject({
      url: "/api/users/me/credits",
      headers: { cookie: await loginCookie(app, referrer) },
    });
    expect(credits.json()).toMatchObject({
      cc_balance: 10,
      entries: [expect.objectContaining({ amount: 10, kind: "referral_reward" })],
    });
  });

  it("ignores unknown codes, disabled referrers and the purged user's own code", async () => {
    const unknown = await registerViaApi(app, sink, { email: uniqueEmail(), referral_code: "NOSUCHCODE" });
    expect(unknown.statusCode).toBe(201);
    expect((await reloadUser(app, unknown.json().id)).referredByUserId).toBeNull();

    const disabled = await createUser(app, { isActive: false });
    const viaDisabled = await registerViaApi(app, sink, { email: uniqueEmail(), referral_code: disabled.referralCode });
    expect(viaDisabled.statusCode).toBe(201);
    expect((await reloadUser(app, disabled.id)).ccBalance).toBe(0);

    // Self-referral: a deleted user re-registering with their own old code.
    const email = uniqueEmail("self");
    const self = await createUser(app, { email, deletedAt: new Date() });
    const res = await registerViaApi(app, sink, { email, referral_code: self.referralCode });
    expect(res.statusCode).toBe(201);
    expect(res.json().cc_balance).toBe(0);
    const all = await app.core.db
      .select()
      .from(ccLedger)
      .where(eq(ccLedger.idempotencyKey, `referral-signup:${res.json().id}`));
    expect(all).toHaveLength(0);
  });
});

describe("user table", () => {
  it("stores emails in lower case", async () => {
    const email = uniqueEmail("Upper").replace("upper", "UPPER");
    const res = await registerViaApi(app, sink, { email });
    expect(res.statusCode).toBe(201);
    const [row] = await app.core.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row.email).toBe(email.toLowerCase());
  });
});
