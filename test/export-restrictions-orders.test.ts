// A car that may not leave Korea for a port is not sold for it (api.md "The truth at the border"):
// a purchase with such a port is a 422 (export_restricted with the reasons, export_unknown with
// what is missing) that charges nothing and makes no order, alone or in a burst; an admin cannot
// move an order there; the admin's orders carry the export status as the rules stand now; and
// saved-search alerts leave a car out for a buyer whose remembered port it may not go to.
import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alertDeliveries } from "../src/server/db/schema/alerts.js";
import { ccLedger } from "../src/server/db/schema/credits.js";
import { orders } from "../src/server/db/schema/deals.js";
import { requestAlertScan } from "../src/server/modules/alerts/service.js";
import { DEMO_EXPORT_RESTRICTIONS } from "../src/server/demo/export-restrictions.js";
import { actor, adjust, balances, type Actor } from "./credits-helpers.js";
import { build, send } from "./helper.js";
import { drainJobs } from "./drain-jobs.js";
import { createBannerCar, createCar } from "./factories.js";
import { createPort as createPortFor, names } from "./export-restrictions-helpers.js";

let ru: number;
let mn: number;

type Body = Record<string, any>;
const RU_DEMO = DEMO_EXPORT_RESTRICTIONS.find((r) => r.country === "RU")!;
const createPort = (country: string) => createPortFor(app, admin, country);
const putRu = async (rules: Body[]) => {
  const { country: _c, ...doc } = RU_DEMO;
  const res = await send(app, admin, "PUT", "/api/admin/export-restrictions/RU", { ...doc, rules });
  expect(res.statusCode, res.body).toBe(200);
};
async function funded(amount = 5) {
  const who = await actor(app, { country: "RU" });
  await adjust(app, admin, who.id, amount);
  return who;
}
const purchase = (who: Actor, carId: number, port?: number) =>
  send(app, who, "POST", `/api/cars/${carId}/purchase`, port === undefined ? {} : { port_id: port });
const ordersOf = (carId: number) => app.core.db.select().from(orders).where(eq(orders.carId, carId));
const ledgerOf = (userId: number) => app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, userId));

const { app, admin } = await build();
beforeAll(async () => {
  [ru, mn] = [await createPort("RU"), await createPort("MN")];
  await putRu(RU_DEMO.rules);
});

describe("a purchase for a port the car may not go to", () => {
  it("is a 422 export_restricted with each reason in four languages and the source; nothing charged, no order", async () => {
    const buyer = await funded();
    const g90 = await createBannerCar(app, { displacementCc: 3470, carName: "제네시스 G90 3.5T" });
    const before = await balances(app, buyer.id);
    const ledgerBefore = (await ledgerOf(buyer.id)).length;
    const res = await purchase(buyer, g90.id, ru);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({
      code: "export_restricted",
      details: {
        country: "RU",
        reasons: [
          {
            text: RU_DEMO.rules[0].reason.en,
            reason: RU_DEMO.rules[0].reason,
            source: RU_DEMO.source,
            as_of: "2024-02-24",
          },
        ],
      },
    });
    expect(await balances(app, buyer.id)).toEqual(before);
    expect(await ledgerOf(buyer.id)).toHaveLength(ledgerBefore);
    expect(await ordersOf(g90.id)).toHaveLength(0);
    // The same car to a port it may go to is sold, once.
    const ok = await purchase(buyer, g90.id, mn);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().charged_cc).toBe(1);
  });

  it("is a 422 export_unknown naming what the car does not state; nothing charged; the same car with its engine size entered is sold", async () => {
    const buyer = await funded();
    const car = await createBannerCar(app, { displacementCc: null });
    const before = await balances(app, buyer.id);
    const res = await purchase(buyer, car.id, ru);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({
      code: "export_unknown",
      details: { country: "RU", missing: ["displacement"], reasons: [{ text: RU_DEMO.rules[0].reason.en }] },
    });
    expect(await balances(app, buyer.id)).toEqual(before);
    expect(await ordersOf(car.id)).toHaveLength(0);
    expect((await send(app, admin, "PATCH", `/api/cars/${car.id}`, { displacement_cc: 1999 })).statusCode).toBe(200);
    const ok = await purchase(buyer, car.id, ru);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ordersOf(car.id))[0].quotePortId).toBe(ru);
  });

  it("a purchase without a port is not refused (the order has no port yet: an admin's choice of one is checked)", async () => {
    const buyer = await funded();
    const car = await createBannerCar(app, { displacementCc: 3470 });
    const res = await purchase(buyer, car.id);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("a burst of racing purchases of a restricted car: every one refused, no CC moves, no order", async () => {
    const car = await createBannerCar(app, { displacementCc: 2999 });
    const buyer = await funded(5);
    const others = await Promise.all(Array.from({ length: 7 }, () => funded(2)));
    const attempts = [...Array.from({ length: 9 }, () => buyer), ...others];
    const before = await Promise.all([buyer, ...others].map((w) => balances(app, w.id)));
    const results = await Promise.all(attempts.map((who) => purchase(who, car.id, ru)));
    for (const r of results) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().error.code).toBe("export_restricted");
    }
    expect(await Promise.all([buyer, ...others].map((w) => balances(app, w.id)))).toEqual(before);
    expect(await ordersOf(car.id)).toHaveLength(0);
    const charges = await app.core.db
      .select()
      .from(ccLedger)
      .where(and(eq(ccLedger.ref, `car:${car.id}`), inArray(ccLedger.userId, [buyer.id, ...others.map((o) => o.id)])));
    expect(charges).toHaveLength(0);
  });

  it("a burst to both ports at once: the restricted port refused every time, one order to the other port, one charge", async () => {
    const car = await createBannerCar(app, { displacementCc: 3342 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => funded(2)));
    const results = await Promise.all(buyers.map((who, i) => purchase(who, car.id, i % 2 ? ru : mn)));
    results.forEach((r, i) => {
      if (i % 2) expect(r.json().error?.code, r.body).toBe("export_restricted");
      else expect([200, 409], r.body).toContain(r.statusCode);
    });
    const rows = await ordersOf(car.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].quotePortId).toBe(mn);
    for (const who of buyers) {
      const { cc } = await balances(app, who.id);
      expect(cc, String(who.id)).toBe(who.id === rows[0].userId ? 1000 : 2000);
    }
  });
});

