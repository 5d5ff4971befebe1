import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ccLedger, withdrawalRequests } from "../src/server/db/schema/credits.js";
import { contactMessages } from "../src/server/db/schema/community.js";
import { visitorLogs } from "../src/server/db/schema/system.js";
import { referralRewards } from "../src/server/db/schema/users.js";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import { referralMailbox } from "../src/server/modules/accounts/referral-guard.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createUser, reloadUser } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { registerViaApi, sessionCookie, STRONG_PASSWORD, type Sink } from "./accounts-helpers.js";

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

/** Registers with the referral code, leaves traces and money records, then deletes the account. */
async function registerUseAndDelete(email: string, code: string) {
  const res = await registerViaApi(app, sink, { email, referral_code: code, name: "Farmer Name" });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const cookie = sessionCookie(res)!;
  await app.core.db.transaction(async (tx) => {
    await applyLedgerEntry(tx, {
      userId: id,
      account: "cash_cc",
      amount: 7000,
      kind: "admin_adjustment",
      idempotencyKey: `t:${id}`,
    });
  });
  const withdrawal = await app.inject({
    method: "POST",
    url: "/api/users/me/withdrawals",
    headers: { cookie },
    payload: { amount: 5, method: "bank_transfer", account_details: "IBAN SECRET-ACCOUNT-123" },
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(201);
  await app.inject({ method: "POST", url: "/api/visits", headers: { cookie }, payload: { path: "/me" } });
  await app.core.visitRecorder.drain();
  const contact = await app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { cookie },
    payload: { name: "Farmer Name", email, subject: "hi", message: "hello" },
  });
  expect(contact.statusCode, contact.body).toBeLessThan(300);
  const del = await app.inject({
    method: "DELETE",
    url: "/api/users/me",
    headers: { cookie },
    payload: { password: STRONG_PASSWORD },
  });
  expect(del.statusCode).toBe(204);
  return id;
}

describe("referral rewards and re-registration", () => {
  it("normalises the mailbox: case, +tags and Gmail dots", () => {
    expect(referralMailbox(" A.B+farm1@GoogleMail.com ")).toBe("ab@gmail.com");
    expect(referralMailbox("a.b+x@example.com")).toBe("a.b@example.com");
  });

  it("rewards the referrer once per mailbox, however often it deletes and registers again", async () => {
    const referrer = await createUser(app);
    const email = `farm-${Date.now()}@example.com`;
    const firstId = await registerUseAndDelete(email, referrer.referralCode);
    expect((await reloadUser(app, referrer.id)).ccBalance).toBe(10_000);

    const secondId = await registerUseAndDelete(email, referrer.referralCode);
    expect(secondId).not.toBe(firstId);
    const again = await registerViaApi(app, sink, {
      email: email.replace("@", "+again@"),
      referral_code: referrer.referralCode,
    });
    expect(again.statusCode).toBe(201);
    expect((await reloadUser(app, referrer.id)).ccBalance).toBe(10_000);
    const rewards = await app.core.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.referrerUserId, referrer.id));
    expect(rewards).toHaveLength(1);
    expect(rewards[0].referredUserId).toBeNull();
    expect(rewards[0].referredEmailHash).not.toContain("farm");
  });

  it("keeps money records anonymised and removes every other trace of the purged account", async () => {
    const referrer = await createUser(app);
    const email = `purge-${Date.now()}@example.com`;
    const oldId = await registerUseAndDelete(email, referrer.referralCode);
    const reborn = await registerViaApi(app, sink, { email, name: "Reborn" });
    expect(reborn.statusCode).toBe(201);
    expect(await reloadUser(app, oldId)).toBeUndefined();

    // Ledger rows stay exactly as written (append-only): amounts, keys and the bare number of an
    // account whose row, name and email are gone.
    const kept = await app.core.db
      .select()
      .from(ccLedger)
      .where(eq(ccLedger.idempotencyKey, `t:${oldId}`));
    expect(kept).toEqual([expect.objectContaining({ userId: oldId, amount: 7000 })]);
    const withdrawals = await app.core.db.select().from(withdrawalRequests).where(isNull(withdrawalRequests.userId));
    const mine = withdrawals.filter((w) => w.amount === 5000);
    expect(mine.length).toBeGreaterThan(0);
    for (const w of mine) {
      expect(w.accountDetails).not.toContain("SECRET-ACCOUNT");
      expect(w.status).not.toBe("pending");
    }
    // Other traces are gone.
    expect(await app.core.db.select().from(visitorLogs).where(eq(visitorLogs.userId, oldId))).toEqual([]);
    const messages = await app.core.db.select().from(contactMessages);
    expect(messages.filter((m) => m.email === email)).toEqual([]);
  });
});
