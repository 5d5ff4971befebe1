import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ccLedger } from "../src/server/db/schema/credits.js";
import { notifications } from "../src/server/db/schema/community.js";
import { actor, adminActor, balances, type Actor } from "./credits-helpers.js";
import { JPEG, PDF, PNG, putSettings, uploadProof } from "./deals-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { startSmtpSink } from "./smtp-sink.js";
import { sentTo } from "./notifications-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { send } from "./helper.js";

let app: TestApp;
let admin: Actor;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  admin = await adminActor(app);
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

const create = (who: Actor, body: Record<string, unknown>) => send(app, who, "POST", "/api/users/me/topups", body);

async function pendingTopup(who: Actor, amount = 10) {
  const res = await create(who, { amount_cc: amount, payer_name: "Bat-Erdene D." });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const topupLedger = (userId: number) =>
  app.core.db
    .select()
    .from(ccLedger)
    .where(and(eq(ccLedger.userId, userId), eq(ccLedger.kind, "topup")));

describe("POST /api/users/me/topups", () => {
  it("answers 201 pending with the USD price, bank details and a short unique reference", async () => {
    const user = await actor(app);
    await putSettings(app, admin, { cc_price_usd: 1.25, topup_bank_details: "Shinhan Bank 140-013-000001" });
    try {
      const res = await create(user, { amount_cc: 12.5, payer_name: "  Ivan Petrov ", note: "first" });
      expect(res.statusCode, res.body).toBe(201);
      const t = res.json();
      expect(t).toMatchObject({
        amount_cc: 12.5,
        amount_usd: 15.63,
        status: "pending",
        payer_name: "Ivan Petrov",
        note: "first",
        bank_details: "Shinhan Bank 140-013-000001",
        has_proof: false,
      });
      expect(t.reference).toMatch(/^CC-[2-9A-HJ-NP-Z]{8}$/);
      expect(new Date(t.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const other = await pendingTopup(user, 1);
      expect(other.reference).not.toBe(t.reference);
    } finally {
      await putSettings(app, admin, { cc_price_usd: 1 });
    }
  });

  it("refuses amounts outside topup_min_cc..topup_max_cc or with more than 3 decimals (422), and anonymous (401)", async () => {
    const user = await actor(app);
    await putSettings(app, admin, { topup_min_cc: 5, topup_max_cc: 50 });
    try {
      for (const amount_cc of [4.999, 50.001, 0, -1, 10.0001]) {
        const res = await create(user, { amount_cc, payer_name: "A" });
        expect(res.statusCode, `${amount_cc}`).toBe(422);
        expect(res.json().error.code).toBe("validation_error");
      }
      expect((await create(user, { amount_cc: "ten", payer_name: "A" })).statusCode).toBe(422);
      expect((await create(user, { amount_cc: 5, payer_name: "   " })).statusCode).toBe(422);
      expect((await create(user, { amount_cc: 5 })).statusCode).toBe(422);
      expect((await create(user, { amount_cc: 5.123, payer_name: "A" })).statusCode).toBe(201);
      expect(
        (await send(app, null, "POST", "/api/users/me/topups", { amount_cc: 5, payer_name: "A" })).statusCode,
      ).toBe(401);
    } finally {
      await putSettings(app, admin, { topup_min_cc: 1, topup_max_cc: 1000 });
    }
  });

  it("allows at most 3 pending top-ups per user (409 too_many_pending), also when raced", async () => {
    const user = await actor(app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => create(user, { amount_cc: 2, payer_name: "Racer" })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe("too_many_pending");
    // A settled one frees a place.
    const mine = (await send(app, user, "GET", "/api/users/me/topups")).json();
    expect(mine.total).toBe(3);
    await send(app, admin, "POST", `/api/admin/topups/${mine.items[0].id}/reject`, { reason: "test" });
    expect((await create(user, { amount_cc: 2, payer_name: "Racer" })).statusCode).toBe(201);
  });
});

describe("POST /api/users/me/topups/{id}/proof", () => {
  it("accepts JPEG, PNG and PDF by their bytes, whatever the name; the admin downloads it with its type", async () => {
    const user = await actor(app);
    for (const [bytes, type] of [
      [JPEG, "image/jpeg"],
      [PNG, "image/png"],
      [PDF, "application/pdf"],
    ] as const) {
      const t = await pendingTopup(user, 1);
      const res = await uploadProof(app, user, t.id, bytes, "slip.txt");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: t.id, has_proof: true, proof_type: type });
      const file = await send(app, admin, "GET", `/api/admin/topups/${t.id}/proof`);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toContain(type);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      await send(app, admin, "POST", `/api/admin/topups/${t.id}/reject`, { reason: "cleanup" });
    }
  });

  it("422 for another type (even named .jpg), 413 above 5 MB, 404 for someone else's top-up or none", async () => {
    const user = await actor(app);
    const stranger = await actor(app);
    const t = await pendingTopup(user, 1);
    const fake = await uploadProof(app, user, t.id, Buffer.from("GIF89a not a slip"), "slip.jpg");
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error.code).toBe("validation_error");
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadProof(app, user, t.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe("payload_too_large");
    expect((await uploadProof(app, stranger, t.id, JPEG)).statusCode).toBe(404);
    expect((await uploadProof(app, user, 999_999, JPEG)).statusCode).toBe(404);
    // Nothing was stored by the refused uploads.
    expect((await send(app, admin, "GET", `/api/admin/topups/${t.id}/proof`)).statusCode).toBe(404);
    const notMultipart = await send(app, user, "POST", `/api/users/me/topups/${t.id}/proof`, { file: "x" });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
  });
});

describe("lists", () => {
  it("my list is mine, newest first, paged; the admin list filters by status and carries the email", async () => {
    const user = await actor(app);
    const a = await pendingTopup(user, 3);
    const b = await pendingTopup(user, 4);
    const mine = await send(app, user, "GET", "/api/users/me/topups?page_size=1");
    expect(mine.json()).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(mine.json().items.map((t: { id: number }) => t.id)).toEqual([b.id]);
    await send(app, admin, "POST", `/api/admin/topups/${a.id}/confirm`, {});
    const pending = (await send(app, admin, "GET", "/api/admin/topups?status=pending&page_size=100")).json();
    expect(pending.items.every((t: { status: string }) => t.status === "pending")).toBe(true);
    expect(pending.items.find((t: { id: number }) => t.id === b.id)).toMatchObject({
      email: user.email,
      user_id: user.id,
    });
    const confirmed = (await send(app, admin, "GET", "/api/admin/topups?status=confirmed")).json();
    expect(confirmed.items.map((t: { id: number }) => t.id)).toContain(a.id);
    // Without a filter, pending ones come first.
    const all = (await send(app, admin, "GET", "/api/admin/topups?page_size=100")).json().items;
    const firstSettled = all.findIndex((t: { status: string }) => t.status !== "pending");
    expect(all.slice(firstSettled).every((t: { status: string }) => t.status !== "pending")).toBe(true);
    expect((await send(app, admin, "GET", "/api/admin/topups?status=bogus")).statusCode).toBe(422);
    expect((await send(app, user, "GET", "/api/admin/topups")).statusCode).toBe(403);
  });
});

describe("confirm and reject", () => {
  it("confirm credits the requested amount once through the ledger (kind topup) and notifies in the buyer's language", async () => {
    const user = await actor(app, { country: "MN" });
    const t = await pendingTopup(user, 7.5);
    const res = await send(app, admin, "POST", `/api/admin/topups/${t.id}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "confirmed", confirmed_amount_cc: 7.5 });
    expect((await balances(app, user.id)).cc).toBe(7500);
    const ledger = await topupLedger(user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 7500, idempotencyKey: `topup:${t.id}`, createdByUserId: admin.id });
    const again = await send(app, admin, "POST", `/api/admin/topups/${t.id}/confirm`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("invalid_transition");
    expect((await balances(app, user.id)).cc).toBe(7500);
    const mail = await sink.waitFor(sentTo(user.email));
    expect(mail.subject).toBe("Таны CC цэнэглэлт баталгаажлаа");
    expect(mail.text).toContain(t.reference);
    const notes = await app.core.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.kind)).toEqual(["topup_confirmed"]);
  });

  it("confirm with the amount actually received credits that amount", async () => {
    const user = await actor(app);
    const t = await pendingTopup(user, 10);
    const res = await send(app, admin, "POST", `/api/admin/topups/${t.id}/confirm`, { amount_cc: 9.75 });
    expect(res.json()).toMatchObject({ amount_cc: 10, confirmed_amount_cc: 9.75 });
    expect((await balances(app, user.id)).cc).toBe(9750);
    const bad = await pendingTopup(user, 1);
    for (const amount_cc of [0, -1, 1.0001]) {
      const r = await send(app, admin, "POST", `/api/admin/topups/${bad.id}/confirm`, { amount_cc });
      expect(r.statusCode, `${amount_cc}`).toBe(422);
    }
  });

  it("20 parallel confirms credit exactly once", async () => {
    const user = await actor(app);
    const t = await pendingTopup(user, 5);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(app, admin, "POST", `/api/admin/topups/${t.id}/confirm`, {})),
    );
    const elapsed = performance.now() - started;
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect((await balances(app, user.id)).cc).toBe(5000);
    expect(await topupLedger(user.id)).toHaveLength(1);
    console.log(`20 parallel confirms answered in ${elapsed.toFixed(0)} ms`);
  });

  it("reject needs a reason, notifies (ru), credits nothing; confirming afterwards is 409", async () => {
    const user = await actor(app, { country: "RU" });
    const t = await pendingTopup(user, 3);
    expect((await send(app, admin, "POST", `/api/admin/topups/${t.id}/reject`, {})).statusCode).toBe(422);
    expect((await send(app, admin, "POST", `/api/admin/topups/${t.id}/reject`, { reason: "  " })).statusCode).toBe(422);
    const res = await send(app, admin, "POST", `/api/admin/topups/${t.id}/reject`, { reason: "Перевод не найден" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "rejected", reject_reason: "Перевод не найден" });
    const confirm = await send(app, admin, "POST", `/api/admin/topups/${t.id}/confirm`, {});
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe("invalid_transition");
    expect((await send(app, admin, "POST", `/api/admin/topups/${t.id}/reject`, { reason: "x" })).statusCode).toBe(409);
    expect((await balances(app, user.id)).cc).toBe(0);
    // No more slips for a settled top-up.
    expect((await uploadProof(app, user, t.id, JPEG)).statusCode).toBe(409);
    const mail = await sink.waitFor(sentTo(user.email));
    expect(mail.subject).toBe("Пополнение CC отклонено");
    expect(mail.text).toContain("Перевод не найден");
  });

  it("404 for unknown top-ups, 422 for bad ids, 403 for non-admins", async () => {
    const user = await actor(app);
    expect((await send(app, admin, "POST", "/api/admin/topups/999999/confirm", {})).statusCode).toBe(404);
    expect((await send(app, admin, "POST", "/api/admin/topups/abc/confirm", {})).statusCode).toBe(422);
    expect((await send(app, admin, "GET", "/api/admin/topups/999999/proof")).statusCode).toBe(404);
    expect((await send(app, user, "POST", "/api/admin/topups/1/confirm", {})).statusCode).toBe(403);
  });
});
