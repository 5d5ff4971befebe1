import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cars, heroBanners } from "../src/server/db/schema/cars.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { insertCar } from "./catalogue-helpers.js";

let app: TestApp;
let admin: string;
let userCookie: string;
let a: number;
let b: number;
let c: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginCookie(app, await createAdmin(app));
  userCookie = await loginCookie(app, await createUser(app));
  a = (await insertCar(app)).id;
  b = (await insertCar(app, { car_name: "기아 쏘렌토 MQ4 2.2 디젤", maker: "기아", model: "쏘렌토" })).id;
  c = (await insertCar(app, { car_name: "제네시스 G80 RG3 2.5T", maker: "제네시스", model: "G80" })).id;
});
afterAll(async () => {
  await app.close();
});

const as = (cookie: string) => ({ cookie });
const toggle = (carId: number | string) =>
  app.inject({ method: "POST", url: `/api/hero-banners/admin/toggle/${carId}`, headers: as(admin) });
const bannerCars = async () =>
  (await app.inject({ method: "GET", url: "/api/hero-banners/admin/banner-cars", headers: as(admin) })).json();
const carFlag = async (id: number) =>
  (await app.core.db.select({ f: cars.isBanner }).from(cars).where(eq(cars.id, id)))[0].f;

describe("banner toggle", () => {
  it("registers and removes a banner, keeping cars.is_banner in step", async () => {
    const on = await toggle(a);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ car_id: a, is_banner: true });
    expect(await carFlag(a)).toBe(true);
    expect((await app.inject(`/api/cars/${a}`)).json().is_banner).toBe(true);
    const off = await toggle(a);
    expect(off.json()).toEqual({ car_id: a, is_banner: false });
    expect(await carFlag(a)).toBe(false);
    expect(await bannerCars()).toEqual([]);
  });

  it("decides by the HeroBanner records, not by cars.is_banner", async () => {
    // the flag says banner, but there is no record: the toggle registers one
    await app.core.db.update(cars).set({ isBanner: true }).where(eq(cars.id, b));
    expect((await toggle(b)).json()).toEqual({ car_id: b, is_banner: true });
    expect(await app.core.db.select().from(heroBanners).where(eq(heroBanners.carId, b))).toHaveLength(1);
    // a record exists but the flag says no: the toggle removes the record
    await app.core.db.update(cars).set({ isBanner: false }).where(eq(cars.id, b));
    expect((await toggle(b)).json()).toEqual({ car_id: b, is_banner: false });
    expect(await app.core.db.select().from(heroBanners).where(eq(heroBanners.carId, b))).toHaveLength(0);
  });

  it("answers 404 for an unknown car, 422 for a non-integer id, and is for administrators", async () => {
    expect((await toggle(999999)).statusCode).toBe(404);
    expect((await toggle("abc")).statusCode).toBe(422);
    expect((await app.inject({ method: "POST", url: `/api/hero-banners/admin/toggle/${a}` })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "POST", url: `/api/hero-banners/admin/toggle/${a}`, headers: as(userCookie) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: "POST", url: `/api/hero-banners/admin/toggle/${a}/`, headers: as(admin) }))
        .statusCode,
    ).toBe(404);
  });
});

