// The buyer's money on an order (api.md "The buyer's money, protected"): payments and refunds
// recorded by admins, added up in cents, the balance, the protection and its ship-by date, the
// B/L rule before shipping, the refund asked for after ship-by, the dashboard, the audit log, the
// data export, the daily check, and the records the database keeps whole. Through HTTP on a real
// database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { and, eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../src/server/db/schema/community.js";
import { orderEvents, orders } from "../src/server/db/schema/deals.js";
import { orderPayments, orderRefunds } from "../src/server/db/schema/protection.js";
import { checkPaymentsAndReport } from "../src/server/modules/orders/reconcile.js";
import { addDays } from "../src/shared/days.js";
import { actor, adminActor, type Actor } from "./credits-helpers.js";
import { putSettings } from "./deals-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { sentTo } from "./notifications-helpers.js";
import { dayIn, invoicedOrder, myOrder, ok, pay, refund, uploadBillOfLading } from "./protection-helpers.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { send } from "./helper.js";

let app: TestApp;
let admin: Actor;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const STAFF = "staff-money@example.test";

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  admin = await adminActor(app);
  await putSettings(app, admin, { staff_email: STAFF });
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

type Json = Record<string, any>;
const today = () => dayIn(app);
const adminOrder = async (orderId: number) =>
  ((await ok(send(app, admin, "GET", "/api/admin/orders?page_size=100"))).items as Json[]).find(
    (o) => o.id === orderId,
  )!;
const patchOrder = (orderId: number, body: Json) => send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, body);
const kindsOf = async (userId: number) =>
  (await app.core.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);
const mailOf = (to: string, subject: RegExp) =>
  sink.waitFor((m: ParsedMail) => sentTo(to)(m) && subject.test(m.subject ?? ""));

