/**
 * Alerts (issue 15): new cars matching a saved search with email alerts, and a favourite
 * car whose price dropped, that was reserved or sold out. Through HTTP on a real database,
 * the emails read from the SMTP sink.
 *
 * The scans are global, so every test uses its own maker (a made-up Korean name) or its own
 * cars: one test's cars never match another test's searches.
 */
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertDeliveries } from "../src/server/db/schema/alerts.js";
import { savedSearches } from "../src/server/db/schema/buyers.js";
import { cars as carsTable } from "../src/server/db/schema/cars.js";
import { orders } from "../src/server/db/schema/deals.js";
import { notifications } from "../src/server/db/schema/community.js";
import { requestAlertScan, runAlertScan, type AlertScanResult } from "../src/server/modules/alerts/service.js";
import { MAX_CARDS } from "../src/server/modules/alerts/detect.js";
import { actor, adjust, adminActor, type Actor } from "./credits-helpers.js";
import { send } from "./helper.js";
import { drainJobs } from "./drain-jobs.js";
import { createBannerCar, createCar } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";

let app: TestApp;
let admin: Actor;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let base: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  admin = await adminActor(app);
  base = app.core.config.publicBaseUrl;
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

/** A maker nobody else uses, so this test's cars match only this test's searches. */
const uniqueMaker = () => `메이커${crypto.randomBytes(3).toString("hex")}`;

const photo = (n: string) => ({
  mainImage: `/photos/ab/${n}.jpg`,
  images: [{ url: `/photos/ab/${n}.jpg`, thumb_url: `/photos/ab/${n}_t.jpg` }],
});

