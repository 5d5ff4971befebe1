// Claims after delivery (api.md "The buyer's money, protected"): filed within the claim window with
// evidence typed from its bytes, one open at a time, listed for the staff with the buyer, decided
// once (a burst of decisions makes one), settled by a refund that names the claim; the files are
// private to their buyer and the admins. Through HTTP on a real database.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents } from "../src/server/db/schema/deals.js";
import { orderClaimEvidence, orderClaims } from "../src/server/db/schema/protection.js";
import { PROTECTION_LIMITS } from "../src/shared/api/protection.js";
import { actor, adminActor, type Actor } from "./credits-helpers.js";
import { JPEG, PDF, PNG, putSettings } from "./deals-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { sentTo } from "./notifications-helpers.js";
import {
  claimForm,
  dayIn,
  deliveredOrder,
  fileClaim,
  invoicedOrder,
  MOV,
  MP4,
  ok,
  refund,
} from "./protection-helpers.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { send } from "./helper.js";

let app: TestApp;
let admin: Actor;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const STAFF = "staff-claims@example.test";

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
const DESCRIPTION = "The rear bumper is cracked and the spare key is missing.";
const form = (fields: Record<string, string> = {}, files: Parameters<typeof claimForm>[1] = []) =>
  claimForm({ category: "damage", description: DESCRIPTION, ...fields }, files);
const get = (who: Actor | null, url: string) =>
  app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
const decide = (claimId: number, body: Json, who: Actor = admin) =>
  send(app, who, "POST", `/api/admin/claims/${claimId}/decision`, body);
const storedKeys = async () => (await app.core.storage.list("claim-evidence/")).map((o) => o.key);