describe("the admin's orders", () => {
  it("an admin cannot move an order to a port its car may not go to (422 as a purchase, nothing changed); to another port it is requoted", async () => {
    const buyer = await funded();
    const g90 = await createBannerCar(app, { displacementCc: 3470 });
    const orderId = (await purchase(buyer, g90.id, mn)).json().order_id as number;
    const before = (await send(app, admin, "GET", `/api/admin/orders?page_size=100`))
      .json()
      .items.find((o: Body) => o.id === orderId);
    const refused = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { port_id: ru, vessel: "X" });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({ code: "export_restricted", details: { country: "RU" } });
    const after = (await send(app, admin, "GET", `/api/admin/orders?page_size=100`))
      .json()
      .items.find((o: Body) => o.id === orderId);
    expect(after).toEqual(before);
    expect(after.quote.port_id).toBe(mn);

    // A car without an engine size: export_unknown.
    const noCc = await createBannerCar(app, { displacementCc: null });
    const id2 = (await purchase(buyer, noCc.id, mn)).json().order_id as number;
    const unknown = await send(app, admin, "PATCH", `/api/admin/orders/${id2}`, { port_id: ru });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({ code: "export_unknown", details: { missing: ["displacement"] } });

    // An allowed car moves, and is requoted for the new port.
    const small = await createBannerCar(app, { displacementCc: 1598 });
    const id3 = (await purchase(buyer, small.id, mn)).json().order_id as number;
    const moved = await send(app, admin, "PATCH", `/api/admin/orders/${id3}`, { port_id: ru });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ quote: { port_id: ru }, export_status: "allowed" });
    // Other changes of an order with no new port are not checked.
    expect((await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { vessel: "Y" })).statusCode).toBe(200);
  });

  it("carry the export status of the order's car at its port as the rules stand now; the buyer's answers do not", async () => {
    const buyer = await funded();
    const car = await createBannerCar(app, { displacementCc: 1995 });
    const orderId = (await purchase(buyer, car.id, ru)).json().order_id as number;
    const plainCar = await createBannerCar(app, { displacementCc: 3470 });
    const plainId = (await purchase(buyer, plainCar.id)).json().order_id as number;
    const adminView = async (id: number) => {
      const list = (await send(app, admin, "GET", `/api/admin/orders?page_size=100`)).json().items as Body[];
      return list.find((o) => o.id === id)!;
    };
    expect((await adminView(orderId)).export_status).toBe("allowed");
    expect((await adminView(plainId)).export_status).toBeNull();

    // The rules change after the order: the order's car is now restricted there.
    await putRu([{ when: { min_cc: 1501 }, reason: names("Tighter") }]);
    expect((await adminView(orderId)).export_status).toBe("restricted");
    // A status move answers the order with it too.
    const moved = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { note: "checked" });
    expect(moved.json().export_status).toBe("restricted");
    // The buyer's order answers carry no such field.
    const mine = (await send(app, buyer, "GET", `/api/users/me/orders/${orderId}`)).json();
    expect(mine).not.toHaveProperty("export_status");
    const myList = (await send(app, buyer, "GET", `/api/users/me/orders`)).json();
    expect(myList.items[0]).not.toHaveProperty("export_status");
    await putRu(RU_DEMO.rules);
    expect((await adminView(orderId)).export_status).toBe("allowed");
  });
});

describe("saved-search alerts", () => {
  it("leave out a car restricted for the buyer's remembered port; others (and unknown cars) still alert", async () => {
    const maker = `알림${crypto.randomBytes(3).toString("hex")}`;
    const toRussia = await actor(app, { country: "RU" });
    const toMongolia = await actor(app, { country: "MN" });
    const noPort = await actor(app, { country: "US" });
    expect((await send(app, toRussia, "PATCH", "/api/users/me", { port_id: ru })).statusCode).toBe(200);
    expect((await send(app, toMongolia, "PATCH", "/api/users/me", { port_id: mn })).statusCode).toBe(200);
    for (const who of [toRussia, toMongolia, noPort]) {
      const res = await send(app, who, "POST", "/api/users/me/saved-searches", {
        name: "watch",
        filters: { maker },
        email_alerts: true,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const small = await createCar(app, { maker, displacementCc: 1598 });
    const big = await createCar(app, { maker, displacementCc: 3470 });
    const noCc = await createCar(app, { maker, displacementCc: null });
    await requestAlertScan(app.core);
    await drainJobs(app);
    const delivered = async (userId: number) =>
      (
        await app.core.db
          .select({ carId: alertDeliveries.carId })
          .from(alertDeliveries)
          .where(and(eq(alertDeliveries.userId, userId), eq(alertDeliveries.cause, "new_listing")))
      )
        .map((r) => r.carId)
        .sort((a, b) => a - b);
    expect(await delivered(toRussia.id)).toEqual([small.id, noCc.id].sort((a, b) => a - b));
    expect(await delivered(toMongolia.id)).toEqual([small.id, big.id, noCc.id].sort((a, b) => a - b));
    expect(await delivered(noPort.id)).toEqual([small.id, big.id, noCc.id].sort((a, b) => a - b));
  });
});