describe("POST /api/admin/orders/{order_id}/payments", () => {
  it("partial payments hold the money; the one that covers the amount due moves the order to paid and sets ship_by once", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 28_788.97 });
    let order = await myOrder(app, buyer, orderId);
    expect(order).toMatchObject({
      payments: [],
      refunds: [],
      paid_usd: 0,
      refunded_usd: 0,
      balance_due_usd: 28_788.97,
      protection: { status: "none", held_usd: 0, ship_by: null },
    });

    const first = await pay(app, admin, orderId, {
      amount_usd: 10_000.1,
      received_on: addDays(today(), -3),
      reference: " TT-1 ",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amount_usd: 10_000.1, received_on: addDays(today(), -3), reference: "TT-1" });
    expect(first.json().id).toBeGreaterThan(0);
    order = await myOrder(app, buyer, orderId);
    expect(order).toMatchObject({
      status: "invoiced",
      paid_usd: 10_000.1,
      balance_due_usd: 18_788.87,
      protection: { status: "held", held_usd: 10_000.1, ship_by: null },
    });

    // 0.1 + 0.2 style sums stay exact: cents are added as integers.
    await ok(pay(app, admin, orderId, { amount_usd: 0.29, received_on: addDays(today(), -2), reference: "TT-2" }), 201);
    const last = await pay(app, admin, orderId, {
      amount_usd: 18_788.58,
      received_on: addDays(today(), -1),
      reference: "TT-3",
    });
    expect(last.statusCode, last.body).toBe(201);
    order = await myOrder(app, buyer, orderId);
    expect(order).toMatchObject({
      status: "paid",
      paid_usd: 28_788.97,
      balance_due_usd: 0,
      protection: { status: "held", held_usd: 28_788.97, ship_by: addDays(addDays(today(), -1), 30) },
    });
    expect(order.payments.map((p: Json) => p.reference)).toEqual(["TT-1", "TT-2", "TT-3"]);
    expect(order.events.map((e: Json) => e.status)).toEqual(["reserved", "invoiced", "paid"]);
    // Both notifications of the last payment: the payment's and the status change's.
    expect(await kindsOf(buyer.id)).toEqual(
      expect.arrayContaining(["order_payment", "order_payment", "order_payment", "order_status"]),
    );
    const mail = await mailOf(buyer.email, /Order #\d+: payment of \$18,788\.58 received/);
    expect(mail.text).toContain("Your order is paid in full ($28,788.97)");
    expect(mail.text).toContain("We hold your money until the car is shipped with its bill of lading.");
    await mailOf(buyer.email, new RegExp(`Order #${orderId}: paid`));

    // ship_by never moves: a later setting, a refund and a new payment leave it.
    await putSettings(app, admin, { ship_within_days: 5 });
    await ok(
      refund(app, admin, orderId, {
        amount_usd: 100,
        paid_on: today(),
        reference: "RF-1",
        reason: "bank fee returned",
      }),
      201,
    );
    await ok(pay(app, admin, orderId, { amount_usd: 100, received_on: today(), reference: "TT-4" }), 201);
    await putSettings(app, admin, { ship_within_days: 30 });
    expect((await myOrder(app, buyer, orderId)).protection.ship_by).toBe(addDays(addDays(today(), -1), 30));
    // The admin's answer carries the same.
    expect(await adminOrder(orderId)).toMatchObject({ paid_usd: 28_888.97, refunded_usd: 100, balance_due_usd: 0 });
  });

  it("an overpayment leaves a balance of 0 and can be refunded; PATCH to paid keeps working without payments", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 1000 });
    await ok(pay(app, admin, orderId, { amount_usd: 1200, received_on: today(), reference: "TT-OVER" }), 201);
    expect(await myOrder(app, buyer, orderId)).toMatchObject({ status: "paid", balance_due_usd: 0, paid_usd: 1200 });
    const other = await invoicedOrder(app, admin, { priceUsd: 1000 });
    await ok(patchOrder(other.orderId, { status: "paid" }));
    expect(await myOrder(app, other.buyer, other.orderId)).toMatchObject({
      status: "paid",
      balance_due_usd: 1000,
      protection: { status: "none", held_usd: 0, ship_by: null },
    });
  });

  it("refuses a reserved or cancelled order (409 invalid_transition) and bad input (422), never a 500", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin);
    const fresh = await actor(app);
    await send(app, admin, "POST", `/api/admin/users/${fresh.id}/credits`, { amount: 2, account: "cc", reason: "t" });
    const { createBannerCar } = await import("./factories.js");
    const car = await createBannerCar(app);
    const reservedId = (await ok(send(app, fresh, "POST", `/api/cars/${car.id}/purchase`))).order_id;
    const good = { amount_usd: 100, received_on: today(), reference: "TT" };
    const r1 = await pay(app, admin, reservedId, good);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().error).toMatchObject({ code: "invalid_transition", details: { from: "reserved" } });
    await ok(patchOrder(reservedId, { status: "cancelled" }));
    expect((await pay(app, admin, reservedId, good)).json().error.code).toBe("invalid_transition");

    for (const body of [
      { ...good, amount_usd: 0 },
      { ...good, amount_usd: -5 },
      { ...good, amount_usd: 10.001 },
      { ...good, amount_usd: 1e300 },
      { ...good, amount_usd: "100" + "\u0000" },
      { ...good, received_on: addDays(today(), 2) },
      { ...good, received_on: "1999-12-31" },
      { ...good, received_on: "2026-02-30" },
      { ...good, received_on: "yesterday" },
      { ...good, reference: "" },
      { ...good, reference: "   " },
      { ...good, reference: "x".repeat(201) },
      { ...good, extra: 1 },
      { amount_usd: 100, received_on: today() },
      { a: { b: { c: { d: { e: { f: [[[[[1]]]]] } } } } } },
    ]) {
      const res = await pay(app, admin, orderId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe("validation_error");
    }
    expect((await pay(app, admin, 2_147_483_647, good)).statusCode).toBe(404);
    expect((await pay(app, admin, 0, good)).statusCode).toBe(422);
    expect((await pay(app, buyer, orderId, good)).statusCode).toBe(403);
    expect((await pay(app, null, orderId, good)).statusCode).toBe(401);
    expect((await myOrder(app, buyer, orderId)).payments).toEqual([]);
  });

  it("a burst of payments adds up exactly, moves the order to paid once and sets ship_by once", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 20_000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pay(app, admin, orderId, { amount_usd: 2500.01, received_on: today(), reference: `TT-B${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const order = await myOrder(app, buyer, orderId);
    expect(order).toMatchObject({ status: "paid", paid_usd: 25_000.1, balance_due_usd: 0 });
    expect(order.events.filter((e: Json) => e.status === "paid")).toHaveLength(1);
    expect(order.protection.ship_by).toBe(addDays(today(), 30));
  });
});

describe("POST /api/admin/orders/{order_id}/refunds", () => {
  it("never refunds more than paid minus refunded (422 refund_exceeds_paid); all refunded → protection refunded", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 5000 });
    const body = { amount_usd: 10, paid_on: today(), reference: "RF", reason: "goodwill" };
    const none = await refund(app, admin, orderId, body);
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toMatchObject({ code: "refund_exceeds_paid", details: { refundable_usd: 0 } });
    await ok(pay(app, admin, orderId, { amount_usd: 3000, received_on: today(), reference: "TT" }), 201);
    const part = await refund(app, admin, orderId, { ...body, amount_usd: 1000.5 });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      amount_usd: 1000.5,
      paid_on: today(),
      reference: "RF",
      reason: "goodwill",
      claim_id: null,
    });
    expect(await myOrder(app, buyer, orderId)).toMatchObject({
      paid_usd: 3000,
      refunded_usd: 1000.5,
      balance_due_usd: 3000.5,
      protection: { status: "held", held_usd: 1999.5 },
    });
    const over = await refund(app, admin, orderId, { ...body, amount_usd: 1999.51 });
    expect(over.json().error).toMatchObject({ code: "refund_exceeds_paid", details: { refundable_usd: 1999.5 } });
    await ok(refund(app, admin, orderId, { ...body, amount_usd: 1999.5 }), 201);
    expect(await myOrder(app, buyer, orderId)).toMatchObject({
      refunded_usd: 3000,
      protection: { status: "refunded", held_usd: 0 },
    });
    const mail = await mailOf(buyer.email, /refund of \$1,999\.50 sent/);
    expect(mail.text).toContain("Reason: goodwill");
    expect(mail.text).toContain("Refunded so far: $3,000.00 of the $3,000.00 you paid.");

    for (const bad of [
      { ...body, amount_usd: 0 },
      { ...body, amount_usd: 0.001 },
      { ...body, reason: "" },
      { ...body, reason: "x".repeat(2001) },
      { ...body, paid_on: addDays(today(), 1) },
      { ...body, claim_id: 0 },
      { ...body, claim_id: 2_147_483_648 },
    ]) {
      const res = await refund(app, admin, orderId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    // A claim that is not an accepted claim of this order.
    const notAClaim = await refund(app, admin, orderId, { ...body, claim_id: 2_147_483_647 });
    expect(notAClaim.statusCode).toBe(422);
    expect(notAClaim.json().error.details).toEqual([
      { field: "claim_id", message: "is not an accepted claim of this order" },
    ]);
  });

  it("two admins refunding the same money at once never refund more than was paid", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 20_000 });
    await ok(pay(app, admin, orderId, { amount_usd: 20_000, received_on: today(), reference: "TT" }), 201);
    const second = await adminActor(app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        refund(app, i % 2 ? admin : second, orderId, {
          amount_usd: 5000,
          paid_on: today(),
          reference: `RF-${i}`,
          reason: "double click",
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(4);
    expect(codes.filter((c) => c === 422)).toHaveLength(6);
    for (const r of results.filter((x) => x.statusCode === 422))
      expect(r.json().error.code).toBe("refund_exceeds_paid");
    const rows = await app.core.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(2_000_000);
    expect((await myOrder(app, buyer, orderId)).protection).toMatchObject({ status: "refunded", held_usd: 0 });
  });
});

describe("the money is held until the car ships with its B/L", () => {
  it("an order holding payments ships only with a B/L number and the bill of lading uploaded (409 bill_of_lading_missing)", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 8000 });
    await ok(pay(app, admin, orderId, { amount_usd: 8000, received_on: today(), reference: "TT" }), 201);
    const bare = await patchOrder(orderId, { status: "shipped" });
    expect(bare.statusCode).toBe(409);
    expect(bare.json().error).toMatchObject({
      code: "bill_of_lading_missing",
      details: { bl_number: false, bill_of_lading: false },
    });
    const numberOnly = await patchOrder(orderId, { status: "shipped", bl_number: "MOL-1" });
    expect(numberOnly.json().error).toMatchObject({ code: "bill_of_lading_missing", details: { bl_number: true } });
    // The refused move changed nothing (the B/L number came with it).
    expect((await myOrder(app, buyer, orderId)).bl_number).toBeNull();
    await uploadBillOfLading(app, admin, orderId);
    expect((await patchOrder(orderId, { status: "shipped" })).json().error.details).toEqual({
      bl_number: false,
      bill_of_lading: true,
    });
    const shipped = await patchOrder(orderId, { status: "shipped", bl_number: "MOL-1" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().protection).toEqual({ status: "released", held_usd: 0, ship_by: addDays(today(), 30) });
  });

  it("an order without payments ships as before; one whose money was all refunded too", async () => {
    const a = await invoicedOrder(app, admin);
    await ok(patchOrder(a.orderId, { status: "paid" }));
    expect((await patchOrder(a.orderId, { status: "shipped" })).statusCode).toBe(200);
    const b = await invoicedOrder(app, admin, { priceUsd: 100 });
    await ok(pay(app, admin, b.orderId, { amount_usd: 100, received_on: today(), reference: "TT" }), 201);
    await ok(refund(app, admin, b.orderId, { amount_usd: 100, paid_on: today(), reference: "RF", reason: "r" }), 201);
    expect((await patchOrder(b.orderId, { status: "shipped" })).statusCode).toBe(200);
  });

  it("an admin cancelling a paid order makes the refund due by itself; the dashboard counts it until it is refunded", async () => {
    const before = (await ok(send(app, admin, "GET", "/api/admin/dashboard"))).refunds.due;
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 4000 });
    await ok(pay(app, admin, orderId, { amount_usd: 4000, received_on: today(), reference: "TT" }), 201);
    const cancelled = await patchOrder(orderId, { status: "cancelled", note: "export papers refused" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      balance_due_usd: 0,
      protection: { status: "refund_due", held_usd: 4000 },
    });
    expect((await ok(send(app, admin, "GET", "/api/admin/dashboard"))).refunds.due).toBe(before + 1);
    const mail = await mailOf(buyer.email, new RegExp(`Order #${orderId}: cancelled`));
    expect(mail.text).toContain("The $4,000.00 you paid will be refunded to you");
    // A refund is still recorded on a cancelled order; payments are not.
    expect((await pay(app, admin, orderId, { amount_usd: 1, received_on: today(), reference: "X" })).statusCode).toBe(
      409,
    );
    await ok(
      refund(app, admin, orderId, { amount_usd: 4000, paid_on: today(), reference: "RF", reason: "cancelled" }),
      201,
    );
    expect((await myOrder(app, buyer, orderId)).protection.status).toBe("refunded");
    expect((await ok(send(app, admin, "GET", "/api/admin/dashboard"))).refunds.due).toBe(before);
  });
});