describe("POST /api/users/me/orders/{order_id}/claims", () => {
  it("files a claim with a photo, a PDF and a video typed from their bytes; the buyer and the staff are told", async () => {
    const { buyer, orderId } = await deliveredOrder(app, admin, { country: "RU" });
    const order = await ok(send(app, buyer, "GET", `/api/users/me/orders/${orderId}`));
    const delivered = order.events.find((e: Json) => e.status === "delivered").at;
    expect(new Date(order.claim_window_closes_at).getTime() - new Date(delivered).getTime()).toBe(7 * 24 * 3_600_000);

    const res = await fileClaim(
      app,
      buyer,
      orderId,
      form({ amount_usd: "1500.50" }, [
        { data: JPEG, filename: "bumper.jpg", type: "image/jpeg" },
        // A wrong extension and type header: the bytes decide.
        { data: PDF, filename: "repair estimate.png", type: "image/png" },
        { data: MP4, filename: "walkaround.mp4", type: "video/mp4" },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const claim = res.json();
    expect(claim).toMatchObject({
      order_id: orderId,
      category: "damage",
      description: DESCRIPTION,
      amount_usd: 1500.5,
      status: "open",
      decision_note: null,
      decided_at: null,
      refunded_usd: 0,
    });
    expect(claim.evidence.map((e: Json) => [e.filename, e.content_type, e.size])).toEqual([
      ["bumper.jpg", "image/jpeg", JPEG.length],
      ["repair estimate.png", "application/pdf", PDF.length],
      ["walkaround.mp4", "video/mp4", MP4.length],
    ]);
    const rows = await app.core.db.select().from(orderClaimEvidence).where(eq(orderClaimEvidence.claimId, claim.id));
    for (const row of rows) expect(row.storageKey).toMatch(/^claim-evidence\/\d+-[0-9a-f]{16}\.(jpg|pdf|mp4)$/);

    const buyerMail = await sink.waitFor((m) => sentTo(buyer.email)(m) && /претензия №/.test(m.subject ?? ""));
    expect(buyerMail.subject).toBe(`Заказ №${orderId}: претензия №${claim.id} получена`);
    expect(buyerMail.text).toContain("(повреждение)");
    const staffMail = await sink.waitFor((m) => sentTo(STAFF)(m) && /claim/i.test(m.subject ?? ""));
    expect(staffMail.subject).toBe(`New claim #${claim.id} on order #${orderId}`);
    expect(staffMail.text).toContain("asks $1,500.50, 3 evidence files");
    expect(staffMail.text).toContain(DESCRIPTION);

    // The buyer lists and downloads; someone else gets 404.
    const list = await ok(send(app, buyer, "GET", `/api/users/me/orders/${orderId}/claims`));
    expect(list.map((c: Json) => c.id)).toEqual([claim.id]);
    const photo = claim.evidence[0];
    const mine = await get(buyer, `/api/users/me/orders/${orderId}/claims/${claim.id}/evidence/${photo.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/jpeg");
    expect(mine.headers["content-disposition"]).toContain('attachment; filename="bumper.jpg"');
    expect(mine.rawPayload).toEqual(JPEG);
    const stranger = await actor(app);
    expect((await get(stranger, `/api/users/me/orders/${orderId}/claims`)).statusCode).toBe(404);
    expect(
      (await get(stranger, `/api/users/me/orders/${orderId}/claims/${claim.id}/evidence/${photo.id}`)).statusCode,
    ).toBe(404);
    expect((await get(null, `/api/users/me/orders/${orderId}/claims`)).statusCode).toBe(401);
    const adminFile = await get(admin, `/api/admin/claims/${claim.id}/evidence/${claim.evidence[2].id}`);
    expect(adminFile.statusCode).toBe(200);
    expect(adminFile.headers["content-type"]).toBe("video/mp4");
    expect(adminFile.rawPayload).toEqual(MP4);
    // A file of another claim under this claim's id is not found.
    expect((await get(admin, `/api/admin/claims/${claim.id + 1000}/evidence/${photo.id}`)).statusCode).toBe(404);
    expect((await get(buyer, `/api/admin/claims/${claim.id}/evidence/${photo.id}`)).statusCode).toBe(403);

    // One open claim per order.
    const again = await fileClaim(app, buyer, orderId, form());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: "claim_open", details: { claim_id: claim.id } });
  });

  it("refuses what the contract refuses: 404, not_delivered, claim_window_closed, and bad forms (422/413/415)", async () => {
    const before = await storedKeys();
    const invoiced = await invoicedOrder(app, admin);
    const notDelivered = await fileClaim(app, invoiced.buyer, invoiced.orderId, form());
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().error).toMatchObject({ code: "not_delivered", details: { status: "invoiced" } });
    expect((await fileClaim(app, await actor(app), invoiced.orderId, form())).statusCode).toBe(404);
    expect((await fileClaim(app, null, invoiced.orderId, form())).statusCode).toBe(401);

    const { buyer, orderId } = await deliveredOrder(app, admin);
    const refused: Array<[ReturnType<typeof claimForm>, number]> = [
      [form({ category: "theft" }), 422],
      [form({ description: "too short" }), 422],
      [form({ description: "x".repeat(5001) }), 422],
      [form({ description: "\u0000\u0000   \u0000\u0000\u0000\u0000\u0000\u0000\u0000" }), 422],
      [form({ amount_usd: "-5" }), 422],
      [form({ amount_usd: "0" }), 422],
      [form({ amount_usd: "12.345" }), 422],
      [form({ amount_usd: "1e9" }), 422],
      [form({ amount_usd: "99999999" }), 422],
      [form({ surprise: "1" }), 422],
      [form({}, [{ data: Buffer.from("<html>pay here</html>"), filename: "photo.jpg", type: "image/jpeg" }]), 422],
      [form({}, [{ data: MOV, filename: "clip.mp4", type: "video/mp4" }]), 422],
      [form({}, [{ data: Buffer.alloc(0), filename: "empty.jpg" }]), 422],
      [form({}, [{ data: PNG, field: "file" }]), 422],
      [
        form(
          {},
          Array.from({ length: 11 }, () => ({ data: PNG, filename: "p.png" })),
        ),
        422,
      ],
      [
        form({}, [
          { data: PNG, filename: "ok.png" },
          { data: Buffer.concat([JPEG, Buffer.alloc(PROTECTION_LIMITS.evidenceMaxBytes)]), filename: "big.jpg" },
        ]),
        413,
      ],
    ];
    for (const [body, status] of refused) {
      const res = await fileClaim(app, buyer, orderId, body);
      expect(res.statusCode, res.body).toBe(status);
    }
    const json = await app.inject({
      method: "POST",
      url: `/api/users/me/orders/${orderId}/claims`,
      headers: { cookie: buyer.cookie },
      payload: { category: "damage", description: DESCRIPTION },
    });
    expect(json.statusCode).toBe(415);
    // Nothing was filed, and every file stored on the way was removed again.
    expect(await app.core.db.select().from(orderClaims).where(eq(orderClaims.orderId, orderId))).toEqual([]);
    expect(await storedKeys()).toEqual(before);

    // Ten files of exactly 20 MB are within the rules.
    const full = Buffer.concat([JPEG, Buffer.alloc(PROTECTION_LIMITS.evidenceMaxBytes - JPEG.length)]);
    const ten = await fileClaim(
      app,
      buyer,
      orderId,
      form({ category: "other", amount_usd: "" }, [
        { data: full, filename: "full.jpg" },
        ...Array.from({ length: 9 }, (_, i) => ({ data: PNG, filename: `p${i}.png` })),
      ]),
    );
    expect(ten.statusCode, ten.body).toBe(201);
    expect(ten.json()).toMatchObject({ category: "other", amount_usd: null });
    expect(ten.json().evidence).toHaveLength(10);

    // The window: 7 days from the moment of delivery; 0 closes it.
    const late = await deliveredOrder(app, admin);
    await app.core.db
      .update(orderEvents)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'` })
      .where(sql`${orderEvents.orderId} = ${late.orderId} and ${orderEvents.status} = 'delivered'`);
    const closed = await fileClaim(app, late.buyer, late.orderId, form());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe("claim_window_closed");
    expect(closed.json().error.details.closed_at).toMatch(/^\d{4}-/);
    await putSettings(app, admin, { claim_window_days: 8 });
    expect((await fileClaim(app, late.buyer, late.orderId, form())).statusCode).toBe(201);
    await putSettings(app, admin, { claim_window_days: 0 });
    const zero = await deliveredOrder(app, admin);
    expect((await fileClaim(app, zero.buyer, zero.orderId, form())).json().error).toMatchObject({
      code: "claim_window_closed",
      details: { closed_at: null },
    });
    expect(
      (await ok(send(app, zero.buyer, "GET", `/api/users/me/orders/${zero.orderId}`))).claim_window_closes_at,
    ).toBe(null);
    await putSettings(app, admin, { claim_window_days: 7 });
  });

  it("a burst of claims on one order files one; a burst past 30 in 10 minutes is rate limited", async () => {
    const { buyer, orderId } = await deliveredOrder(app, admin);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => fileClaim(app, buyer, orderId, form({}, [{ data: PNG, filename: "p.png" }]))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === "claim_open")).toBe(true);
    const rows = await app.core.db.select().from(orderClaims).where(eq(orderClaims.orderId, orderId));
    expect(rows).toHaveLength(1);
    const flood = await Promise.all(Array.from({ length: 30 }, () => fileClaim(app, buyer, orderId, form())));
    expect(flood.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);
    expect(flood.every((r) => r.statusCode === 409 || r.statusCode === 429)).toBe(true);
  });
});