async function saveSearch(who: Actor, filters: Record<string, unknown>, emailAlerts = true) {
  const res = await send(app, who, "POST", "/api/users/me/saved-searches", {
    name: "watch",
    filters,
    email_alerts: emailAlerts,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

async function favorite(who: Actor, carId: number) {
  const res = await send(app, who, "PUT", `/api/users/me/favorites/${carId}`);
  expect(res.statusCode, res.body).toBe(204);
}

/** Runs the scan the way production does (the job), and waits for it and the emails it queued. */
async function scan() {
  await requestAlertScan(app.core);
  await drainJobs(app);
}

const alertsOf = (userId: number) =>
  app.core.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.kind} in ('new_listings', 'favorite_price_drop', 'favorite_unavailable')`,
      ),
    );
const mailsTo = (email: string) => sink.messages.filter((m) => m.text?.length && JSON.stringify(m.to).includes(email));

describe("new listings matching a saved search", () => {
  it("sends one email per user and run listing the new cars, with photos, prices and links", async () => {
    const maker = uniqueMaker();
    const buyer = await actor(app, { country: "US" });
    await saveSearch(buyer, { maker, price_max: 30_000_000 });
    const a = await createCar(app, { maker, priceKrw: 21_500_000, ...photo("a1") });
    const b = await createCar(app, { maker, priceKrw: 25_000_000, ...photo("b1") });
    const tooDear = await createCar(app, { maker, priceKrw: 31_000_000 });
    await scan();
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(buyer.email));
    expect(mail.subject).toBe("2 new cars match your saved searches");
    expect(mail.html).toContain(`href="${base}/cars/${a.id}"`);
    expect(mail.html).toContain(`href="${base}/cars/${b.id}"`);
    expect(mail.html).not.toContain(`/cars/${tooDear.id}"`);
    expect(mail.html).toContain(`<img src="${base}/photos/ab/a1_t.jpg"`);
    expect(mail.text).toContain("₩21,500,000 (≈ $");
    const rows = await alertsOf(buyer.id);
    expect(rows).toHaveLength(1);
    // Several cars of one search: the alert opens that search's Cars page.
    const searchPage = `/cars?${new URLSearchParams({ maker, price_max: "30000000" })}`;
    expect(rows[0]).toMatchObject({ kind: "new_listings", lang: "en", link: searchPage });
    expect(rows[0].message).toContain("₩25,000,000");
    expect(mail.html).toContain(`href="${base}${searchPage.replaceAll("&", "&amp;")}"`);
  });

  it("the alert opens the saved search in its saved order; cars found by two searches open the Cars page", async () => {
    const maker = uniqueMaker();
    const sorted = await actor(app);
    await saveSearch(sorted, { maker, sort: "price_asc" });
    const two = await actor(app);
    await saveSearch(two, { maker, year_min: 2015 });
    await saveSearch(two, { maker, price_max: 40_000_000 });
    const one = await actor(app);
    await saveSearch(one, { maker, model: "단하나" });
    await createCar(app, { maker, year: 2020, priceKrw: 30_000_000 });
    await createCar(app, { maker, year: 2010, priceKrw: 20_000_000 });
    const only = await createCar(app, { maker, model: "단하나", year: 2021, priceKrw: 50_000_000 });
    await scan();
    const linkOf = async (who: Actor) => (await alertsOf(who.id)).map((r) => r.link);
    expect(await linkOf(sorted)).toEqual([`/cars?${new URLSearchParams({ maker, sort: "price_asc" })}`]);
    expect(await linkOf(two)).toEqual(["/cars"]);
    expect(await linkOf(one)).toEqual([`/cars/${only.id}`]);
  });

  it("an admin creating a car through the API is enough: it asks for the scan itself", async () => {
    const maker = uniqueMaker();
    const buyer = await actor(app);
    await saveSearch(buyer, { maker, model: "K5" });
    const res = await send(app, admin, "POST", "/api/cars", {
      car_name: "기아 K5 2.0",
      maker,
      model: "K5",
      year: 2020,
      mileage: 40_000,
      fuel: "가솔린",
      transmission: "오토",
      price_krw: 20_000_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    await drainJobs(app);
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(buyer.email));
    expect(mail.subject).toBe("A new car matches your saved search");
    expect(mail.html).toContain(`${base}/cars/${res.json().id}`);
  });

  it("nothing for a search with alerts off, a search that does not match, or a car not available", async () => {
    const maker = uniqueMaker();
    const off = await actor(app);
    const other = await actor(app);
    const matching = await actor(app);
    await saveSearch(off, { maker }, false);
    await saveSearch(other, { maker, year_min: 2024 });
    await saveSearch(other, { maker: uniqueMaker() });
    await saveSearch(matching, { maker, fuel: "디젤" });
    await createCar(app, { maker, year: 2021, fuel: "가솔린" });
    await createCar(app, { maker, year: 2021, fuel: "디젤", soldout: true });
    // Listed and reserved in one transaction, so no scan can see it available in between.
    const buyer = await actor(app);
    await app.core.db.transaction(async (tx) => {
      const [car] = await tx
        .insert(carsTable)
        .values({
          carName: "x",
          maker,
          model: "m",
          year: 2021,
          mileage: 1,
          fuel: "디젤",
          transmission: "오토",
          priceKrw: 1,
        })
        .returning();
      await tx
        .insert(orders)
        .values({ userId: buyer.id, carId: car.id, reservedUntil: sql`now() + interval '7 days'`, priceKrw: 1 });
    });
    await scan();
    // An alert would be a notification and a mail job: once none is left, it would be here.
    expect(await drainJobs(app)).toBe(true);
    for (const u of [off, other, matching]) {
      expect(await alertsOf(u.id)).toEqual([]);
      expect(mailsTo(u.email)).toEqual([]);
    }
  });

  it("a car listed before the search was saved is not news to it", async () => {
    const maker = uniqueMaker();
    await createCar(app, { maker });
    const late = await actor(app);
    await saveSearch(late, { maker });
    await scan();
    expect(await alertsOf(late.id)).toEqual([]);
  });

  it("speaks the user's language by country: a Mongolian user gets Mongolian, prices in MNT too", async () => {
    const maker = uniqueMaker();
    const mn = await actor(app, { country: "MN" });
    const ru = await actor(app, { country: "KZ" });
    await saveSearch(mn, { maker });
    await saveSearch(ru, { maker });
    await createCar(app, { maker, carName: "현대 쏘나타 DN8", priceKrw: 20_000_000 });
    await scan();
    const mnMail = await sink.waitFor((m) => JSON.stringify(m.to).includes(mn.email));
    expect(mnMail.subject).toBe("Таны хадгалсан хайлтад тохирох 1 шинэ машин");
    expect(mnMail.html).toContain('<html lang="mn">');
    expect(mnMail.text).toMatch(/≈ (MNT|₮)/);
    const ruMail = await sink.waitFor((m) => JSON.stringify(m.to).includes(ru.email));
    expect(ruMail.subject).toBe("1 новый автомобиль по вашему сохранённому поиску");
    expect(ruMail.text).toContain("Hyundai");
    expect((await alertsOf(mn.id))[0]).toMatchObject({ lang: "mn" });
  });

  it("matches like the Cars page does: every filter key, and free text in any language", async () => {
    const maker = uniqueMaker();
    const cars = [
      await createCar(app, { maker, model: "쏘나타", carName: "현대 쏘나타 DN8", year: 2019, mileage: 80_000 }),
      await createCar(app, { maker, model: "쏘나타", carName: "현대 쏘나타 뉴라이즈", year: 2022, mileage: 20_000 }),
      await createCar(app, {
        maker,
        model: "그랜저",
        carName: "현대 그랜저 IG",
        year: 2021,
        fuel: "디젤",
        transmission: "수동",
        priceKrw: 33_000_000,
        carNumber: "12가3456",
      }),
    ].map((c) => c.id);
    const filterSets: Record<string, unknown>[] = [
      { maker },
      { maker, model: "쏘나타" },
      { maker, q: "sonata" },
      { maker, q: "Соната 뉴라이즈" },
      { maker, q: "3456" },
      // words of one or two characters (the list looks them up in cars_search_grams_idx)
      { maker, q: "hyundai 뉴" },
      { maker, q: "가3" },
      { maker, year_min: 2020, year_max: 2021 },
      { maker, mileage_max: 50_000, fuel: "가솔린" },
      { maker, transmission: "수동", price_min: 30_000_000 },
      { maker, price_max: 1 },
      { maker, q: "%" },
      // A saved order changes what the list shows first, never which cars match.
      { maker, year_min: 2021, sort: "price_desc" },
      // The record says no accident (the third car has no record: left out).
      { maker, no_accident: true },
    ];
    const record = (accident: boolean) =>
      JSON.stringify({
        inspected_at: "2025-10-01",
        odometer_ok: true,
        accident,
        simple_repair: false,
        flood: false,
        fire: false,
        tuning: false,
        use_history: "none",
        insurance_claims: 0,
        owner_changes: 1,
        panels: [],
      });
    await app.core.db.execute(sql`update cars set condition = ${record(false)}::jsonb where id = ${cars[0]}`);
    await app.core.db.execute(sql`update cars set condition = ${record(true)}::jsonb where id = ${cars[1]}`);
    // Saved before the cars are listed: move the cars' listing time after the searches.
    const users: Actor[] = [];
    for (const filters of filterSets) {
      const u = await actor(app);
      await saveSearch(u, filters);
      users.push(u);
    }
    await app.core.db.execute(
      sql`update cars set created_at = now() + interval '1 second' where id in (${sql.join(cars, sql`, `)})`,
    );
    await runAlertScan(app.core);
    for (const [i, filters] of filterSets.entries()) {
      const query = new URLSearchParams(Object.entries(filters).map(([k, v]): [string, string] => [k, String(v)]));
      const listed = (await send(app, null, "GET", `/api/cars?${query}&page_size=100`)).json();
      const expected = listed.items.map((c: { id: number }) => c.id).filter((id: number) => cars.includes(id));
      const delivered = await app.core.db
        .select({ carId: alertDeliveries.carId })
        .from(alertDeliveries)
        .where(and(eq(alertDeliveries.userId, users[i].id), eq(alertDeliveries.cause, "new_listing")));
      expect(delivered.map((d) => d.carId).sort(), JSON.stringify(filters)).toEqual([...expected].sort());
    }
  });

  it("lists at most MAX_CARDS cars as cards and counts the rest", async () => {
    const maker = uniqueMaker();
    const buyer = await actor(app);
    await saveSearch(buyer, { maker });
    for (let i = 0; i < MAX_CARDS + 2; i++) await createCar(app, { maker });
    await scan();
    const [row] = await alertsOf(buyer.id);
    expect(row.title).toBe(`${MAX_CARDS + 2} new cars match your saved searches`);
    expect(row.message).toContain("…and 2 more cars.");
  });

  it("hostile filters stored in the table cannot break the scan, and match nothing odd", async () => {
    const maker = uniqueMaker();
    const hostile = await actor(app);
    const normal = await actor(app);
    const { id } = await saveSearch(hostile, { maker });
    await app.core.db
      .update(savedSearches)
      .set({
        filters: {
          maker: 5,
          year_min: "abc'; drop table cars; --",
          price_max: { nested: [1, 2] },
          mileage_max: 1e300,
          q: "\\%_' ) or 1=1 --",
          include_soldout: "yes",
          unknown: null,
        } as never,
      })
      .where(eq(savedSearches.id, id));
    await saveSearch(normal, { maker });
    await createCar(app, { maker });
    const result = await runAlertScan(app.core);
    expect(result.newListings).toBeGreaterThanOrEqual(1);
    expect(await alertsOf(hostile.id)).toEqual([]);
    expect(await alertsOf(normal.id)).toHaveLength(1);
  });
});

