import { describe, expect, it } from "vitest";
import { computeExportCost } from "../src/shared/export-cost.js";
import { contactMessages, snsShareSubmissions } from "../src/server/db/schema/community.js";
import { withdrawalRequests } from "../src/server/db/schema/credits.js";
import { orders, topups } from "../src/server/db/schema/deals.js";
import { orderClaims, orderPayments, orderRefunds } from "../src/server/db/schema/protection.js";
import { vehicleRequests } from "../src/server/db/schema/requests.js";
import { visitorLogs } from "../src/server/db/schema/system.js";
import { actor, adminActor } from "./credits-helpers.js";
import { putSettings } from "./deals-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { createBannerCar, createCar, createUser } from "./factories.js";
import { createTestApp } from "./test-app.js";
import { build, send } from "./helper.js";

const { app, admin } = await build();

describe("prices in four currencies, export cost, availability", () => {
  it("list items and the detail carry prices from the rate settings (KRW/MNT whole, USD/RUB cents)", async () => {
    await putSettings(app, admin, { usd_krw_rate: 1400, mnt_krw_rate: 0.4, rub_krw_rate: 15.3 });
    const car = await createCar(app, { priceKrw: 21_500_000 });
    const expected = { KRW: 21_500_000, USD: 15357.14, MNT: 53_750_000, RUB: 1405228.76 };
    const list = (await send(app, null, "GET", "/api/cars?page_size=100")).json();
    const item = list.items.find((c: { id: number }) => c.id === car.id);
    expect(item).toMatchObject({ availability: "available", prices: expected });
    const detail = (await send(app, null, "GET", `/api/cars/${car.id}`)).json();
    expect(detail.prices).toEqual(expected);
    expect(detail.availability).toBe("available");
    // A rate change shows at once (the cached settings are cleared by the settings API).
    await putSettings(app, admin, { usd_krw_rate: 1000 });
    expect((await send(app, null, "GET", `/api/cars/${car.id}`)).json().prices.USD).toBe(21500);
    await putSettings(app, admin, { usd_krw_rate: 1390, mnt_krw_rate: 0.41, rub_krw_rate: 17.5 });
  });

  it("the detail carries the cost page's export cost breakdown for this car", async () => {
    const car = await createCar(app, { priceKrw: 30_000_000 });
    const detail = (await send(app, null, "GET", `/api/cars/${car.id}`)).json();
    const settings = (await send(app, admin, "GET", "/api/admin/settings")).json();
    const { items, total_krw, total_usd } = computeExportCost(30_000_000, settings);
    expect(detail.export_cost).toEqual({ items, total_krw, total_usd });
    expect(detail.export_cost.items.map((i: { key: string }) => i.key)).toContain("domestic_export_customs");
  });

  it("the cost page's data follows domestic_export_customs_krw (spec: a setting, not a constant)", async () => {
    const car = await createCar(app, { priceKrw: 30_000_000 });
    const customsOf = async () => {
      const detail = (await send(app, null, "GET", `/api/cars/${car.id}`)).json();
      const pub = (await send(app, null, "GET", "/api/settings/public")).json();
      const item = detail.export_cost.items.find((i: { key: string }) => i.key === "domestic_export_customs");
      return {
        public: pub.domestic_export_customs_krw,
        rate: pub.usd_krw_rate,
        item,
        total: detail.export_cost.total_krw,
      };
    };
    const before = await customsOf();
    try {
      for (const customs of [1_234_567, 0, 987_000]) {
        await putSettings(app, admin, { domestic_export_customs_krw: customs });
        const now = await customsOf();
        // The visitor's cost page reads the setting, and the car's breakdown uses it (in USD at the rate too).
        expect(now.public).toBe(customs);
        expect(now.item).toEqual({
          key: "domestic_export_customs",
          krw: customs,
          usd: Math.round((customs / now.rate) * 100) / 100,
        });
        expect(now.total - before.total).toBe(customs - before.item.krw);
      }
    } finally {
      await putSettings(app, admin, { domestic_export_customs_krw: before.public });
    }
  });

  it("sold-out cars are sold_out; banner list items carry availability and prices too", async () => {
    const sold = await createCar(app, { soldout: true });
    expect((await send(app, null, "GET", `/api/cars/${sold.id}`)).json().availability).toBe("sold_out");
    const banner = await createBannerCar(app);
    const banners = (await send(app, null, "GET", "/api/hero-banners")).json();
    const list = Array.isArray(banners) ? banners : banners.items;
    const b = list.find((x: { car_id: number }) => x.car_id === banner.id);
    expect(b.car).toMatchObject({ availability: "available", prices: { KRW: 21_500_000 } });
  });
});