describe("POST /api/users/me/orders/{order_id}/refund-request", () => {
  const ask = (who: Actor | null, orderId: number, reason = "The car has not shipped.") =>
    send(app, who, "POST", `/api/users/me/orders/${orderId}/refund-request`, { reason });

  it("409 refund_not_due until the money is held past ship_by; then refund_due, the staff emailed, on the audit log", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 9000, country: "MN" });
    const nothing = await ask(buyer, orderId);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toMatchObject({ code: "refund_not_due", details: { ship_by: null } });
    // Part paid: held, but no ship-by date yet.
    await ok(
      pay(app, admin, orderId, { amount_usd: 4000, received_on: addDays(today(), -40), reference: "TT-1" }),
      201,
    );
    expect((await ask(buyer, orderId)).json().error).toMatchObject({
      code: "refund_not_due",
      details: { ship_by: null },
    });
    // Paid in full today: ship_by is 30 days ahead.
    await ok(pay(app, admin, orderId, { amount_usd: 5000, received_on: today(), reference: "TT-2" }), 201);
    const early = await ask(buyer, orderId);
    expect(early.json().error).toMatchObject({ code: "refund_not_due", details: { ship_by: addDays(today(), 30) } });

    const late = await invoicedOrder(app, admin, { priceUsd: 9000, country: "MN" });
    // Paid 31 days ago: ship_by was yesterday.
    await ok(
      pay(app, admin, late.orderId, { amount_usd: 9000, received_on: addDays(today(), -31), reference: "TT" }),
      201,
    );
    const onShipBy = await invoicedOrder(app, admin, { priceUsd: 10 });
    await ok(
      pay(app, admin, onShipBy.orderId, { amount_usd: 10, received_on: addDays(today(), -30), reference: "TT" }),
      201,
    );
    // ship_by is today: not yet after it.
    expect((await ask(onShipBy.buyer, onShipBy.orderId)).json().error).toMatchObject({
      code: "refund_not_due",
      details: { ship_by: today() },
    });
    const stranger = await actor(app);
    expect((await ask(stranger, late.orderId)).statusCode).toBe(404);
    expect((await ask(null, late.orderId)).statusCode).toBe(401);
    for (const reason of ["", "   ", "x".repeat(2001)])
      expect((await ask(late.buyer, late.orderId, reason)).statusCode).toBe(422);

    const dueBefore = (await ok(send(app, admin, "GET", "/api/admin/dashboard"))).refunds.due;
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => ask(late.buyer, late.orderId, "Not shipped <b>yet</b>")),
    );
    const done = burst.filter((r) => r.statusCode === 200);
    expect(done).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === "refund_not_due")).toBe(true);
    expect(done[0].json()).toMatchObject({
      id: late.orderId,
      protection: { status: "refund_due", held_usd: 9000, ship_by: addDays(today(), -1) },
    });
    expect((await ok(send(app, admin, "GET", "/api/admin/dashboard"))).refunds.due).toBe(dueBefore + 1);

    const staffMail = await mailOf(STAFF, new RegExp(`Refund requested: order #${late.orderId}`));
    expect(staffMail.text).toContain(late.buyer.email);
    expect(staffMail.text).toContain("Not shipped <b>yet</b>");
    expect(staffMail.html).not.toContain("<b>yet</b>");
    const buyerMail = await mailOf(late.buyer.email, new RegExp(`Захиалга #${late.orderId}: мөнгө буцаах хүсэлтийг`));
    expect(buyerMail.html).toContain('<html lang="mn">');

    const audit = await ok(
      send(app, admin, "GET", `/api/admin/audit?action=order.refund_request&target=order:${late.orderId}`),
    );
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      actor: { id: late.buyer.id, email: late.buyer.email },
      after: { refund_request_reason: "Not shipped <b>yet</b>", held_usd: 9000 },
    });
    // Refunded: the request is settled.
    await ok(
      refund(app, admin, late.orderId, { amount_usd: 9000, paid_on: today(), reference: "RF", reason: "late" }),
      201,
    );
    expect((await myOrder(app, late.buyer, late.orderId)).protection.status).toBe("refunded");
    expect((await ask(late.buyer, late.orderId)).json().error.details).toEqual({ ship_by: null });
  });
});

