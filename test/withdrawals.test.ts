import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "./factories.js";
import { drainJobs } from "./drain-jobs.js";
import { ccLedger } from "../src/server/db/schema/credits.js";
import { notifications } from "../src/server/db/schema/community.js";

let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
});

const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: unknown) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as any });

/** A user holding `cash` withdrawable milli-CC (and some ordinary CC), with its ledger entry. */
async function userWithCash(cash: number, cc = 5000) {
  const user = await createUser(app);
  const cookie = await loginCookie(app, user);
  const credit = await call("POST", `/api/admin/users/${user.id}/credits`, adminCookie, {
    amount: cash / 1000,
    account: "cash_cc",
    reason: "test",
  });
  expect(credit.statusCode, credit.body).toBe(200);
  if (cc)
    await call("POST", `/api/admin/users/${user.id}/credits`, adminCookie, {
      amount: cc / 1000,
      account: "cc",
      reason: "test",
    });
  return { user, cookie };
}

const ledgerOf = (userId: number) =>
  app.core.db
    .select()
    .from(ccLedger)
    .where(and(eq(ccLedger.userId, userId), eq(ccLedger.account, "cash_cc")));

const request = (cookie: string, body: Record<string, unknown>) =>
  call("POST", "/api/users/me/withdrawals", cookie, body);