describe("exactly once", () => {
  it("a second scan sends nothing again", async () => {
    const maker = uniqueMaker();
    const buyer = await actor(app);
    await saveSearch(buyer, { maker });
    await createCar(app, { maker });
    await scan();
    await sink.waitFor((m) => JSON.stringify(m.to).includes(buyer.email));
    expect(await runAlertScan(app.core)).toEqual({ newListings: 0, priceDrops: 0, unavailable: 0 });
    await scan();
    expect(await alertsOf(buyer.id)).toHaveLength(1);
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });

  it("a parallel burst of scans sends one alert per user, car and cause", async () => {
    const maker = uniqueMaker();
    const buyers = await Promise.all([actor(app), actor(app), actor(app)]);
    for (const b of buyers) await saveSearch(b, { maker });
    const car = await createCar(app, { maker });
    const watched = await createCar(app, { priceKrw: 30_000_000 });
    // Its first price, as createCar of the cars service records it (the factory inserts the row alone).
    await app.core.db.execute(sql`insert into car_price_history (car_id, price_krw) values (${watched.id}, 30000000)`);
    const sold = await createCar(app);
    for (const b of buyers) await favorite(b, watched.id);
    for (const b of buyers) await favorite(b, sold.id);
    expect((await send(app, admin, "PATCH", `/api/cars/${watched.id}`, { price_krw: 25_000_000 })).statusCode).toBe(
      200,
    );
    expect((await send(app, admin, "POST", `/api/cars/${sold.id}/soldout`)).statusCode).toBe(200);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => runAlertScan(app.core)),
      ...Array.from({ length: 6 }, () => requestAlertScan(app.core)),
    ]);
    const totals = results
      .filter((r): r is AlertScanResult => r !== undefined)
      .reduce(
        (t, r) => ({
          newListings: t.newListings + r.newListings,
          priceDrops: t.priceDrops + r.priceDrops,
          unavailable: t.unavailable + r.unavailable,
        }),
        { newListings: 0, priceDrops: 0, unavailable: 0 },
      );
    await drainJobs(app);
    // The PATCH and soldout requests had already queued scans: those count too.
    for (const b of buyers) {
      const rows = await alertsOf(b.id);
      expect(rows.map((r) => r.kind).sort()).toEqual(["favorite_price_drop", "favorite_unavailable", "new_listings"]);
      const deliveries = await app.core.db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, b.id));
      expect(deliveries.map((d) => `${d.carId}:${d.cause}`).sort()).toEqual(
        [`${car.id}:new_listing`, `${watched.id}:price_drop`, `${sold.id}:sold_out`].sort(),
      );
    }
    expect(totals.newListings).toBeLessThanOrEqual(buyers.length);
    for (const b of buyers) {
      await sink.waitFor(() => mailsTo(b.email).length >= 3);
      expect(mailsTo(b.email)).toHaveLength(3);
    }
  });
});