describe("the proforma invoice and the settings", () => {
  it("the invoice states the protection in the buyer's language: within ship_within_days, then by ship_by", async () => {
    const { pdfText } = await import("./pdf-text.js");
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 3000, country: "RU" });
    const invoice = async (lang?: string) =>
      pdfText(
        (
          await app.inject({
            method: "GET",
            url: `/api/users/me/orders/${orderId}/invoice${lang ? `?lang=${lang}` : ""}`,
            headers: { cookie: buyer.cookie },
          })
        ).rawPayload,
      );
    const flat = (text: string) => text.replace(/\s+/g, " ");
    expect(flat(await invoice())).toContain("Защита покупателя");
    expect(flat(await invoice())).toContain("в течение 30 дней после полной оплаты");
    await ok(pay(app, admin, orderId, { amount_usd: 3000, received_on: "2026-01-10", reference: "TT" }), 201);
    expect(flat(await invoice("en"))).toContain("If the car has not shipped by February 9, 2026");
    expect(flat(await invoice("ko"))).toContain("구매자 보호");
    expect(flat(await invoice("mn"))).toContain("Худалдан авагчийн хамгаалалт");
  });

  it("ship_within_days and claim_window_days take 0..365 whole days (422 otherwise)", async () => {
    for (const value of [-1, 366, 1.5, "7", null])
      for (const key of ["ship_within_days", "claim_window_days"]) {
        const res = await send(app, admin, "PUT", "/api/admin/settings", { [key]: value });
        expect(res.statusCode, `${key}=${String(value)}`).toBe(422);
      }
    const settings = await ok(send(app, admin, "GET", "/api/admin/settings"));
    expect(settings).toMatchObject({ ship_within_days: 30, claim_window_days: 7 });
  });
});

