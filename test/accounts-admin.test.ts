import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "./factories.js";
import { ccLedger } from "../src/server/db/schema/credits.js";

let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createAdmin(app);
  cookie = await loginCookie(app, admin);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, c = cookie) => app.inject({ url, headers: { cookie: c } });
const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie }, payload: payload as any });

describe("admin users list", () => {
  it("searches email and name, filters by status, pages, and shows the admin fields", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const active = await createUser(app, {
      email: `${tag}-a@example.com`,
      promoPreferredMaker: "기아",
      promoEmailEnabled: true,
      ccBalance: 1500,
    });
    const named = await createUser(app, { name: `Name ${tag}` });
    const inactive = await createUser(app, { email: `${tag}-b@example.com`, isActive: false });
    const locked = await createUser(app, { email: `${tag}-c@example.com`, lockedAt: new Date(), failedLoginCount: 20 });
    const deleted = await createUser(app, { email: `${tag}-d@example.com`, deletedAt: new Date() });

    const all = (await get(`/api/admin/users?q=${tag}`)).json();
    expect(all.total).toBe(5);
    expect(all.items.map((u: { id: number }) => u.id).sort()).toEqual(
      [active.id, named.id, inactive.id, locked.id, deleted.id].sort(),
    );
    const item = all.items.find((u: { id: number }) => u.id === active.id);
    expect(item).toMatchObject({
      email: active.email,
      promo_preferred_maker: "기아",
      promo_preferred_model: null,
      promo_email_enabled: true,
      cc_balance: 1.5,
      cash_cc_balance: 0,
      is_active: true,
      deleted_at: null,
      locked: false,
      status: "active",
    });
    const byStatus = async (status: string) =>
      (await get(`/api/admin/users?q=${tag}&status=${status}`)).json().items.map((u: { id: number }) => u.id);
    expect((await byStatus("active")).sort()).toEqual([active.id, named.id].sort());
    expect(await byStatus("deactivated")).toEqual([inactive.id]);
    expect(await byStatus("locked")).toEqual([locked.id]);
    expect(await byStatus("deleted")).toEqual([deleted.id]);
    const deletedItem = (await get(`/api/admin/users?q=${tag}&status=deleted`)).json().items[0];
    expect(deletedItem.deleted_at).toEqual(expect.any(String));
    expect((await get(`/api/admin/users?q=${tag}&status=locked`)).json().items[0].locked).toBe(true);

    const page = (await get(`/api/admin/users?q=${tag}&page=2&page_size=2`)).json();
    expect(page).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page.items).toHaveLength(2);
    expect((await get("/api/admin/users?status=nonsense")).statusCode).toBe(422);
    // LIKE wildcards in q are taken literally.
    expect((await get("/api/admin/users?q=%25%25%25")).json().total).toBe(0);
  });

  it("is for administrators only", async () => {
    const userCookie = await loginCookie(app, await createUser(app));
    expect((await get("/api/admin/users", userCookie)).statusCode).toBe(403);
    expect((await app.inject("/api/admin/users")).statusCode).toBe(401);
  });

  it("answers one user, 404 for an unknown id and 422 for a non-integer", async () => {
    const user = await createUser(app);
    expect((await get(`/api/admin/users/${user.id}`)).json()).toMatchObject({
      id: user.id,
      email: user.email,
      locked: false,
    });
    expect((await get("/api/admin/users/999999")).statusCode).toBe(404);
    expect((await get("/api/admin/users/abc")).statusCode).toBe(422);
  });
});

