import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cars } from "../src/server/db/schema/cars.js";
import { notifications } from "../src/server/db/schema/community.js";
import { ccLedger } from "../src/server/db/schema/credits.js";
import { orders } from "../src/server/db/schema/deals.js";
import { expireReservations } from "../src/server/modules/orders/service.js";
import { actor, adjust, balances, type Actor } from "./credits-helpers.js";
import { createBannerCar, createCar } from "./factories.js";
import { build, send } from "./helper.js";

const { app, admin } = await build();

const buy = (who: Actor, carId: number) => send(app, who, "POST", `/api/cars/${carId}/purchase`);
const patch = (orderId: number, body: Record<string, unknown>) =>
  send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, body);
const availabilityInDetail = async (carId: number) =>
  (await send(app, null, "GET", `/api/cars/${carId}`)).json().availability;
const availabilityInList = async (carId: number) =>
  (await send(app, null, "GET", "/api/cars?include_soldout=true&page_size=100"))
    .json()
    .items.find((c: { id: number }) => c.id === carId)?.availability;
const purchaseCharges = (carId: number) =>
  app.core.db
    .select()
    .from(ccLedger)
    .where(and(eq(ccLedger.kind, "banner_purchase"), like(ccLedger.idempotencyKey, `banner-purchase:%:${carId}`)));

async function funded(amount = 5, overrides: Parameters<typeof actor>[1] = {}) {
  const who = await actor(app, overrides);
  await adjust(app, admin, who.id, amount);
  return who;
}

async function reserved(buyer?: Actor) {
  const who = buyer ?? (await funded());
  const car = await createBannerCar(app, { priceKrw: 27_800_000 });
  const res = await buy(who, car.id);
  expect(res.statusCode, res.body).toBe(200);
  return { buyer: who, car, order: res.json() };
}

