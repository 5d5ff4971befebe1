import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { carInput, insertCar, insertFiveCars } from "./catalogue-helpers.js";

let app: TestApp;
let admin: string;
let userCookie: string;
let ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginCookie(app, await createAdmin(app));
  const user = await createUser(app);
  userCookie = await loginCookie(app, user);
  ids = await insertFiveCars(app);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, cookie?: string) => app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const names = (res: { json(): any }) =>
  res.json().items.map((c: { id: number }) => Object.entries(ids).find(([, id]) => id === c.id)?.[0]);

describe("admin create, update, delete", () => {
  it("creates a car with the required fields and answers 201 with the car", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/cars",
      headers: { cookie: admin },
      payload: carInput({ car_name: "기아 K5 DL3 2.0 LPi", maker: "기아", model: "K5" }),
    });
    expect(res.statusCode).toBe(201);
    const car = res.json();
    expect(car).toMatchObject({
      car_name: "기아 K5 DL3 2.0 LPi",
      maker: "기아",
      model: "K5",
      soldout: false,
      is_banner: false,
      status: "active",
    });
    // the first photo's thumbnail becomes the main image; bare URLs are their own thumbnail
    expect(car.main_image).toBe("/photos/aa/one_t.jpg");
    expect(car.images).toEqual([
      { url: "/photos/aa/one.jpg", thumb_url: "/photos/aa/one_t.jpg" },
      { url: "/photos/aa/two.jpg", thumb_url: "/photos/aa/two.jpg" },
    ]);
    const del = await app.inject({ method: "DELETE", url: `/api/cars/${car.id}`, headers: { cookie: admin } });
    expect(del.statusCode).toBe(204);
    expect((await get(`/api/cars/${car.id}`)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/cars/${car.id}`, headers: { cookie: admin } })).statusCode,
    ).toBe(404);
  });

  it("names every missing required field and refuses bad values with 422", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/cars",
      headers: { cookie: admin },
      payload: { car_name: "x" },
    });
    expect(res.statusCode).toBe(422);
    const fields = res.json().error.details.map((d: { field: string }) => d.field);
    for (const f of ["maker", "model", "year", "mileage", "fuel", "transmission", "price_krw"])
      expect(fields).toContain(f);
    const bad = await app.inject({
      method: "POST",
      url: "/api/cars",
      headers: { cookie: admin },
      payload: carInput({ price_krw: -1, images: ["javascript:alert(1)"] }),
    });
    expect(bad.statusCode).toBe(422);
  });

  it("keeps create, update and delete for administrators", async () => {
    expect((await app.inject({ method: "POST", url: "/api/cars", payload: carInput() })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "POST", url: "/api/cars", headers: { cookie: userCookie }, payload: carInput() }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: "PATCH",
          url: `/api/cars/${ids.sonata}`,
          headers: { cookie: userCookie },
          payload: { price_krw: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: "DELETE", url: `/api/cars/${ids.sonata}`, headers: { cookie: userCookie } }))
        .statusCode,
    ).toBe(403);
  });

  it("updates some fields and leaves the others", async () => {
    const car = await insertCar(app, {
      car_name: "현대 아반떼 CN7 1.6 가솔린",
      model: "아반떼",
      price_krw: 15_000_000,
    });
    onTestFinished(async () => {
      await app.inject({ method: "DELETE", url: `/api/cars/${car.id}`, headers: { cookie: admin } });
    });
    const res = await app.inject({
      method: "PATCH",
      url: `/api/cars/${car.id}`,
      headers: { cookie: admin },
      payload: { price_krw: 14_500_000, color: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price_krw: 14_500_000, color: null, model: "아반떼", mileage: 42_000 });
    const photos = await app.inject({
      method: "PATCH",
      url: `/api/cars/${car.id}`,
      headers: { cookie: admin },
      payload: { images: [{ url: "/photos/bb/new.jpg", thumb_url: "/photos/bb/new_t.jpg" }] },
    });
    expect(photos.json().main_image).toBe("/photos/bb/new_t.jpg");
    expect(
      (await app.inject({ method: "PATCH", url: `/api/cars/${car.id}`, headers: { cookie: admin }, payload: {} }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await app.inject({
          method: "PATCH",
          url: "/api/cars/999999",
          headers: { cookie: admin },
          payload: { price_krw: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("public list", () => {
  it("lists available cars newest first with paging and a total", async () => {
    const res = await get("/api/cars");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(res)).toEqual(["morning", "sorento", "grandeur", "sonata"]);
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 20 });
    expect(Object.keys(body.items[0]).sort()).toEqual(
      [
        "accident",
        "availability",
        "car_name",
        "fuel",
        "id",
        "is_banner",
        "main_image",
        "maker",
        "mileage",
        "model",
        "power_hp",
        "price_krw",
        "price_dropped_at",
        "prices",
        "soldout",
        "transmission",
        "year",
      ].sort(),
    );
    const page2 = await get("/api/cars?page=2&page_size=3");
    expect(names(page2)).toEqual(["sonata"]);
    expect(page2.json()).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect((await get("/api/cars?page_size=101")).statusCode).toBe(422);
    expect((await get("/api/cars?page=0")).statusCode).toBe(422);
  });

  it("filters by maker, model, fuel, transmission, year, price, mileage and text", async () => {
    expect(names(await get(`/api/cars?maker=${encodeURIComponent("기아")}`))).toEqual(["morning", "sorento"]);
    expect(
      names(await get(`/api/cars?maker=${encodeURIComponent("기아")}&model=${encodeURIComponent("쏘렌토")}`)),
    ).toEqual(["sorento"]);
    expect(names(await get(`/api/cars?fuel=${encodeURIComponent("디젤")}`))).toEqual(["sorento"]);
    expect(names(await get(`/api/cars?transmission=${encodeURIComponent("수동")}`))).toEqual(["morning"]);
    expect(names(await get("/api/cars?year_min=2019&year_max=2021"))).toEqual(["grandeur", "sonata"]);
    expect(names(await get("/api/cars?price_min=10000000&price_max=20000000"))).toEqual(["grandeur"]);
    expect(names(await get("/api/cars?mileage_max=50000"))).toEqual(["sorento", "sonata"]);
    expect(names(await get(`/api/cars?q=${encodeURIComponent("쏘나타")}`))).toEqual(["sonata"]);
    // a term typed in English or Russian finds the Korean listing name
    expect(names(await get("/api/cars?q=sonata"))).toEqual(["sonata"]);
    expect(names(await get(`/api/cars?q=${encodeURIComponent("Киа Соренто")}`))).toEqual(["sorento"]);
    // Names are shown as registered ("Hyundai Sonata") in Russian; the spellings by sound still find.
    expect(names(await get(`/api/cars?q=${encodeURIComponent("хендай соната")}`))).toEqual(["sonata"]);
    expect(names(await get(`/api/cars?q=${encodeURIComponent("Хюндай")}`))).toEqual(["grandeur", "sonata"]);
    expect(names(await get(`/api/cars?q=${encodeURIComponent("хёндай Соната")}`))).toEqual(["sonata"]);
    expect(names(await get("/api/cars?q=55%EB%82%98"))).toEqual(["sorento"]);
    expect(names(await get("/api/cars?q=100%25"))).toEqual([]);
    expect((await get("/api/cars?year_min=abc")).statusCode).toBe(422);
    expect((await get("/api/cars?unknown=1")).statusCode).toBe(422);
  });

  it("includes sold-out cars only when asked", async () => {
    const res = await get("/api/cars?include_soldout=true");
    expect(names(res)).toEqual(["g80", "morning", "sorento", "grandeur", "sonata"]);
    expect(res.json().items[0].soldout).toBe(true);
  });

  it("sorts by price, year and mileage", async () => {
    expect(names(await get("/api/cars?sort=price_asc"))).toEqual(["morning", "grandeur", "sonata", "sorento"]);
    expect(names(await get("/api/cars?sort=price_desc"))).toEqual(["sorento", "sonata", "grandeur", "morning"]);
    expect(names(await get("/api/cars?sort=year_desc"))).toEqual(["sorento", "sonata", "grandeur", "morning"]);
    expect(names(await get("/api/cars?sort=mileage_asc"))).toEqual(["sorento", "sonata", "grandeur", "morning"]);
    expect(names(await get("/api/cars?sort=newest"))).toEqual(["morning", "sorento", "grandeur", "sonata"]);
    expect((await get("/api/cars?sort=cheapest")).statusCode).toBe(422);
  });

  it("updates the total at once after a change", async () => {
    expect((await get("/api/cars")).json().total).toBe(4);
    const car = await app.inject({
      method: "POST",
      url: "/api/cars",
      headers: { cookie: admin },
      payload: carInput({ car_number: "99허9999" }),
    });
    expect((await get("/api/cars")).json().total).toBe(5);
    await app.inject({ method: "DELETE", url: `/api/cars/${car.json().id}`, headers: { cookie: admin } });
    expect((await get("/api/cars")).json().total).toBe(4);
  });
});

describe("makers, models and routing", () => {
  it("counts available cars per maker and per model", async () => {
    const makers = await get("/api/cars/makers");
    expect(makers.statusCode).toBe(200);
    expect(makers.json()).toEqual([
      { maker: "기아", count: 2 },
      { maker: "현대", count: 2 },
    ]);
    const models = await get(`/api/cars/models?maker=${encodeURIComponent("기아")}`);
    expect(models.json()).toEqual([
      { model: "모닝", count: 1 },
      { model: "쏘렌토", count: 1 },
    ]);
    expect((await get("/api/cars/models")).statusCode).toBe(422);
    expect((await get("/api/cars/models?maker=nobody")).json()).toEqual([]);
  });

  it("matches makers and models before the car id, without trailing slashes", async () => {
    for (const url of [
      "/api/cars/",
      "/api/cars/makers/",
      "/api/cars/models/?maker=x",
      `/api/cars/${ids.sonata}/`,
      "/api/admin/cars/",
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe("not_found");
    }
    for (const url of ["/api/cars/abc", "/api/cars/1.5", "/api/cars/-1", "/api/admin/cars/abc"]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.details[0]).toMatchObject({ field: "car_id", in: "params" });
    }
    for (const url of ["/api/cars/abc/soldout"]) {
      expect((await app.inject({ method: "POST", url, headers: { cookie: admin } })).statusCode).toBe(422);
    }
  });
});
