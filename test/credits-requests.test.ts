import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carAccessGrants } from "../src/server/db/schema/credits.js";
import { notifications } from "../src/server/db/schema/community.js";
import { vehicleRequestCars, vehicleRequests } from "../src/server/db/schema/requests.js";
import { createBannerCar, createCar } from "./factories.js";
import {
  actor,
  adjust,
  adminActor,
  balances,
  createRequest,
  drainJobs,
  get,
  ledgerRows,
  ledgerSums,
  patch,
  post,
  type Actor,
} from "./credits-helpers.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";

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

const notificationsOf = (userId: number) =>
  app.core.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

describe("POST /api/vehicle-requests", () => {
  it("needs a login and a balance of at least 1 CC; nothing is charged on asking", async () => {
    expect((await post(app, null, "/api/vehicle-requests", { maker: "현대" })).statusCode).toBe(401);
    const user = await actor(app);
    const poor = await post(app, user, "/api/vehicle-requests", { maker: "현대" });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error.code).toBe("insufficient_cc");
    await adjust(app, admin, user.id, 0.999);
    expect((await post(app, user, "/api/vehicle-requests", { maker: "현대" })).statusCode).toBe(402);
    await adjust(app, admin, user.id, 0.001);
    const res = await post(app, user, "/api/vehicle-requests", {
      maker: "기아",
      model: "쏘렌토",
      grade: "시그니처",
      year: 2022,
      fuel: "디젤",
      mileage: 30000,
      budget_krw: 30_000_000,
      note: "  Black please  ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      maker: "기아",
      model: "쏘렌토",
      grade: "시그니처",
      year: 2022,
      fuel: "디젤",
      mileage: 30000,
      budget_krw: 30_000_000,
      note: "Black please",
      status: "pending",
      recommended_cars: [],
    });
    expect((await balances(app, user.id)).cc).toBe(1000);

    // Explicit nulls stay null (not coerced to 0 or "").
    const empty = await post(app, user, "/api/vehicle-requests", {
      maker: "현대",
      model: null,
      year: null,
      mileage: null,
      budget_krw: null,
      note: null,
    });
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toMatchObject({ model: null, year: null, mileage: null, budget_krw: null, note: null });
  });

  it("validates the body", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 1);
    for (const body of [
      {},
      { maker: "" },
      { maker: "   " },
      { maker: "현대", year: "new" },
      { maker: "현대", mileage: -1 },
      { maker: "현대", extra: 1 },
    ]) {
      const res = await post(app, user, "/api/vehicle-requests", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe("validation_error");
    }
  });

  it("lists the user's own requests only", async () => {
    const user = await actor(app);
    const other = await actor(app);
    await adjust(app, admin, user.id, 1);
    await adjust(app, admin, other.id, 1);
    const a = await createRequest(app, user);
    const b = await createRequest(app, user, { maker: "기아" });
    await createRequest(app, other);
    const res = await get(app, user, "/api/vehicle-requests/me");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(body.items[0]).toMatchObject({ status: "pending", recommended_cars: [], review: null, can_review: false });
    expect((await get(app, null, "/api/vehicle-requests/me")).statusCode).toBe(401);
  });
});