describe("the staff's side: list, decide once, refund naming the claim", () => {
  it("lists claims by status with the buyer, the order and the car; decides once (a burst decides once); a refund names it", async () => {
    const { buyer, car, orderId } = await deliveredOrder(app, admin, { country: "KR" });
    const claim = (await ok(
      fileClaim(app, buyer, orderId, form({ amount_usd: "800" }, [{ data: JPEG, filename: "dent.jpg" }])),
      201,
    )) as Json;
    const open = await ok(send(app, admin, "GET", "/api/admin/claims?status=open&page_size=100"));
    const item = open.items.find((c: Json) => c.id === claim.id);
    expect(item).toMatchObject({
      order_id: orderId,
      user_id: buyer.id,
      email: buyer.email,
      order_status: "delivered",
      car: { id: car.id, car_name: car.carName },
      evidence: [{ filename: "dent.jpg", content_type: "image/jpeg" }],
    });
    expect(open.total).toBeGreaterThanOrEqual(1);
    const paged = await ok(send(app, admin, "GET", "/api/admin/claims?page=1&page_size=1"));
    expect(paged).toMatchObject({ page: 1, page_size: 1 });
    expect(paged.items).toHaveLength(1);
    for (const q of ["status=closed", "page=0", "page_size=101", "page=100001", "extra=1"])
      expect((await send(app, admin, "GET", `/api/admin/claims?${q}`)).statusCode, q).toBe(422);
    expect((await send(app, buyer, "GET", "/api/admin/claims")).statusCode).toBe(403);
    const dashboardBefore = (await ok(send(app, admin, "GET", "/api/admin/dashboard"))).claims.open;
    expect(dashboardBefore).toBeGreaterThanOrEqual(1);

    for (const bad of [
      { status: "accepted" },
      { status: "maybe", note: "x" },
      { status: "accepted", note: "" },
      { status: "accepted", note: "  " },
    ])
      expect((await decide(claim.id, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    // Not yet accepted: a refund cannot name it.
    const early = await refund(app, admin, orderId, {
      amount_usd: 800,
      paid_on: dayIn(app),
      reference: "RF-C",
      reason: "bumper",
      claim_id: claim.id,
    });
    expect(early.statusCode).toBe(422);

    const second = await adminActor(app);
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        decide(claim.id, { status: "accepted", note: `Repair of the bumper, decision ${i}` }, i % 2 ? admin : second),
      ),
    );
    const decided = burst.filter((r) => r.statusCode === 200);
    expect(decided).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === "invalid_transition")).toBe(
      true,
    );
    const outcome = decided[0].json();
    expect(outcome.decided_at).not.toBeNull();
    const [row] = await app.core.db.select().from(orderClaims).where(eq(orderClaims.id, claim.id));
    expect(row.status).toBe(outcome.status);
    expect(row.decisionNote).toBe(outcome.decision_note);
    expect((await ok(send(app, admin, "GET", "/api/admin/dashboard"))).claims.open).toBe(dashboardBefore - 1);
    expect((await decide(claim.id, { status: "accepted", note: "again" })).statusCode).toBe(409);
    expect((await decide(2_147_483_647, { status: "accepted", note: "x" })).statusCode).toBe(404);

    const mail = await sink.waitFor((m) => sentTo(buyer.email)(m) && /클레임 #\d+ 승인/.test(m.subject ?? ""));
    expect(mail.text).toContain(outcome.decision_note);
    const audit = await ok(send(app, admin, "GET", `/api/admin/audit?action=claim.decide&target=claim:${claim.id}`));
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0].after).toMatchObject({ status: outcome.status, decision_note: outcome.decision_note });

    {
      const settled = await refund(app, admin, orderId, {
        amount_usd: 800,
        paid_on: dayIn(app),
        reference: "RF-C",
        reason: "bumper",
        claim_id: claim.id,
      });
      expect(settled.statusCode, settled.body).toBe(201);
      expect(settled.json().claim_id).toBe(claim.id);
      const [listed] = (await ok(
        send(app, buyer, "GET", `/api/users/me/orders/${orderId}/claims`),
      )) as unknown as Json[];
      expect(listed).toMatchObject({ id: claim.id, status: "accepted", refunded_usd: 800 });
      const order = await ok(send(app, buyer, "GET", `/api/users/me/orders/${orderId}`));
      expect(order).toMatchObject({ refunded_usd: 800, protection: { status: "released" } });
      // A claim of another order cannot be named.
      const other = await deliveredOrder(app, admin);
      const wrong = await refund(app, admin, other.orderId, {
        amount_usd: 1,
        paid_on: dayIn(app),
        reference: "RF",
        reason: "x",
        claim_id: claim.id,
      });
      expect(wrong.statusCode).toBe(422);
    }
    // After the decision the buyer may file a new claim on the same order.
    expect((await fileClaim(app, buyer, orderId, form({ category: "documents" }))).statusCode).toBe(201);
  });

  it("claims and their evidence are never deleted; they are in the buyer's export; a purge keeps them without the buyer", async () => {
    const { buyer, orderId } = await deliveredOrder(app, admin);
    const claim = (await ok(fileClaim(app, buyer, orderId, form({}, [{ data: PNG, filename: "p.png" }])), 201)) as Json;
    const refused = async (statement: Promise<unknown>) => {
      const err = await statement.then(
        () => undefined,
        (e: { message: string; cause?: { message?: string } }) => e,
      );
      expect(err, "refused").toBeDefined();
      expect(`${err!.message} ${err!.cause?.message ?? ""}`).toMatch(/append-only/);
    };
    await refused(app.core.db.execute(sql`delete from order_claims where id = ${claim.id}`));
    await refused(app.core.db.execute(sql`delete from order_claim_evidence where claim_id = ${claim.id}`));
    await refused(app.core.db.execute(sql`update order_claim_evidence set size = 1 where claim_id = ${claim.id}`));

    const data = await ok(send(app, buyer, "GET", "/api/users/me/export"));
    expect(data.orders.find((o: Json) => o.id === orderId).claims).toMatchObject([
      { id: claim.id, description: DESCRIPTION, evidence: [{ filename: "p.png" }] },
    ]);

    const { DEFAULT_PASSWORD } = await import("./factories.js");
    const { registerViaApi } = await import("./accounts-helpers.js");
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: "/api/users/me",
          headers: { cookie: buyer.cookie },
          payload: { password: DEFAULT_PASSWORD },
        })
      ).statusCode,
    ).toBe(204);
    await drainJobs(app);
    expect((await registerViaApi(app, sink, { email: buyer.email })).statusCode).toBe(201);
    const [kept] = await app.core.db.select().from(orderClaims).where(eq(orderClaims.id, claim.id));
    expect(kept).toMatchObject({ userId: null, description: DESCRIPTION });
    const listed = await ok(send(app, admin, "GET", "/api/admin/claims?page_size=100"));
    expect(listed.items.find((c: Json) => c.id === claim.id)).toMatchObject({ user_id: null, email: "" });
    // Decided for a purged buyer: nobody to tell, still decided.
    expect((await decide(claim.id, { status: "rejected", note: "no evidence of transport damage" })).statusCode).toBe(
      200,
    );
  });
});