describe("banner admin routes", () => {
  it("serves banner-cars before /admin/{banner_id}, which needs an integer", async () => {
    await toggle(a);
    await toggle(b);
    const list = await app.inject({ method: "GET", url: "/api/hero-banners/admin/banner-cars", headers: as(admin) });
    expect(list.statusCode).toBe(200);
    const items = list.json();
    expect(items.map((x: { car_id: number }) => x.car_id)).toEqual([a, b]);
    expect(items[0]).toMatchObject({
      id: expect.any(Number),
      car_id: a,
      position: 1,
      is_active: true,
      title_en: expect.stringContaining("Sonata"),
      car: { id: a, status: "active" },
    });
    expect(items[1].position).toBe(2);

    const one = await app.inject({ method: "GET", url: `/api/hero-banners/admin/${items[0].id}`, headers: as(admin) });
    expect(one.json()).toMatchObject({ id: items[0].id, car_id: a });
    for (const bad of ["abc", "banner-car", "1.5"]) {
      const res = await app.inject({ method: "GET", url: `/api/hero-banners/admin/${bad}`, headers: as(admin) });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().error.details[0]).toMatchObject({ field: "banner_id", in: "params" });
    }
    expect(
      (await app.inject({ method: "GET", url: "/api/hero-banners/admin/banner-cars/", headers: as(admin) })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/hero-banners/admin/", headers: as(admin) })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: "GET", url: "/api/hero-banners/", headers: as(admin) })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/api/hero-banners/admin/999999", headers: as(admin) })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/api/hero-banners/admin/banner-cars", headers: as(userCookie) }))
        .statusCode,
    ).toBe(403);
  });

  it("reorders with {car_ids} and refuses a bare list", async () => {
    await toggle(c);
    const res = await app.inject({
      method: "PUT",
      url: "/api/hero-banners/admin/reorder",
      headers: as(admin),
      payload: { car_ids: [c, a] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { car_id: number; position: number }) => [x.car_id, x.position])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    const bare = await app.inject({
      method: "PUT",
      url: "/api/hero-banners/admin/reorder",
      headers: as(admin),
      payload: [a, b, c],
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().error.code).toBe("validation_error");
    const notBanner = await app.inject({
      method: "PUT",
      url: "/api/hero-banners/admin/reorder",
      headers: as(admin),
      payload: { car_ids: [999999] },
    });
    expect(notBanner.statusCode).toBe(422);
    expect(
      (
        await app.inject({
          method: "PUT",
          url: "/api/hero-banners/admin/reorder",
          headers: as(admin),
          payload: { car_ids: [a, a] },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await app.inject({
          method: "PUT",
          url: "/api/hero-banners/admin/reorder",
          headers: as(admin),
          payload: { car_ids: ["x"] },
        })
      ).statusCode,
    ).toBe(422);
    expect((await bannerCars()).map((x: { car_id: number }) => x.car_id)).toEqual([c, a, b]);
    // the admin Local Cars list follows the banner order
    const local = (await app.inject({ method: "GET", url: "/api/admin/cars", headers: as(admin) })).json();
    expect(local.items.slice(0, 3).map((x: { id: number; is_banner: boolean }) => [x.id, x.is_banner])).toEqual([
      [c, true],
      [a, true],
      [b, true],
    ]);
  });

  it("edits titles and subtitles in four languages and the active flag", async () => {
    const [first] = await bannerCars();
    const payload = {
      title_en: "Genesis G80, nearly new",
      title_ko: "제네시스 G80 신차급",
      title_mn: "Genesis G80 бараг шинэ",
      title_ru: "Genesis G80 почти новый",
      subtitle_en: "Low mileage",
      subtitle_ko: "짧은 주행거리",
      subtitle_mn: "Бага гүйлттэй",
      subtitle_ru: "Малый пробег",
    };
    const res = await app.inject({
      method: "PUT",
      url: `/api/hero-banners/admin/${first.id}`,
      headers: as(admin),
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(payload);
    expect(
      (
        await app.inject({
          method: "PUT",
          url: `/api/hero-banners/admin/${first.id}`,
          headers: as(admin),
          payload: { title_fr: "x" },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await app.inject({ method: "PUT", url: `/api/hero-banners/admin/${first.id}`, headers: as(admin), payload: {} }))
        .statusCode,
    ).toBe(422);
    expect(
      (await app.inject({ method: "PUT", url: "/api/hero-banners/admin/abc", headers: as(admin), payload })).statusCode,
    ).toBe(422);
  });
});

describe("public banners", () => {
  it("lists active banners in order, in English by default and in the chosen language", async () => {
    const en = await app.inject("/api/hero-banners");
    expect(en.statusCode).toBe(200);
    const items = en.json();
    expect(items.map((x: { car_id: number }) => x.car_id)).toEqual([c, a, b]);
    expect(items[0]).toMatchObject({
      image: "/photos/aa/one.jpg",
      title: "Genesis G80, nearly new",
      subtitle: "Low mileage",
      car: { id: c, maker: "제네시스", model: "G80" },
    });
    const ru = (await app.inject("/api/hero-banners?lang=ru")).json();
    expect(ru[0]).toMatchObject({ title: "Genesis G80 почти новый", subtitle: "Малый пробег" });
    expect((await app.inject("/api/hero-banners?lang=ko")).json()[0].title).toBe("제네시스 G80 신차급");
    expect((await app.inject("/api/hero-banners?lang=mn")).json()[0].subtitle).toBe("Бага гүйлттэй");
    // a banner without a Russian title falls back to its default (translated car name)
    expect(ru[1].title).toMatch(/[\u0400-\u04FF]/);
    expect((await app.inject("/api/hero-banners?lang=fr")).statusCode).toBe(422);
  });

  it("hides inactive banners and forgets deleted ones", async () => {
    const [first, second] = await bannerCars();
    await app.inject({
      method: "PUT",
      url: `/api/hero-banners/admin/${first.id}`,
      headers: as(admin),
      payload: { is_active: false },
    });
    expect((await app.inject("/api/hero-banners")).json().map((x: { car_id: number }) => x.car_id)).toEqual([a, b]);
    const del = await app.inject({ method: "DELETE", url: `/api/hero-banners/admin/${second.id}`, headers: as(admin) });
    expect(del.statusCode).toBe(204);
    expect(await carFlag(a)).toBe(false);
    expect((await app.inject("/api/hero-banners")).json().map((x: { car_id: number }) => x.car_id)).toEqual([b]);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/hero-banners/admin/${second.id}`, headers: as(admin) }))
        .statusCode,
    ).toBe(404);
    // deleting a car removes its banner
    await app.inject({ method: "DELETE", url: `/api/cars/${b}`, headers: as(admin) });
    expect((await bannerCars()).map((x: { car_id: number }) => x.car_id)).toEqual([c]);
  });
});