describe("withdrawals", () => {
  it("a request holds the amount at once by a cash_cc ledger debit (201 pending); the user sees it", async () => {
    const { user, cookie } = await userWithCash(10_000);
    const res = await request(cookie, { amount: 2.5, method: "paypal", account_details: "me@paypal.example" });
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json();
    expect(w).toMatchObject({
      user_id: user.id,
      amount: 2.5,
      method: "paypal",
      account_details: "me@paypal.example",
      status: "pending",
      processed_at: null,
    });

    const after = await reloadUser(app, user.id);
    expect(after.cashCcBalance).toBe(7500);
    expect(after.ccBalance).toBe(5000);
    const hold = (await ledgerOf(user.id)).find((e) => e.kind === "withdrawal");
    expect(hold).toMatchObject({ amount: -2500, balanceAfter: 7500, idempotencyKey: `withdrawal-hold:${w.id}` });

    const me = (await call("GET", "/api/users/me", cookie)).json();
    expect(me).toMatchObject({ cash_cc_balance: 7.5, cc_balance: 5 });
    const mine = (await call("GET", "/api/users/me/withdrawals", cookie)).json();
    expect(mine).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(mine.items[0]).toMatchObject({ id: w.id, status: "pending", amount: 2.5 });
  });

  it("402 when cash_cc does not cover the amount (ordinary CC does not count); nothing is stored", async () => {
    const { user, cookie } = await userWithCash(1000, 50_000);
    const res = await request(cookie, { amount: 1.001, method: "bank_transfer", account_details: "KB 123-456" });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe("insufficient_cc");
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(1000);
    expect((await call("GET", "/api/users/me/withdrawals", cookie)).json().total).toBe(0);
    expect((await ledgerOf(user.id)).filter((e) => e.kind === "withdrawal")).toHaveLength(0);
  });

  it("validates amount (minimum 1 CC, 3 decimals), method and account details", async () => {
    const { cookie } = await userWithCash(100_000);
    const bad: Array<Record<string, unknown>> = [
      { amount: 0.999, method: "paypal", account_details: "x" },
      { amount: 0, method: "paypal", account_details: "x" },
      { amount: -5, method: "paypal", account_details: "x" },
      { amount: 1.0001, method: "paypal", account_details: "x" },
      { amount: 2, method: "cash", account_details: "x" },
      { amount: 2, method: "paypal", account_details: "" },
      { amount: 2, method: "paypal", account_details: "   " },
      { amount: 2, method: "paypal" },
      { amount: "2", method: "paypal", account_details: "x", extra: true },
    ];
    for (const body of bad) expect((await request(cookie, body)).statusCode, JSON.stringify(body)).toBe(422);
    expect(
      (await request(cookie, { amount: 1, method: "other", account_details: "crypto wallet 0xabc" })).statusCode,
    ).toBe(201);
    expect(
      (await call("POST", "/api/users/me/withdrawals", undefined, { amount: 1, method: "other", account_details: "x" }))
        .statusCode,
    ).toBe(401);
  });

  it("paid: settles once (409 afterwards), the hold stays, the user is notified", async () => {
    const { user, cookie } = await userWithCash(5000);
    const w = (
      await request(cookie, { amount: 5, method: "bank_transfer", account_details: "Shinhan 110-222" })
    ).json();
    expect((await call("POST", `/api/admin/withdrawals/${w.id}/paid`, cookie)).statusCode).toBe(403);
    const paid = await call("POST", `/api/admin/withdrawals/${w.id}/paid`, adminCookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id: w.id, status: "paid", processed_at: expect.any(String) });
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(0);

    for (const path of ["paid", "reject"]) {
      const again = await call("POST", `/api/admin/withdrawals/${w.id}/${path}`, adminCookie, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe("already_settled");
    }
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(0);
    const [note] = await app.core.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({ kind: "withdrawal_paid", link: "/me/withdrawals" });
    expect(note.message).toContain("5 CC");
  });

  it("reject: returns the amount through a ledger credit, once, even when raced", async () => {
    const { user, cookie } = await userWithCash(8000);
    const w = (await request(cookie, { amount: 3, method: "paypal", account_details: "p@example.com" })).json();
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(5000);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        i % 2 === 0
          ? call("POST", `/api/admin/withdrawals/${w.id}/reject`, adminCookie, { note: "Account name mismatch" })
          : call("POST", `/api/admin/withdrawals/${w.id}/paid`, adminCookie, {}),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const settled = ok[0].json();
    const refunds = (await ledgerOf(user.id)).filter((e) => e.kind === "withdrawal_refund");
    if (settled.status === "rejected") {
      expect(settled.admin_note).toBe("Account name mismatch");
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount: 3000, idempotencyKey: `withdrawal-refund:${w.id}` });
      expect((await reloadUser(app, user.id)).cashCcBalance).toBe(8000);
    } else {
      expect(refunds).toHaveLength(0);
      expect((await reloadUser(app, user.id)).cashCcBalance).toBe(5000);
    }
    // Sum of entries = balance.
    const sum = (await ledgerOf(user.id)).reduce((s, e) => s + e.amount, 0);
    expect(sum).toBe((await reloadUser(app, user.id)).cashCcBalance);
  });

  it("reject with a note returns the amount and notifies; admins list with a status filter", async () => {
    const { user, cookie } = await userWithCash(4000);
    const w = (await request(cookie, { amount: 4, method: "other", account_details: "x" })).json();
    const res = await call("POST", `/api/admin/withdrawals/${w.id}/reject`, adminCookie, {
      note: "Please use a bank account",
    });
    expect(res.json()).toMatchObject({ status: "rejected", admin_note: "Please use a bank account" });
    expect((await reloadUser(app, user.id)).cashCcBalance).toBe(4000);
    const notes = await app.core.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.kind)).toEqual(["withdrawal_rejected"]);
    expect(notes[0].message).toContain("Please use a bank account");

    const rejected = (await call("GET", "/api/admin/withdrawals?status=rejected&page_size=100", adminCookie)).json();
    expect(rejected.items.find((i: { id: number }) => i.id === w.id)).toMatchObject({
      user_email: user.email,
      status: "rejected",
      amount: 4,
    });
    expect(rejected.items.every((i: { status: string }) => i.status === "rejected")).toBe(true);
    expect(
      (await call("GET", "/api/admin/withdrawals?status=pending", adminCookie))
        .json()
        .items.some((i: { id: number }) => i.id === w.id),
    ).toBe(false);
    expect((await call("GET", "/api/admin/withdrawals", cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/withdrawals?status=nope", adminCookie)).statusCode).toBe(422);
    expect((await call("POST", "/api/admin/withdrawals/999999/paid", adminCookie, {})).statusCode).toBe(404);
    expect((await call("POST", "/api/admin/withdrawals/abc/paid", adminCookie, {})).statusCode).toBe(422);
  });
});