describe("the records", () => {
  it("payments and refunds refuse UPDATE, DELETE and TRUNCATE by SQL", async () => {
    const { orderId } = await invoicedOrder(app, admin, { priceUsd: 100 });
    await ok(pay(app, admin, orderId, { amount_usd: 60, received_on: today(), reference: "TT" }), 201);
    await ok(refund(app, admin, orderId, { amount_usd: 10, paid_on: today(), reference: "RF", reason: "r" }), 201);
    const refused = async (statement: Promise<unknown>, table: string) => {
      const err = await statement.then(
        () => undefined,
        (e: { message: string; cause?: { message?: string } }) => e,
      );
      expect(err, "the statement was refused").toBeDefined();
      expect(`${err!.message} ${err!.cause?.message ?? ""}`).toMatch(new RegExp(`${table} is append-only`));
    };
    for (const table of ["order_payments", "order_refunds"]) {
      await refused(
        app.core.db.execute(sql.raw(`update ${table} set amount_cents = 1 where order_id = ${orderId}`)),
        table,
      );
      await refused(
        app.core.db.execute(sql.raw(`update ${table} set reference = 'x' where order_id = ${orderId}`)),
        table,
      );
      await refused(app.core.db.execute(sql.raw(`delete from ${table} where order_id = ${orderId}`)), table);
      await refused(app.core.db.execute(sql.raw(`truncate ${table} cascade`)), table);
    }
    const [p] = await app.core.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    expect(p.amountCents).toBe(6000);
    // An order that money names cannot be deleted either.
    const del = await app.core.db.execute(sql`delete from orders where id = ${orderId}`).then(
      () => "deleted",
      () => "refused",
    );
    expect(del).toBe("refused");
  });

  it("every payment and refund is on the audit log under its order, with the admin", async () => {
    const { orderId } = await invoicedOrder(app, admin, { priceUsd: 100 });
    await ok(pay(app, admin, orderId, { amount_usd: 100, received_on: today(), reference: "TT-AUD" }), 201);
    await ok(refund(app, admin, orderId, { amount_usd: 5, paid_on: today(), reference: "RF-AUD", reason: "fee" }), 201);
    const payments = await ok(send(app, admin, "GET", `/api/admin/audit?action=order.payment&target=order:${orderId}`));
    // The payment's row, and the move to paid it made (the order and its event).
    expect(payments.items.some((r: Json) => r.after?.reference === "TT-AUD" && r.after?.amount_cents === 10000)).toBe(
      true,
    );
    expect(payments.items.some((r: Json) => r.after?.status === "paid")).toBe(true);
    expect(payments.items.every((r: Json) => r.actor.id === admin.id)).toBe(true);
    const refunds = await ok(send(app, admin, "GET", `/api/admin/audit?action=order.refund&target=order:${orderId}`));
    expect(refunds.items).toHaveLength(1);
    expect(refunds.items[0].after).toMatchObject({ reference: "RF-AUD", reason: "fee", amount_cents: 500 });
  });

  it("the buyer's data export carries the payments, refunds, protection and the refund request", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 700 });
    await ok(pay(app, admin, orderId, { amount_usd: 700, received_on: addDays(today(), -40), reference: "TT-X" }), 201);
    await ok(refund(app, admin, orderId, { amount_usd: 7, paid_on: today(), reference: "RF-X", reason: "fee" }), 201);
    await ok(send(app, buyer, "POST", `/api/users/me/orders/${orderId}/refund-request`, { reason: "late" }));
    const data = await ok(send(app, buyer, "GET", "/api/users/me/export"));
    const order = data.orders.find((o: Json) => o.id === orderId);
    expect(order).toMatchObject({
      payments: [{ amount_usd: 700, reference: "TT-X" }],
      refunds: [{ amount_usd: 7, reference: "RF-X", reason: "fee" }],
      paid_usd: 700,
      refunded_usd: 7,
      protection: { status: "refund_due", held_usd: 693 },
      refund_request: { reason: "late" },
      claims: [],
    });
  });

  it("the daily check emails the staff about refunds beyond payments and cancelled orders still holding money", async () => {
    const tampered = await invoicedOrder(app, admin, { priceUsd: 100 });
    await ok(pay(app, admin, tampered.orderId, { amount_usd: 50, received_on: today(), reference: "TT" }), 201);
    // Written outside the site: the service would refuse it.
    await app.core.db.insert(orderRefunds).values({
      orderId: tampered.orderId,
      amountCents: 8000,
      paidOn: today(),
      reference: "SQL",
      reason: "by hand",
    });
    const forgotten = await invoicedOrder(app, admin, { priceUsd: 300 });
    await ok(pay(app, admin, forgotten.orderId, { amount_usd: 300, received_on: today(), reference: "TT" }), 201);
    await ok(patchOrder(forgotten.orderId, { status: "cancelled" }));
    const recent = await invoicedOrder(app, admin, { priceUsd: 300 });
    await ok(pay(app, admin, recent.orderId, { amount_usd: 300, received_on: today(), reference: "TT" }), 201);
    await ok(patchOrder(recent.orderId, { status: "cancelled" }));
    // Cancelled 31 days ago (ship_within_days is 30).
    await app.core.db
      .update(orderEvents)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(and(eq(orderEvents.orderId, forgotten.orderId), eq(orderEvents.status, "cancelled")));

    const since = sink.messages.length;
    const findings = await checkPaymentsAndReport(app.core);
    expect(findings).toContainEqual({
      kind: "refunds_exceed_payments",
      order_id: tampered.orderId,
      paid_usd: 50,
      refunded_usd: 80,
    });
    expect(findings).toContainEqual(
      expect.objectContaining({ kind: "cancelled_still_holding", order_id: forgotten.orderId, held_usd: 300 }),
    );
    expect(findings.some((f) => f.order_id === recent.orderId)).toBe(false);
    await drainJobs(app);
    const mail = sink.messages.slice(since).find((m) => sentTo(STAFF)(m) && /Payments check/.test(m.subject ?? ""));
    expect(mail, "the staff's email").toBeDefined();
    expect(mail!.text).toContain(`Order #${tampered.orderId}: refunds of 80 USD exceed its payments of 50 USD.`);
    expect(mail!.text).toContain(`Order #${forgotten.orderId}: cancelled on`);
    // The tampered row stays (append-only); the answers never show a negative balance.
    expect((await myOrder(app, tampered.buyer, tampered.orderId)).balance_due_usd).toBe(100);
  });

  it("a purged account's order keeps its payments and refunds, with nobody's name", async () => {
    const { buyer, orderId } = await invoicedOrder(app, admin, { priceUsd: 100 });
    await ok(pay(app, admin, orderId, { amount_usd: 100, received_on: today(), reference: "TT-P" }), 201);
    const { DEFAULT_PASSWORD } = await import("./factories.js");
    const del = await app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: { cookie: buyer.cookie },
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(del.statusCode, del.body).toBe(204);
    await drainJobs(app);
    const { registerViaApi } = await import("./accounts-helpers.js");
    expect((await registerViaApi(app, sink, { email: buyer.email })).statusCode).toBe(201);
    const [order] = await app.core.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.userId).toBeNull();
    expect(await app.core.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId))).toHaveLength(1);
    expect(await adminOrder(orderId)).toMatchObject({ user_id: null, email: "", paid_usd: 100 });
    // Money can still be sent back on it; nobody is notified.
    await ok(refund(app, admin, orderId, { amount_usd: 100, paid_on: today(), reference: "RF-P", reason: "r" }), 201);
  });
});
