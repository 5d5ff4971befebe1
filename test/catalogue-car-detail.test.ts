import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carAccessGrants } from "../src/server/db/schema/credits.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { insertFiveCars } from "./catalogue-helpers.js";

let app: TestApp;
let admin: string;
let userCookie: string;
let userId: number;
let ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginCookie(app, await createAdmin(app));
  const user = await createUser(app);
  userId = user.id;
  userCookie = await loginCookie(app, user);
  ids = await insertFiveCars(app);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, cookie?: string) => app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const names = (res: { json(): any }) =>
  res.json().items.map((c: { id: number }) => Object.entries(ids).find(([, id]) => id === c.id)?.[0]);

describe("detail", () => {
  it("answers the contract's fields, with the dealer comment only while the setting is on", async () => {
    const res = await get(`/api/cars/${ids.sonata}`);
    expect(res.statusCode).toBe(200);
    const car = res.json();
    expect(car).toMatchObject({
      id: ids.sonata,
      car_name: "현대 쏘나타 DN8 2.0 가솔린 프리미엄",
      grade: "DN8 2.0 가솔린 프리미엄",
      month: 5,
      color: "흰색",
      displacement_cc: 1999,
      car_number: "123가4567",
      price_krw: 21_500_000,
      main_image: "/photos/aa/one_t.jpg",
      thumbnail: "/photos/aa/one_t.jpg",
      options: ["선루프", "후방카메라"],
      description: "One owner.",
      soldout: false,
      is_banner: false,
      dealer_comment: "무사고 차량입니다.",
      has_access: false,
    });
    expect(car.images).toHaveLength(2);
    expect(new Date(car.created_at).toString()).not.toBe("Invalid Date");

    const off = await app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie: admin },
      payload: { show_dealer_comment: false },
    });
    expect(off.statusCode).toBe(200);
    const hidden = (await get(`/api/cars/${ids.sonata}`)).json();
    expect(hidden).not.toHaveProperty("dealer_comment");
    await app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie: admin },
      payload: { show_dealer_comment: true },
    });
    expect((await get(`/api/cars/${ids.sonata}`)).json().dealer_comment).toBe("무사고 차량입니다.");
  });

  it("says whether the caller has access: admins always, users with a grant", async () => {
    expect((await get(`/api/cars/${ids.sorento}`, userCookie)).json().has_access).toBe(false);
    expect((await get(`/api/cars/${ids.sorento}`, admin)).json().has_access).toBe(true);
    await app.core.db.insert(carAccessGrants).values({ userId, carId: ids.sorento, kind: "purchase" });
    expect((await get(`/api/cars/${ids.sorento}`, userCookie)).json().has_access).toBe(true);
    expect((await get(`/api/cars/${ids.sonata}`, userCookie)).json().has_access).toBe(false);
  });

  it("answers 404 for an unknown car", async () => {
    expect((await get("/api/cars/999999")).statusCode).toBe(404);
  });
});

describe("sold out", () => {
  it("marks and clears: detail, lists and the admin status follow", async () => {
    const id = ids.grandeur;
    const mark = await app.inject({ method: "POST", url: `/api/cars/${id}/soldout`, headers: { cookie: admin } });
    expect(mark.statusCode).toBe(200);
    expect(mark.json()).toEqual({ id, soldout: true });
    expect((await get(`/api/cars/${id}`)).json().soldout).toBe(true);
    expect(names(await get("/api/cars"))).not.toContain("grandeur");
    expect((await get(`/api/admin/cars/${id}`, admin)).json()).toMatchObject({ status: "sold_out", soldout: true });
    const adminItem = (await get("/api/admin/cars?page_size=100", admin))
      .json()
      .items.find((c: { id: number }) => c.id === id);
    expect(adminItem).toMatchObject({ status: "sold_out", soldout: true });
    expect((await get("/api/cars/makers")).json()).toContainEqual({ maker: "현대", count: 1 });

    const clear = await app.inject({ method: "DELETE", url: `/api/cars/${id}/soldout`, headers: { cookie: admin } });
    expect(clear.json()).toEqual({ id, soldout: false });
    expect((await get(`/api/cars/${id}`)).json().soldout).toBe(false);
    expect(names(await get("/api/cars"))).toContain("grandeur");
    expect((await get(`/api/admin/cars/${id}`, admin)).json()).toMatchObject({
      status: "active",
      soldout: false,
      soldout_at: null,
    });
    expect((await get("/api/cars/makers")).json()).toContainEqual({ maker: "현대", count: 2 });
  });

  it("is for administrators and needs an existing car", async () => {
    expect((await app.inject({ method: "POST", url: `/api/cars/${ids.sonata}/soldout` })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "POST", url: `/api/cars/${ids.sonata}/soldout`, headers: { cookie: userCookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/cars/${ids.sonata}/soldout`, headers: { cookie: userCookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: "POST", url: "/api/cars/999999/soldout", headers: { cookie: admin } })).statusCode,
    ).toBe(404);
  });
});

describe("admin Local Cars list", () => {
  it("puts banner cars first, says the status, searches and pages", async () => {
    await app.inject({
      method: "POST",
      url: `/api/hero-banners/admin/toggle/${ids.sonata}`,
      headers: { cookie: admin },
    });
    const res = await get("/api/admin/cars", admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.items[0]).toMatchObject({ id: ids.sonata, is_banner: true, status: "active" });
    expect(body.items[0].banner_id).toEqual(expect.any(Number));
    expect(body.items.slice(1).every((c: { is_banner: boolean }) => !c.is_banner)).toBe(true);
    expect(body.items.find((c: { id: number }) => c.id === ids.g80).status).toBe("sold_out");

    expect((await get("/api/admin/cars?status=sold_out", admin)).json().items.map((c: { id: number }) => c.id)).toEqual(
      [ids.g80],
    );
    expect(
      (await get(`/api/admin/cars?q=${encodeURIComponent("모닝")}`, admin))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).toEqual([ids.morning]);
    expect(
      (await get(`/api/admin/cars?q=${ids.sorento}`, admin)).json().items.map((c: { id: number }) => c.id),
    ).toContain(ids.sorento);
    const page = (await get("/api/admin/cars?page=2&page_size=2", admin)).json();
    expect(page).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page.items).toHaveLength(2);
    expect((await get("/api/admin/cars", userCookie)).statusCode).toBe(403);
    await app.inject({
      method: "POST",
      url: `/api/hero-banners/admin/toggle/${ids.sonata}`,
      headers: { cookie: admin },
    });
  });

  it("shows one car with its status and banner record", async () => {
    const res = await get(`/api/admin/cars/${ids.g80}`, admin);
    expect(res.json()).toMatchObject({
      id: ids.g80,
      status: "sold_out",
      banner: null,
      is_banner: false,
      dealer_comment: "무사고 차량입니다.",
    });
    expect(res.json().soldout_at).not.toBeNull();
  });
});
