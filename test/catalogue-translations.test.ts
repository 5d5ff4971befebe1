import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translations } from "../src/server/db/schema/cars.js";
import { DEFAULT_TRANSLATIONS } from "../src/shared/vehicle-terms.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";

let app: TestApp;
let admin: string;
let userCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginCookie(app, await createAdmin(app));
  userCookie = await loginCookie(app, await createUser(app));
});
afterAll(async () => {
  await app.close();
});

const seed = (cookie = admin) =>
  app.inject({ method: "POST", url: "/api/translations/seed-all-defaults", headers: { cookie } });

describe("seed-all-defaults", () => {
  it("loads every DEFAULT_TRANSLATIONS entry once, idempotently", async () => {
    const total = DEFAULT_TRANSLATIONS.length;
    expect(total).toBeGreaterThan(100);
    const first = await seed();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ inserted: total, updated: 0, total });
    expect(await seed().then((r) => r.json())).toEqual({ inserted: 0, updated: 0, total });
    const rows = await app.core.db.select().from(translations);
    expect(rows).toHaveLength(total);
    for (const category of ["maker", "model", "color", "fuel", "transmission"]) {
      expect(
        rows.some((r) => r.category === category),
        category,
      ).toBe(true);
    }

    // an edited default is set back; the rest stay untouched
    await app.core.db
      .update(translations)
      .set({ en: "Petrol" })
      .where(and(eq(translations.category, "fuel"), eq(translations.ko, "가솔린")));
    await app.core.db.delete(translations).where(and(eq(translations.category, "maker"), eq(translations.ko, "현대")));
    expect(await seed().then((r) => r.json())).toEqual({ inserted: 1, updated: 1, total });
    const [fuel] = await app.core.db
      .select()
      .from(translations)
      .where(and(eq(translations.category, "fuel"), eq(translations.ko, "가솔린")));
    expect(fuel.en).toBe("Gasoline");
  });

  it("is for administrators", async () => {
    expect((await app.inject({ method: "POST", url: "/api/translations/seed-all-defaults" })).statusCode).toBe(401);
    expect((await seed(userCookie)).statusCode).toBe(403);
  });
});

describe("translations API", () => {
  it("answers the stored table in one language", async () => {
    const res = await app.inject("/api/translations?lang=ru");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ category: "maker", ko: "기아", text: "Kia" });
    expect((await app.inject("/api/translations?lang=en&category=fuel")).json()).toContainEqual({
      category: "fuel",
      ko: "디젤",
      text: "Diesel",
    });
    expect((await app.inject("/api/translations")).json()).toContainEqual({
      category: "maker",
      ko: "현대",
      text: "Hyundai",
    });
    expect((await app.inject("/api/translations?lang=de")).statusCode).toBe(422);
  });

  it("lets administrators create, read, change and delete a term", async () => {
    const body = { category: "color", ko: "민트색", en: "Mint", mn: "Гаа ногоон", ru: "Мятный" };
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/translations",
      headers: { cookie: admin },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject(body);
    expect(
      (await app.inject({ method: "POST", url: "/api/admin/translations", headers: { cookie: admin }, payload: body }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/translations",
          headers: { cookie: admin },
          payload: { ...body, category: "planet" },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/translations",
          headers: { cookie: admin },
          payload: { ...body, ko: "  " },
        })
      ).statusCode,
    ).toBe(422);

    const got = await app.inject({ method: "GET", url: `/api/admin/translations/${id}`, headers: { cookie: admin } });
    expect(got.json()).toMatchObject(body);
    const patched = await app.inject({
      method: "PATCH",
      url: `/api/admin/translations/${id}`,
      headers: { cookie: admin },
      payload: { en: "Mint Green" },
    });
    expect(patched.json()).toMatchObject({ ...body, en: "Mint Green" });

    const list = await app.inject({
      method: "GET",
      url: "/api/admin/translations?category=color&q=mint",
      headers: { cookie: admin },
    });
    expect(list.json()).toMatchObject({ total: 1, page: 1, page_size: 50 });
    expect(list.json().items[0].id).toBe(id);
    const paged = (
      await app.inject({
        method: "GET",
        url: "/api/admin/translations?page=2&page_size=10",
        headers: { cookie: admin },
      })
    ).json();
    expect(paged.items).toHaveLength(10);
    expect(paged.total).toBe(DEFAULT_TRANSLATIONS.length + 1);

    expect(
      (await app.inject({ method: "DELETE", url: `/api/admin/translations/${id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: "GET", url: `/api/admin/translations/${id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/translations/abc", headers: { cookie: admin } })).statusCode,
    ).toBe(422);
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/translations/", headers: { cookie: admin } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/translations", headers: { cookie: userCookie } })).statusCode,
    ).toBe(403);
  });
});