describe("admin user actions", () => {
  it("deactivates, reactivates and changes roles, but not for themselves", async () => {
    const user = await createUser(app);
    expect((await send("PATCH", `/api/admin/users/${user.id}`, { is_active: false })).json()).toMatchObject({
      is_active: false,
      status: "deactivated",
    });
    expect(
      (await send("PATCH", `/api/admin/users/${user.id}`, { is_active: true, role: "admin" })).json(),
    ).toMatchObject({ is_active: true, role: "admin" });
    expect((await send("PATCH", `/api/admin/users/${user.id}`, { role: "owner" })).statusCode).toBe(422);
    const self = await send("PATCH", `/api/admin/users/${admin.id}`, { is_active: false });
    expect(self.statusCode).toBe(409);
    expect((await reloadUser(app, admin.id)).isActive).toBe(true);
  });

  it("unlocks a locked account", async () => {
    const user = await createUser(app, { lockedAt: new Date(), failedLoginCount: 20 });
    const before = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(before.statusCode).toBe(423);
    const res = await send("POST", `/api/admin/users/${user.id}/unlock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locked: false, failed_login_count: 0 });
    const after = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(after.statusCode).toBe(200);
  });

  it("soft-deletes a user (not themselves); a deleted user cannot be reactivated", async () => {
    const user = await createUser(app);
    expect((await send("DELETE", `/api/admin/users/${user.id}`)).statusCode).toBe(204);
    const row = await reloadUser(app, user.id);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await send("PATCH", `/api/admin/users/${user.id}`, { is_active: true })).statusCode).toBe(409);
    expect((await send("DELETE", `/api/admin/users/${admin.id}`)).statusCode).toBe(409);
    expect((await send("DELETE", "/api/admin/users/999999")).statusCode).toBe(404);
  });
});

describe("admin CC adjustments", () => {
  it("credits and debits either account with a reason: one ledger entry each, the new balances back", async () => {
    const user = await createUser(app);
    const url = `/api/admin/users/${user.id}/credits`;
    const plus = await send("POST", url, { amount: 12.345, account: "cc", reason: "Goodwill" });
    expect(plus.statusCode).toBe(200);
    expect(plus.json()).toMatchObject({ cc_balance: 12.345, cash_cc_balance: 0 });
    const cash = await send("POST", url, { amount: 3, account: "cash_cc", reason: "Campaign fix" });
    expect(cash.json()).toMatchObject({ cc_balance: 12.345, cash_cc_balance: 3 });
    const minus = await send("POST", url, { amount: -2.345, account: "cc", reason: "Correction" });
    expect(minus.json()).toMatchObject({ cc_balance: 10, cash_cc_balance: 3 });

    const entries = await app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, user.id));
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-2345, 3000, 12345]);
    expect(entries.every((e) => e.kind === "admin_adjustment" && e.createdByUserId === admin.id)).toBe(true);
    expect(entries.map((e) => e.note)).toContain("Goodwill");
  });

  it("refuses to go below zero with 402 and changes nothing", async () => {
    const user = await createUser(app);
    const url = `/api/admin/users/${user.id}/credits`;
    await send("POST", url, { amount: 1, account: "cash_cc", reason: "seed" });
    const res = await send("POST", url, { amount: -1.5, account: "cash_cc", reason: "too much" });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe("insufficient_cc");
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(1000);
    expect(await app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, user.id))).toHaveLength(1);
  });

  it("validates amount, account and reason", async () => {
    const user = await createUser(app);
    const url = `/api/admin/users/${user.id}/credits`;
    for (const payload of [
      { amount: 0, account: "cc", reason: "x" },
      { amount: 0.0001, account: "cc", reason: "x" },
      { amount: 1, account: "gold", reason: "x" },
      { amount: 1, account: "cc", reason: "" },
      { amount: 1, account: "cc" },
    ]) {
      expect((await send("POST", url, payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(
      (await send("POST", "/api/admin/users/999999/credits", { amount: 1, account: "cc", reason: "x" })).statusCode,
    ).toBe(404);
  });

  it("applies a repeated idempotency key once", async () => {
    const user = await createUser(app);
    const url = `/api/admin/users/${user.id}/credits`;
    const body = { amount: 5, account: "cc", reason: "once", idempotency_key: "abc-1" };
    await send("POST", url, body);
    const again = await send("POST", url, body);
    expect(again.json()).toMatchObject({ cc_balance: 5, applied: false });
  });
});