describe("POST /api/cars/{car_id}/purchase reserves the car and opens an order", () => {
  it("charges 1 CC, answers the order (reserved until now + reservation_days) and shows the car reserved at once", async () => {
    const buyer = await funded(3);
    const car = await createBannerCar(app);
    expect(await availabilityInList(car.id)).toBe("available");
    const res = await buy(buyer, car.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ car_id: car.id, charged_cc: 1, cc_balance: 2, status: "reserved" });
    expect(body.order).toEqual({ order_id: body.order_id, status: "reserved", reserved_until: body.reserved_until });
    const days = (new Date(body.reserved_until).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(await availabilityInDetail(car.id)).toBe("reserved");
    expect(await availabilityInList(car.id)).toBe("reserved");
    // Again: the same order, nothing charged.
    const again = await buy(buyer, car.id);
    expect(again.json()).toMatchObject({ order_id: body.order_id, charged_cc: 0, cc_balance: 2 });
    expect((await balances(app, buyer.id)).cc).toBe(2000);
  });

  it("someone else, or a sold-out car → 409 car_unavailable and no charge", async () => {
    const { car } = await reserved();
    const other = await funded(2);
    const res = await buy(other, car.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("car_unavailable");
    const sold = await createBannerCar(app, { soldout: true });
    expect((await buy(other, sold.id)).json().error.code).toBe("car_unavailable");
    expect((await balances(app, other.id)).cc).toBe(2000);
  });

  it("uses reservation_days", async () => {
    await send(app, admin, "PUT", "/api/admin/settings", { reservation_days: 3 });
    try {
      const { order } = await reserved();
      const days = (new Date(order.reserved_until).getTime() - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(3);
    } finally {
      await send(app, admin, "PUT", "/api/admin/settings", { reservation_days: 7 });
    }
  });

  it("costs nothing when the car was recommended to the buyer", async () => {
    const buyer = await funded(1);
    const car = await createCar(app);
    const request = await send(app, buyer, "POST", "/api/vehicle-requests", { maker: "현대" });
    expect(request.statusCode, request.body).toBe(201);
    const rec = await send(app, admin, "POST", `/api/admin/vehicle-requests/${request.json().id}/recommend`, {
      car_ids: [car.id],
    });
    expect(rec.statusCode, rec.body).toBe(200);
    expect((await balances(app, buyer.id)).cc).toBe(0);
    const res = await buy(buyer, car.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ charged_cc: 0, price_cc: 0, status: "reserved", cc_balance: 0 });
  });

  it("20 buyers racing for one car: exactly one order and one charge", async () => {
    const car = await createBannerCar(app);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => funded(1)));
    const results = await Promise.all(buyers.map((b) => buy(b, car.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === "car_unavailable")).toBe(
      true,
    );
    expect(await app.core.db.select().from(orders).where(eq(orders.carId, car.id))).toHaveLength(1);
    expect(await purchaseCharges(car.id)).toHaveLength(1);
    const all = await Promise.all(buyers.map((b) => balances(app, b.id)));
    expect(all.reduce((sum, b) => sum + b.cc, 0)).toBe(19_000);
  });

  it("an admin cannot recommend a reserved or sold-out car (409 car_unavailable, nothing charged)", async () => {
    const { car } = await reserved();
    const sold = await createCar(app, { soldout: true });
    const user = await funded(2);
    const request = (await send(app, user, "POST", "/api/vehicle-requests", { maker: "기아" })).json();
    for (const carId of [car.id, sold.id]) {
      const res = await send(app, admin, "POST", `/api/admin/vehicle-requests/${request.id}/recommend`, {
        car_ids: [carId],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe("car_unavailable");
    }
    expect((await balances(app, user.id)).cc).toBe(2000);
  });
});

describe("my orders", () => {
  it("lists mine newest first with car, fields and the timeline; one order; someone else's → 404", async () => {
    const buyer = await funded(5);
    const first = await reserved(buyer);
    const second = await reserved(buyer);
    const list = await send(app, buyer, "GET", "/api/users/me/orders");
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(body.items.map((o: { id: number }) => o.id)).toEqual([second.order.order_id, first.order.order_id]);
    expect(body.items[0]).toMatchObject({
      car: { id: second.car.id, car_name: second.car.carName },
      status: "reserved",
      price_krw: 27_800_000,
      price_usd: null,
      destination_port: null,
      vessel: null,
      bl_number: null,
      etd: null,
      eta: null,
      has_invoice: false,
    });
    expect(body.items[0].events).toEqual([{ status: "reserved", note: null, at: expect.any(String) }]);
    const one = await send(app, buyer, "GET", `/api/users/me/orders/${first.order.order_id}`);
    expect(one.json().id).toBe(first.order.order_id);
    const stranger = await actor(app);
    expect((await send(app, stranger, "GET", `/api/users/me/orders/${first.order.order_id}`)).statusCode).toBe(404);
    expect((await send(app, stranger, "GET", "/api/users/me/orders")).json().total).toBe(0);
    expect((await send(app, null, "GET", "/api/users/me/orders")).statusCode).toBe(401);
  });

  it("cancel only while reserved: the car is released, the CC is not refunded", async () => {
    const { buyer, car, order } = await reserved();
    const before = (await balances(app, buyer.id)).cc;
    const res = await send(app, buyer, "POST", `/api/users/me/orders/${order.order_id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("cancelled");
    expect(await availabilityInDetail(car.id)).toBe("available");
    expect((await balances(app, buyer.id)).cc).toBe(before);
    const again = await send(app, buyer, "POST", `/api/users/me/orders/${order.order_id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("invalid_transition");
    // Someone else may now buy it.
    expect((await buy(await funded(1), car.id)).statusCode).toBe(200);
  });
});

describe("admin orders", () => {
  it("moves forward only: reserved → invoiced (needs price_usd) → paid (sold out) → shipped → delivered; each move an event and a notification", async () => {
    const { buyer, car, order } = await reserved(await funded(2, { country: "KR" }));
    const id = order.order_id;
    expect((await send(app, buyer, "GET", `/api/users/me/orders/${id}/invoice`)).statusCode).toBe(404);
    for (const status of ["paid", "shipped", "delivered"]) {
      const skip = await patch(id, { status });
      expect(skip.statusCode, status).toBe(409);
      expect(skip.json().error.code).toBe("invalid_transition");
    }
    const noPrice = await patch(id, { status: "invoiced" });
    expect(noPrice.statusCode).toBe(422);
    const invoiced = await patch(id, {
      status: "invoiced",
      price_usd: 21450.5,
      destination_port: "Vladivostok",
      note: "Proforma sent",
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json()).toMatchObject({
      status: "invoiced",
      price_usd: 21450.5,
      destination_port: "Vladivostok",
      email: buyer.email,
      has_invoice: true,
    });
    const pdf = await send(app, buyer, "GET", `/api/users/me/orders/${id}/invoice`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers["content-disposition"]).toContain("-ko.pdf");
    expect((await send(app, await actor(app), "GET", `/api/users/me/orders/${id}/invoice`)).statusCode).toBe(404);
    // The admin opens the buyer's invoice from Orders: the buyer's language, or the one asked for.
    const adminPdf = await send(app, admin, "GET", `/api/admin/orders/${id}/invoice`);
    expect(adminPdf.statusCode).toBe(200);
    expect(adminPdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(adminPdf.headers["content-disposition"]).toContain("-ko.pdf");
    expect(
      (await send(app, admin, "GET", `/api/admin/orders/${id}/invoice?lang=en`)).headers["content-disposition"],
    ).toContain("-en.pdf");
    expect((await send(app, buyer, "GET", `/api/admin/orders/${id}/invoice`)).statusCode).toBe(403);
    expect((await send(app, admin, "GET", `/api/admin/orders/2147483647/invoice`)).statusCode).toBe(404);
    expect((await send(app, admin, "GET", `/api/admin/orders/${id}/invoice?lang=%00`)).statusCode).toBe(422);

    expect((await patch(id, { status: "paid" })).statusCode).toBe(200);
    const [soldCar] = await app.core.db.select().from(cars).where(eq(cars.id, car.id));
    expect(soldCar.soldout).toBe(true);
    expect(await availabilityInDetail(car.id)).toBe("sold_out");
    expect((await buy(buyer, car.id)).json()).toMatchObject({ order_id: id, charged_cc: 0 });

    const shipped = await patch(id, {
      status: "shipped",
      vessel: "MV Morning Cara",
      bl_number: "BL-2026-0042",
      etd: "2026-12-01",
      eta: "2026-12-09",
    });
    expect(shipped.json()).toMatchObject({ vessel: "MV Morning Cara", bl_number: "BL-2026-0042", etd: "2026-12-01" });
    expect((await patch(id, { eta: "2026-13-40" })).statusCode).toBe(422);
    expect((await patch(id, { status: "delivered" })).statusCode).toBe(200);
    const cancel = await patch(id, { status: "cancelled" });
    expect(cancel.statusCode).toBe(409);

    const mine = (await send(app, buyer, "GET", `/api/users/me/orders/${id}`)).json();
    expect(mine.events.map((e: { status: string }) => e.status)).toEqual([
      "reserved",
      "invoiced",
      "paid",
      "shipped",
      "delivered",
    ]);
    expect(mine.events[1].note).toBe("Proforma sent");
    const notes = await app.core.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notes.filter((n) => n.kind === "order_status").map((n) => n.title)).toEqual([
      `주문 #${id}: 청구서 발행`,
      `주문 #${id}: 결제 완료`,
      `주문 #${id}: 선적됨`,
      `주문 #${id}: 인도 완료`,
    ]);
  });

  it("cancelling a paid order releases the car; the list filters by status with the buyer's email", async () => {
    const { buyer, car, order } = await reserved();
    await patch(order.order_id, { status: "invoiced", price_usd: 100 });
    await patch(order.order_id, { status: "paid" });
    expect(await availabilityInDetail(car.id)).toBe("sold_out");
    const res = await patch(order.order_id, { status: "cancelled", note: "Buyer withdrew" });
    expect(res.json().status).toBe("cancelled");
    expect(await availabilityInDetail(car.id)).toBe("available");
    const cancelled = (await send(app, admin, "GET", "/api/admin/orders?status=cancelled&page_size=100")).json();
    expect(cancelled.items.every((o: { status: string }) => o.status === "cancelled")).toBe(true);
    expect(cancelled.items.find((o: { id: number }) => o.id === order.order_id)).toMatchObject({ email: buyer.email });
    expect((await send(app, admin, "GET", "/api/admin/orders?status=lost")).statusCode).toBe(422);
    expect((await send(app, buyer, "GET", "/api/admin/orders")).statusCode).toBe(403);
    expect((await patch(999_999, { note: "x" })).statusCode).toBe(404);
    expect((await patch(order.order_id, {})).statusCode).toBe(422);
  });

  it("the background job cancels reservations past reserved_until, notifies and releases the car", async () => {
    const { buyer, car, order } = await reserved();
    const fresh = await reserved();
    await app.core.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.order_id));
    expect(await expireReservations(app.core)).toBe(1);
    const mine = (await send(app, buyer, "GET", `/api/users/me/orders/${order.order_id}`)).json();
    expect(mine.status).toBe("cancelled");
    expect(mine.events.at(-1)).toMatchObject({ status: "cancelled", note: "reservation expired" });
    expect(await availabilityInDetail(car.id)).toBe("available");
    expect(await availabilityInDetail(fresh.car.id)).toBe("reserved");
    const notes = await app.core.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notes.some((n) => n.kind === "order_status")).toBe(true);
    expect(await expireReservations(app.core)).toBe(0);
  });
});