describe("favourites", () => {
  async function watchedCar(price = 30_000_000) {
    const car = await createCar(app, { priceKrw: price, ...photo("w1") });
    const watcher = await actor(app, { country: "KR" });
    await favorite(watcher, car.id);
    return { car, watcher };
  }
  const setPrice = async (carId: number, price: number) =>
    expect((await send(app, admin, "PATCH", `/api/cars/${carId}`, { price_krw: price })).statusCode).toBe(200);

  it("a price drop alerts the watcher (old and new price, in their language); a rise does not", async () => {
    const { car, watcher } = await watchedCar();
    await setPrice(car.id, 32_000_000);
    await drainJobs(app);
    expect(await alertsOf(watcher.id)).toEqual([]);
    await setPrice(car.id, 28_000_000);
    await drainJobs(app);
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(watcher.email));
    expect(mail.subject).toContain("가격 인하");
    expect(mail.text).toContain("₩32,000,000");
    expect(mail.text).toContain("₩28,000,000");
    expect(mail.html).toContain(`<img src="${base}/photos/ab/w1_t.jpg"`);
    const rows = await alertsOf(watcher.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "favorite_price_drop", lang: "ko", link: `/cars/${car.id}` });
    // A second drop of the same car: at most one alert per user, car and cause (api.md).
    await setPrice(car.id, 27_000_000);
    await drainJobs(app);
    expect(await alertsOf(watcher.id)).toHaveLength(1);
  });

  it("a drop taken back before the scan ran is not news", async () => {
    const { car, watcher } = await watchedCar();
    await app.core.db.transaction(async (tx) => {
      await tx.execute(sql`update cars set price_krw = 20000000 where id = ${car.id}`);
      await tx.execute(sql`insert into car_price_history (car_id, price_krw) values (${car.id}, 20000000)`);
    });
    await app.core.db.transaction(async (tx) => {
      await tx.execute(sql`update cars set price_krw = 30000000 where id = ${car.id}`);
      await tx.execute(sql`insert into car_price_history (car_id, price_krw) values (${car.id}, 30000000)`);
    });
    await runAlertScan(app.core);
    expect(await alertsOf(watcher.id)).toEqual([]);
  });

  it("reserved by another buyer: the watchers hear of it, the buyer does not", async () => {
    const car = await createBannerCar(app);
    const watcher = await actor(app);
    const buyer = await actor(app);
    await favorite(watcher, car.id);
    await favorite(buyer, car.id);
    await adjust(app, admin, buyer.id, 2);
    expect((await send(app, buyer, "POST", `/api/cars/${car.id}/purchase`)).statusCode).toBe(200);
    await drainJobs(app);
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(watcher.email));
    expect(mail.subject).toMatch(/^Reserved: /);
    expect(await alertsOf(watcher.id)).toMatchObject([{ kind: "favorite_unavailable" }]);
    expect(await alertsOf(buyer.id)).toEqual([]);
    expect(mailsTo(buyer.email).filter((m) => /Reserved/.test(m.subject ?? ""))).toEqual([]);
  });

  it("sold out (admin marks it): the watcher hears of it once; favourited after the sale: nothing", async () => {
    const { car, watcher } = await watchedCar();
    expect((await send(app, admin, "POST", `/api/cars/${car.id}/soldout`)).statusCode).toBe(200);
    await drainJobs(app);
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(watcher.email));
    expect(mail.subject).toMatch(/^판매 완료: /);
    const late = await actor(app);
    await favorite(late, car.id);
    await scan();
    expect(await alertsOf(watcher.id)).toHaveLength(1);
    expect(await alertsOf(late.id)).toEqual([]);
  });

  it("sold out by a paid order: the watchers hear of it, the buyer who paid does not", async () => {
    const car = await createBannerCar(app);
    const watcher = await actor(app, { country: "RU" });
    const buyer = await actor(app);
    await favorite(watcher, car.id);
    await favorite(buyer, car.id);
    await adjust(app, admin, buyer.id, 2);
    const bought = await send(app, buyer, "POST", `/api/cars/${car.id}/purchase`);
    expect(bought.statusCode).toBe(200);
    await drainJobs(app); // the reservation's scan, before the sale
    const orderId = bought.json().order_id;
    for (const body of [{ status: "invoiced", price_usd: 20_000 }, { status: "paid" }]) {
      const res = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    await drainJobs(app);
    const kinds = async () =>
      (await alertsOf(watcher.id)).map((r) => r.title.split(":")[0]).sort((a, b) => a.localeCompare(b));
    await sink.waitFor((m) => JSON.stringify(m.to).includes(watcher.email) && /^Продан/.test(m.subject ?? ""));
    expect(await kinds()).toEqual(["Забронирован", "Продан"]);
    expect(await alertsOf(buyer.id)).toEqual([]);
  });
});
