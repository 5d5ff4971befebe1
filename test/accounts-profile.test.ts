import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createUser, loginCookie, reloadUser } from "./factories.js";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import { sessions } from "../src/server/db/schema/users.js";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("my profile", () => {
  it("answers the User object with the referral link", async () => {
    const user = await createUser(app, { name: "Saraa", country: "MN" });
    const res = await app.inject({ url: "/api/users/me", headers: { cookie: await loginCookie(app, user) } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      "id",
      "email",
      "name",
      "country",
      "lang",
      "role",
      "is_active",
      "cc_balance",
      "cash_cc_balance",
      "referral_code",
      "promo_preferred_maker",
      "promo_preferred_model",
      "promo_email_enabled",
      "created_at",
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.referral_link).toBe(`http://localhost:3000/register?ref=${user.referralCode}`);
    expect(body).not.toHaveProperty("password_hash");
  });

  it("changes name, country and language with validation", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const ok = await app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie },
      payload: { name: "Dorj", country: "kr", lang: "ko" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: "Dorj", country: "KR", lang: "ko" });
    const bad = await app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie },
      payload: { country: "ZZ", lang: "de" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details.map((d: { field: string }) => d.field)).toContain("lang");
    const badCountry = await app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie },
      payload: { country: "ZZ" },
    });
    expect(badCountry.json().error.details[0].field).toBe("country");
    const extra = await app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie },
      payload: { role: "admin" },
    });
    expect(extra.statusCode).toBe(422);
    expect((await reloadUser(app, user.id)).role).toBe("user");
  });

  it("needs a login", async () => {
    for (const url of ["/api/users/me", "/api/users/me/promo-preference", "/api/users/me/credits"]) {
      expect((await app.inject(url)).statusCode).toBe(401);
    }
  });
});

describe("deleting my account", () => {
  it("needs the password again: wrong → 401, right → 204, deleted_at set, sessions ended, login blocked", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const other = await loginCookie(app, user);
    const wrong = await app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: { cookie },
      payload: { password: "nope" },
    });
    expect(wrong.statusCode).toBe(401);
    const missing = await app.inject({ method: "DELETE", url: "/api/users/me", headers: { cookie }, payload: {} });
    expect(missing.statusCode).toBe(422);
    expect((await reloadUser(app, user.id)).deletedAt).toBeNull();

    const ok = await app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: { cookie },
      payload: { password: user.password },
    });
    expect(ok.statusCode).toBe(204);
    expect((await reloadUser(app, user.id)).deletedAt).toBeInstanceOf(Date);
    expect(await app.core.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await app.inject({ url: "/api/auth/me", headers: { cookie: other } })).statusCode).toBe(401);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe("account_disabled");
  });
});

describe("promo preference", () => {
  it("reads and stores maker, model and the email switch", async () => {
    const cookie = await loginCookie(app, await createUser(app));
    const url = "/api/users/me/promo-preference";
    expect((await app.inject({ url, headers: { cookie } })).json()).toEqual({
      promo_preferred_maker: null,
      promo_preferred_model: null,
      promo_email_enabled: false,
    });
    const put = await app.inject({
      method: "PUT",
      url,
      headers: { cookie },
      payload: { promo_preferred_maker: "현대", promo_preferred_model: "쏘나타", promo_email_enabled: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      promo_preferred_maker: "현대",
      promo_preferred_model: "쏘나타",
      promo_email_enabled: true,
    });
    expect((await app.inject({ url: "/api/users/me", headers: { cookie } })).json()).toMatchObject({
      promo_preferred_maker: "현대",
      promo_email_enabled: true,
    });
    // Turning alerts off keeps the choice; clearing the maker clears the model.
    expect(
      (await app.inject({ method: "PUT", url, headers: { cookie }, payload: { promo_email_enabled: false } })).json(),
    ).toEqual({
      promo_preferred_maker: "현대",
      promo_preferred_model: "쏘나타",
      promo_email_enabled: false,
    });
    expect(
      (await app.inject({ method: "PUT", url, headers: { cookie }, payload: { promo_preferred_maker: "" } })).json(),
    ).toMatchObject({
      promo_preferred_maker: null,
      promo_preferred_model: null,
    });
  });

  it("refuses a model without a maker and wrong types", async () => {
    const cookie = await loginCookie(app, await createUser(app));
    const url = "/api/users/me/promo-preference";
    expect(
      (await app.inject({ method: "PUT", url, headers: { cookie }, payload: { promo_preferred_model: "K5" } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await app.inject({ method: "PUT", url, headers: { cookie }, payload: { promo_email_enabled: "maybe" } }))
        .statusCode,
    ).toBe(422);
  });
});

describe("my credits", () => {
  it("answers both balances and the ledger, newest first, with paging", async () => {
    const user = await createUser(app);
    await app.core.db.transaction(async (tx) => {
      await applyLedgerEntry(tx, {
        userId: user.id,
        account: "cc",
        amount: 2500,
        kind: "admin_adjustment",
        idempotencyKey: `t1:${user.id}`,
      });
      await applyLedgerEntry(tx, {
        userId: user.id,
        account: "cc",
        amount: -100,
        kind: "banner_view",
        ref: "car:7",
        idempotencyKey: `t2:${user.id}`,
      });
      await applyLedgerEntry(tx, {
        userId: user.id,
        account: "cash_cc",
        amount: 1000,
        kind: "sns_reward",
        idempotencyKey: `t3:${user.id}`,
      });
    });
    const cookie = await loginCookie(app, user);
    const res = await app.inject({ url: "/api/users/me/credits", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ cc_balance: 2.4, cash_cc_balance: 1, total: 3 });
    expect(body.entries.map((e: { amount: number }) => e.amount)).toEqual([1, -0.1, 2.5]);
    expect(body.entries[1]).toMatchObject({ account: "cc", kind: "banner_view", ref: "car:7" });
    expect(Object.keys(body.entries[0])).toEqual(
      expect.arrayContaining(["id", "account", "amount", "kind", "ref", "created_at"]),
    );
    const page2 = await app.inject({ url: "/api/users/me/credits?page=2&page_size=2", headers: { cookie } });
    expect(page2.json().entries).toHaveLength(1);
    expect((await app.inject({ url: "/api/users/me/credits?page_size=101", headers: { cookie } })).statusCode).toBe(
      422,
    );
  });
});