describe("admin vehicle requests", () => {
  it("lists requests with the requester's email, filters by status and q, and pages", async () => {
    const user = await actor(app, { email: `finder-${Date.now()}@example.com` });
    await adjust(app, admin, user.id, 1);
    const r1 = await createRequest(app, user, {
      maker: "제네시스",
      grade: "G80 3.5T",
      year: 2023,
      fuel: "가솔린",
      mileage: 12000,
    });
    const r2 = await createRequest(app, user, { maker: "쌍용" });
    await patch(app, admin, `/api/admin/vehicle-requests/${r2.id}`, { status: "in_progress" });

    const all = await get(app, admin, `/api/admin/vehicle-requests?q=${encodeURIComponent(user.email)}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    const item = all.json().items.find((i: { id: number }) => i.id === r1.id);
    expect(item).toMatchObject({
      id: r1.id,
      email: user.email,
      maker: "제네시스",
      grade: "G80 3.5T",
      year: 2023,
      fuel: "가솔린",
      mileage: 12000,
      status: "pending",
      user_id: user.id,
    });

    const inProgress = (
      await get(app, admin, `/api/admin/vehicle-requests?status=in_progress&q=${encodeURIComponent(user.email)}`)
    ).json();
    expect(inProgress.items.map((i: { id: number }) => i.id)).toEqual([r2.id]);
    const byMaker = (await get(app, admin, `/api/admin/vehicle-requests?q=${encodeURIComponent("제네시스")}`)).json();
    expect(byMaker.items.map((i: { id: number }) => i.id)).toContain(r1.id);

    const page1 = (await get(app, admin, `/api/admin/vehicle-requests?page=1&page_size=1`)).json();
    const page2 = (await get(app, admin, `/api/admin/vehicle-requests?page=2&page_size=1`)).json();
    expect(page1).toMatchObject({ page: 1, page_size: 1 });
    expect(page1.items).toHaveLength(1);
    expect(page2.items[0].id).toBeLessThan(page1.items[0].id);
    expect((await get(app, admin, "/api/admin/vehicle-requests?status=done")).statusCode).toBe(422);
    expect((await get(app, admin, "/api/admin/vehicle-requests?page_size=101")).statusCode).toBe(422);
    expect((await get(app, user, "/api/admin/vehicle-requests")).statusCode).toBe(403);
  });

  it("changes the status to in_progress, cancelled or rejected, each with a notification and its email", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 1);
    const r = await createRequest(app, user);
    const since = sink.messages.length;
    const res = await patch(app, admin, `/api/admin/vehicle-requests/${r.id}`, { status: "in_progress" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: r.id, status: "in_progress" });
    expect(await notificationsOf(user.id)).toHaveLength(1);
    await sink.waitFor(
      (m) => sink.messages.indexOf(m) >= since && (m.to && "text" in m.to ? m.to.text : "").includes(user.email),
    );

    // The same status again is no change and no second notification.
    await patch(app, admin, `/api/admin/vehicle-requests/${r.id}`, { status: "in_progress" });
    expect(await notificationsOf(user.id)).toHaveLength(1);

    const rejected = await patch(app, admin, `/api/admin/vehicle-requests/${r.id}`, {
      status: "rejected",
      admin_note: "Not available",
    });
    expect(rejected.json()).toMatchObject({ status: "rejected", admin_note: "Not available" });
    expect(await notificationsOf(user.id)).toHaveLength(2);

    // A closed request stays closed.
    const reopen = await patch(app, admin, `/api/admin/vehicle-requests/${r.id}`, { status: "in_progress" });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.code).toBe("invalid_status_transition");

    const r2 = await createRequest(app, user);
    expect(
      (await patch(app, admin, `/api/admin/vehicle-requests/${r2.id}`, { status: "cancelled" })).json().status,
    ).toBe("cancelled");
    expect(await notificationsOf(user.id)).toHaveLength(3);

    // completed comes only with a recommendation; pending cannot be set back.
    expect((await patch(app, admin, `/api/admin/vehicle-requests/${r2.id}`, { status: "completed" })).statusCode).toBe(
      422,
    );
    expect((await patch(app, admin, `/api/admin/vehicle-requests/${r2.id}`, { status: "pending" })).statusCode).toBe(
      422,
    );
    expect((await patch(app, admin, "/api/admin/vehicle-requests/999999", { status: "in_progress" })).statusCode).toBe(
      404,
    );
    expect((await patch(app, admin, "/api/admin/vehicle-requests/x", { status: "in_progress" })).statusCode).toBe(422);
    expect((await balances(app, user.id)).cc).toBe(1000);
  });

  it("recommends cars: charges 1 CC once, completes the request, opens the cars and notifies in English", async () => {
    const user = await actor(app, { lang: "ko" });
    await adjust(app, admin, user.id, 1.5);
    const r = await createRequest(app, user);
    const plain = await createCar(app, { carName: "현대 그랜저 IG 3.0", description: "설명" });
    const banner = await createBannerCar(app);
    const since = sink.messages.length;

    const res = await post(app, admin, `/api/admin/vehicle-requests/${r.id}/recommend`, {
      car_ids: [plain.id, banner.id],
      note: "Both are in great shape",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: r.id, status: "completed", email: user.email });
    expect(body.recommended_cars.map((c: { id: number }) => c.id)).toEqual([plain.id, banner.id]);
    expect(body.completed_at).toBeTruthy();

    expect((await balances(app, user.id)).cc).toBe(500);
    const charge = await ledgerRows(app, `request-recommendation:${r.id}`);
    expect(charge).toHaveLength(1);
    expect(charge[0]).toMatchObject({
      userId: user.id,
      amount: -1000,
      account: "cc",
      kind: "vehicle_request_recommendation",
    });
    const grants = await app.core.db.select().from(carAccessGrants).where(eq(carAccessGrants.userId, user.id));
    expect(grants.map((g) => [g.carId, g.kind, g.vehicleRequestId]).sort()).toEqual(
      [
        [plain.id, "recommendation", r.id],
        [banner.id, "recommendation", r.id],
      ].sort(),
    );

    // The notification is English (whatever the user's language) and mentions the 1 CC review reward.
    const [note] = await notificationsOf(user.id);
    expect(note.lang).toBe("en");
    expect(`${note.title} ${note.message}`).toMatch(/review/i);
    expect(note.message).toMatch(/1 CC/);
    const mail = await sink.waitFor(
      (m) => sink.messages.indexOf(m) >= since && (m.to && "text" in m.to ? m.to.text : "").includes(user.email),
    );
    expect(mail.text).toMatch(/1 CC/);
    expect(mail.text).toMatch(/review/i);

    // A second recommendation is refused and charges nothing.
    const again = await post(app, admin, `/api/admin/vehicle-requests/${r.id}/recommend`, { car_ids: [plain.id] });
    expect(again.statusCode).toBe(409);
    expect((await balances(app, user.id)).cc).toBe(500);
    // No status change after completion.
    expect((await patch(app, admin, `/api/admin/vehicle-requests/${r.id}`, { status: "cancelled" })).statusCode).toBe(
      409,
    );

    // The recommended cars are open with no further payment: the PDF, and a free banner view.
    expect((await get(app, user, `/api/cars/${plain.id}/pdf`)).statusCode).toBe(200);
    const view = await post(app, user, `/api/cars/${banner.id}/banner-view`);
    expect(view.json()).toMatchObject({ charged_cc: 0, cc_balance: 0.5 });
    const plainView = await post(app, user, `/api/cars/${plain.id}/banner-view`);
    expect(plainView.json()).toMatchObject({ charged_cc: 0, description: "설명" });
    const detail = await get(app, user, `/api/cars/${plain.id}`);
    if (detail.statusCode === 200) expect(detail.json().has_access).toBe(true);

    // My page: the request with its cars, and my vehicles.
    const mine = (await get(app, user, "/api/vehicle-requests/me")).json();
    expect(mine.items[0]).toMatchObject({ id: r.id, status: "completed", can_review: true });
    expect(mine.items[0].recommended_cars.map((c: { id: number }) => c.id)).toEqual([plain.id, banner.id]);
    const vehicles = (await get(app, user, "/api/my-vehicles")).json();
    expect(
      vehicles.recommended
        .map((v: { car: { id: number }; vehicle_request_id: number }) => [v.car.id, v.vehicle_request_id])
        .sort(),
    ).toEqual(
      [
        [plain.id, r.id],
        [banner.id, r.id],
      ].sort(),
    );
    expect(vehicles.recommended[0].recommended_at).toBeTruthy();
    expect(vehicles.purchased).toEqual([]);
    const sums = await ledgerSums(app, user.id);
    expect(sums.cc).toBe(500);
  });

  it("answers 402 when the user cannot pay, and then nothing changes", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 1);
    const r = await createRequest(app, user);
    // The user spends the CC on a purchase meanwhile.
    const banner = await createBannerCar(app);
    expect((await post(app, user, `/api/cars/${banner.id}/purchase`)).statusCode).toBe(200);
    const car = await createCar(app);
    const before = (await notificationsOf(user.id)).length;
    const res = await post(app, admin, `/api/admin/vehicle-requests/${r.id}/recommend`, { car_ids: [car.id] });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe("insufficient_cc");
    const [row] = await app.core.db.select().from(vehicleRequests).where(eq(vehicleRequests.id, r.id));
    expect(row.status).toBe("pending");
    expect(
      await app.core.db.select().from(vehicleRequestCars).where(eq(vehicleRequestCars.vehicleRequestId, r.id)),
    ).toHaveLength(0);
    expect(await app.core.db.select().from(carAccessGrants).where(eq(carAccessGrants.carId, car.id))).toHaveLength(0);
    expect(await ledgerRows(app, `request-recommendation:${r.id}`)).toHaveLength(0);
    expect(await notificationsOf(user.id)).toHaveLength(before);
    expect((await get(app, user, `/api/cars/${car.id}/pdf`)).statusCode).toBe(403);

    // Once the user has CC again, the recommendation goes through.
    await adjust(app, admin, user.id, 1);
    expect(
      (await post(app, admin, `/api/admin/vehicle-requests/${r.id}/recommend`, { car_ids: [car.id] })).statusCode,
    ).toBe(200);
    expect((await balances(app, user.id)).cc).toBe(0);
  });

  it("validates the recommendation", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 1);
    const r = await createRequest(app, user);
    const car = await createCar(app);
    const url = `/api/admin/vehicle-requests/${r.id}/recommend`;
    expect((await post(app, admin, url, { car_ids: [] })).statusCode).toBe(422);
    expect((await post(app, admin, url, { car_ids: [car.id, car.id] })).statusCode).toBe(422);
    expect((await post(app, admin, url, {})).statusCode).toBe(422);
    const unknown = await post(app, admin, url, { car_ids: [car.id, 999999] });
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json().error.details)).toContain("999999");
    expect(
      (await post(app, admin, "/api/admin/vehicle-requests/999999/recommend", { car_ids: [car.id] })).statusCode,
    ).toBe(404);
    expect((await post(app, user, url, { car_ids: [car.id] })).statusCode).toBe(403);
    // A cancelled request cannot be completed.
    await patch(app, admin, `/api/admin/vehicle-requests/${r.id}`, { status: "cancelled" });
    expect((await post(app, admin, url, { car_ids: [car.id] })).statusCode).toBe(409);
    expect((await balances(app, user.id)).cc).toBe(1000);
  });
});
