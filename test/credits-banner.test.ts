import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carAccessGrants } from "../src/server/db/schema/credits.js";
import { createBannerCar, createCar } from "./factories.js";
import { actor, adjust, balances, get, ledgerRows, ledgerSums, post } from "./credits-helpers.js";
import { build } from "./helper.js";

const { app, admin } = await build();

const expectConsistent = async (userId: number) => {
  const [b, sums] = await Promise.all([balances(app, userId), ledgerSums(app, userId)]);
  expect(sums.cc).toBe(b.cc);
  expect(sums.cash).toBe(b.cash);
};

describe("POST /api/cars/{car_id}/banner-view", () => {
  it("needs a login, a known car (integer id) and a banner car", async () => {
    const user = await actor(app);
    const car = await createCar(app);
    expect((await post(app, null, `/api/cars/${car.id}/banner-view`)).statusCode).toBe(401);
    expect((await post(app, user, "/api/cars/999999/banner-view")).statusCode).toBe(404);
    expect((await post(app, user, "/api/cars/abc/banner-view")).statusCode).toBe(422);
    const res = await post(app, user, `/api/cars/${car.id}/banner-view`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("not_a_banner");
  });

  it("refuses with 402 insufficient_cc when the balance is below the price, and changes nothing", async () => {
    const user = await actor(app);
    const car = await createBannerCar(app);
    await adjust(app, admin, user.id, 0.05);
    const res = await post(app, user, `/api/cars/${car.id}/banner-view`);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe("insufficient_cc");
    expect((await balances(app, user.id)).cc).toBe(50);
    expect(await ledgerRows(app, `banner-view:${user.id}:%`)).toHaveLength(0);
    expect(await app.core.db.select().from(carAccessGrants).where(eq(carAccessGrants.userId, user.id))).toHaveLength(0);
    await expectConsistent(user.id);
  });

  it("charges cc_per_banner_view (default 0.1 CC) once per user and car and answers description and pdf_url", async () => {
    const user = await actor(app);
    const car = await createBannerCar(app, { description: "깨끗한 차량" });
    await adjust(app, admin, user.id, 1);
    // Until paid, the car page keeps the description back.
    const detailOf = (cookie?: string) =>
      app.inject({ url: `/api/cars/${car.id}`, headers: cookie ? { cookie } : {} }).then((r) => r.json());
    expect(await detailOf()).toMatchObject({ description: null, description_locked: true, has_access: false });
    expect(await detailOf(user.cookie)).toMatchObject({ description: null, description_locked: true });
    const first = await post(app, user, `/api/cars/${car.id}/banner-view`);
    expect(first.statusCode).toBe(200);
    expect(await detailOf(user.cookie)).toMatchObject({
      description: "깨끗한 차량",
      description_locked: false,
      has_access: true,
    });
    expect(first.json()).toMatchObject({
      car_id: car.id,
      description: "깨끗한 차량",
      pdf_url: `/api/cars/${car.id}/pdf`,
      charged_cc: 0.1,
      cc_balance: 0.9,
    });
    const again = await post(app, user, `/api/cars/${car.id}/banner-view`);
    expect(again.json()).toMatchObject({ charged_cc: 0, cc_balance: 0.9, description: "깨끗한 차량" });
    const rows = await ledgerRows(app, `banner-view:${user.id}:${car.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: -100, kind: "banner_view", account: "cc", balanceAfter: 900 });
    // Another user pays for their own view.
    const other = await actor(app);
    await adjust(app, admin, other.id, 1);
    expect((await post(app, other, `/api/cars/${car.id}/banner-view`)).json().charged_cc).toBe(0.1);
    // The car detail now says the user has access.
    const detail = await get(app, user, `/api/cars/${car.id}`);
    if (detail.statusCode === 200) expect(detail.json().has_access).toBe(true);
    await expectConsistent(user.id);
  });

  it("charges the current setting", async () => {
    const user = await actor(app);
    const car = await createBannerCar(app);
    await adjust(app, admin, user.id, 1);
    const put = await app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie: admin.cookie },
      payload: { cc_per_banner_view: 0.25 },
    });
    expect(put.statusCode).toBe(200);
    try {
      const res = await post(app, user, `/api/cars/${car.id}/banner-view`);
      expect(res.json()).toMatchObject({ charged_cc: 0.25, cc_balance: 0.75 });
    } finally {
      await app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: { cookie: admin.cookie },
        payload: { cc_per_banner_view: 0.1 },
      });
    }
  });

  it("is free after a direct purchase of the same car", async () => {
    const user = await actor(app);
    const car = await createBannerCar(app);
    await adjust(app, admin, user.id, 1);
    expect((await post(app, user, `/api/cars/${car.id}/purchase`)).statusCode).toBe(200);
    const view = await post(app, user, `/api/cars/${car.id}/banner-view`);
    expect(view.json()).toMatchObject({ charged_cc: 0, cc_balance: 0 });
  });
});

describe("POST /api/cars/{car_id}/purchase", () => {
  it("needs a login, a known car and a banner car that is not sold out", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 5);
    const plain = await createCar(app);
    const sold = await createBannerCar(app, { soldout: true });
    expect((await post(app, null, `/api/cars/${plain.id}/purchase`)).statusCode).toBe(401);
    expect((await post(app, user, "/api/cars/999999/purchase")).statusCode).toBe(404);
    expect((await post(app, user, `/api/cars/${plain.id}/purchase`)).json().error.code).toBe("not_a_banner");
    const res = await post(app, user, `/api/cars/${sold.id}/purchase`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("car_unavailable");
    expect((await balances(app, user.id)).cc).toBe(5000);
  });

  it("refuses with 402 below 1 CC and changes nothing", async () => {
    const user = await actor(app);
    const car = await createBannerCar(app);
    await adjust(app, admin, user.id, 0.999);
    const res = await post(app, user, `/api/cars/${car.id}/purchase`);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe("insufficient_cc");
    expect((await balances(app, user.id)).cc).toBe(999);
    expect((await get(app, user, "/api/my-vehicles")).json().purchased).toEqual([]);
  });

  it("charges 1 CC once and answers a DirectPurchasedCarResponse; buying again charges nothing", async () => {
    const user = await actor(app);
    const car = await createBannerCar(app, {
      carName: "기아 K5 2.0",
      maker: "기아",
      model: "K5",
      priceKrw: 18_900_000,
    });
    await adjust(app, admin, user.id, 2.5);
    // A paid banner view first: the purchase is a separate charge.
    expect((await post(app, user, `/api/cars/${car.id}/banner-view`)).json().charged_cc).toBe(0.1);
    const res = await post(app, user, `/api/cars/${car.id}/purchase`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      car_id: car.id,
      car_name: "기아 K5 2.0",
      price_cc: 1,
      charged_cc: 1,
      cc_balance: 1.4,
    });
    expect(new Date(body.purchased_at).getTime()).not.toBeNaN();
    expect(body.car).toMatchObject({
      id: car.id,
      car_name: "기아 K5 2.0",
      maker: "기아",
      model: "K5",
      price_krw: 18_900_000,
      is_banner: true,
      soldout: false,
    });
    const again = await post(app, user, `/api/cars/${car.id}/purchase`);
    expect(again.json()).toMatchObject({
      car_id: car.id,
      price_cc: 1,
      charged_cc: 0,
      cc_balance: 1.4,
      purchased_at: body.purchased_at,
    });
    expect(await ledgerRows(app, `banner-purchase:${user.id}:${car.id}`)).toHaveLength(1);

    const mine = (await get(app, user, "/api/my-vehicles")).json();
    expect(mine.recommended).toEqual([]);
    expect(mine.purchased).toEqual([
      { car_id: car.id, car_name: "기아 K5 2.0", price_cc: 1, purchased_at: body.purchased_at, car: body.car },
    ]);
    expect(mine.viewed.map((v: { car: { id: number } }) => v.car.id)).toEqual([car.id]);
    await expectConsistent(user.id);
  });

  it("lists several purchases in my vehicles, newest first", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 3);
    const a = await createBannerCar(app);
    const b = await createBannerCar(app);
    await post(app, user, `/api/cars/${a.id}/purchase`);
    await post(app, user, `/api/cars/${b.id}/purchase`);
    const mine = (await get(app, user, "/api/my-vehicles")).json();
    expect(mine.purchased.map((p: { car_id: number }) => p.car_id)).toEqual([b.id, a.id]);
    expect((await get(app, null, "/api/my-vehicles")).statusCode).toBe(401);
  });
});

describe("GET /api/cars/{car_id}/pdf", () => {
  it("is 401 anonymous, 404 unknown, 403 without access, and a PDF with the embedded font after a paid view", async () => {
    const user = await actor(app, { lang: "ru" });
    const car = await createBannerCar(app);
    expect((await get(app, null, `/api/cars/${car.id}/pdf`)).statusCode).toBe(401);
    expect((await get(app, user, "/api/cars/999999/pdf")).statusCode).toBe(404);
    const denied = await get(app, user, `/api/cars/${car.id}/pdf`);
    expect(denied.statusCode).toBe(403);
    await adjust(app, admin, user.id, 1);
    await post(app, user, `/api/cars/${car.id}/banner-view`);
    const res = await get(app, user, `/api/cars/${car.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`car-${car.id}-ru.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.rawPayload.toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+Pretendard/);
    const ko = await get(app, user, `/api/cars/${car.id}/pdf?lang=ko`);
    expect(ko.headers["content-disposition"]).toContain(`car-${car.id}-ko.pdf`);
    expect((await get(app, user, `/api/cars/${car.id}/pdf?lang=de`)).statusCode).toBe(422);
    // Viewing the PDF never charges.
    expect((await balances(app, user.id)).cc).toBe(900);
  });

  it("is open to administrators", async () => {
    const car = await createCar(app);
    expect((await get(app, admin, `/api/cars/${car.id}/pdf`)).statusCode).toBe(200);
  });
});

describe("GET /api/admin/users/{user_id}/credits", () => {
  it("shows any user's balances and ledger to administrators only", async () => {
    const user = await actor(app);
    const car = await createBannerCar(app);
    await adjust(app, admin, user.id, 2);
    await post(app, user, `/api/cars/${car.id}/banner-view`);
    const res = await get(app, admin, `/api/admin/users/${user.id}/credits`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ user_id: user.id, cc_balance: 1.9, cash_cc_balance: 0, total: 2 });
    expect(body.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ["banner_view", -0.1],
      ["admin_adjustment", 2],
    ]);
    expect((await get(app, user, `/api/admin/users/${user.id}/credits`)).statusCode).toBe(403);
    expect((await get(app, admin, "/api/admin/users/999999/credits")).statusCode).toBe(404);
    // The user sees the same history on their own page.
    const own = await get(app, user, "/api/users/me/credits");
    expect(own.json().entries).toHaveLength(2);
  });
});