describe("deal settings", () => {
  it("have the documented defaults; all but topup_bank_details are public; PUT validates them", async () => {
    const all = (await send(app, admin, "GET", "/api/admin/settings")).json();
    expect(all).toMatchObject({ topup_min_cc: 1, topup_max_cc: 1000, cc_price_usd: 1, reservation_days: 7 });
    expect(all.topup_bank_details).toEqual(expect.any(String));
    expect(all.mnt_krw_rate).toBeGreaterThan(0.2);
    expect(all.mnt_krw_rate).toBeLessThan(1);
    expect(all.rub_krw_rate).toBeGreaterThan(10);
    expect(all.rub_krw_rate).toBeLessThan(30);
    const pub = (await send(app, null, "GET", "/api/settings/public")).json();
    for (const key of [
      "topup_min_cc",
      "topup_max_cc",
      "cc_price_usd",
      "reservation_days",
      "mnt_krw_rate",
      "rub_krw_rate",
    ])
      expect(pub, key).toHaveProperty(key);
    expect(pub).not.toHaveProperty("topup_bank_details");
    for (const bad of [{ reservation_days: 0 }, { mnt_krw_rate: 0 }, { topup_min_cc: 0.0001 }, { cc_price_usd: -1 }]) {
      expect((await send(app, admin, "PUT", "/api/admin/settings", bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
  });
});

describe("GET /api/admin/dashboard", () => {
  it("answers exactly the documented counts", async () => {
    const fresh = await createTestApp();
    try {
      const boss = await adminActor(fresh);
      const u = await createUser(fresh);
      const old = await createUser(fresh, { createdAt: new Date(Date.now() - 10 * 86_400_000) });
      await createUser(fresh, { deletedAt: new Date() });
      const db = fresh.core.db;
      await db.insert(vehicleRequests).values([
        { userId: u.id, maker: "현대" },
        { userId: u.id, maker: "기아" },
        { userId: u.id, maker: "기아", status: "in_progress" },
      ]);
      await db.insert(topups).values([
        { userId: u.id, amount: 1000, amountUsdCents: 100, reference: "CC-AAAAAAAA", payerName: "A" },
        {
          userId: u.id,
          amount: 1000,
          amountUsdCents: 100,
          reference: "CC-BBBBBBBB",
          payerName: "A",
          status: "rejected",
        },
      ]);
      const cars = await Promise.all(Array.from({ length: 8 }, () => createCar(fresh)));
      const statuses = ["reserved", "reserved", "invoiced", "paid", "shipped", "delivered", "cancelled", "cancelled"];
      const placed = await db
        .insert(orders)
        .values(
          statuses.map((status, i) => ({
            userId: u.id,
            carId: cars[i].id,
            status,
            reservedUntil: new Date(Date.now() + 86_400_000),
            priceKrw: 1,
            priceUsdCents: 100_000,
            // The paid order's buyer asked for the money back.
            refundRequestedAt: status === "paid" ? new Date() : null,
          })),
        )
        .returning({ id: orders.id });
      const [, , invoiced, paid, shipped, delivered, cancelled, cancelledRefunded] = placed.map((o) => o.id);
      // Refunds due: the paid order asked back, the cancelled one holding money; not the one refunded
      // in full, nor the shipped (released) or invoiced (held) ones.
      await db.insert(orderPayments).values(
        [invoiced, paid, shipped, cancelled, cancelledRefunded].map((orderId) => ({
          orderId,
          amountCents: 50_000,
          receivedOn: "2026-01-05",
          reference: "TT",
        })),
      );
      await db.insert(orderRefunds).values({
        orderId: cancelledRefunded,
        amountCents: 50_000,
        paidOn: "2026-01-06",
        reference: "RF",
        reason: "r",
      });
      // Claims: one open, one decided.
      await db.insert(orderClaims).values([
        { orderId: delivered, category: "damage", description: "A dent in the door" },
        {
          orderId: delivered,
          category: "other",
          description: "Missing mats",
          status: "rejected",
          decisionNote: "n",
          decidedAt: new Date(),
        },
      ]);
      await db.insert(snsShareSubmissions).values([
        { userId: u.id, platform: "vk", url: "https://vk.com/wall1_1" },
        { userId: u.id, platform: "vk", url: "https://vk.com/wall1_2", status: "approved" },
      ]);
      await db.insert(withdrawalRequests).values([
        { userId: old.id, amount: 1000, method: "bank", accountDetails: "x" },
        { userId: old.id, amount: 1000, method: "bank", accountDetails: "x" },
      ]);
      await db.insert(contactMessages).values([
        { name: "A", email: "a@example.com", subject: "s", message: "m" },
        {
          name: "B",
          email: "b@example.com",
          subject: "s",
          message: "m",
          createdAt: new Date(Date.now() - 9 * 86_400_000),
        },
      ]);
      await db.insert(visitorLogs).values([
        { visitorHash: "v1", path: "/" },
        { visitorHash: "v1", path: "/cars" },
        { visitorHash: "v2", path: "/", createdAt: new Date(Date.now() - 30 * 60_000) },
        { visitorHash: "v3", path: "/", createdAt: new Date(Date.now() - 3 * 86_400_000) },
      ]);
      const res = await send(fresh, boss, "GET", "/api/admin/dashboard");
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      // "today" depends on the TZ_SCHEDULE calendar day: v2 was 30 minutes ago.
      const v2Today =
        new Date(Date.now() - 30 * 60_000).toLocaleDateString("en-CA", { timeZone: fresh.core.config.tzSchedule }) ===
        new Date().toLocaleDateString("en-CA", { timeZone: fresh.core.config.tzSchedule });
      expect(body).toEqual({
        users: { total: 3, new_7d: 2 },
        vehicle_requests: { pending: 2 },
        topups: { pending: 1 },
        orders: { reserved: 2, invoiced: 1, paid: 1, shipped: 1 },
        sns_shares: { pending: 1 },
        withdrawals: { pending: 2 },
        contact_messages: { last_7d: 1 },
        questions: { open: 0 },
        visitors: { today: v2Today ? 2 : 1, active_now: 1 },
        claims: { open: 1 },
        refunds: { due: 2 },
      });
      const user = await actor(fresh);
      expect((await send(fresh, user, "GET", "/api/admin/dashboard")).statusCode).toBe(403);
      expect((await send(fresh, null, "GET", "/api/admin/dashboard")).statusCode).toBe(401);
    } finally {
      await drainJobs(fresh);
      await fresh.close();
    }
  });
});
