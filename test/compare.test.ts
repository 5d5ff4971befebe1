// Compare (api.md "The buyer's decision" → "Compare"): 2 to 4 distinct ids, each car as an
// anonymous visitor sees its page, in the order asked; hostile ids are a 422, unknown ones a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carAccessGrants } from "../src/server/db/schema/credits.js";
import { carFavorites } from "../src/server/db/schema/buyers.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { insertFiveCars } from "./catalogue-helpers.js";

let app: TestApp;
let adminCookie: string;
let userCookie: string;
let userId: number;
let ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await loginCookie(app, await createAdmin(app));
  const user = await createUser(app);
  userId = user.id;
  userCookie = await loginCookie(app, user);
  ids = await insertFiveCars(app);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("GET /api/cars/compare", () => {
  it("answers each car's anonymous detail, in the order asked", async () => {
    const order = [ids.sorento, ids.sonata, ids.g80];
    const res = await get(`/api/cars/compare?ids=${order.join(",")}`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((c: { id: number }) => c.id)).toEqual(order);
    for (const [i, id] of order.entries()) {
      expect(items[i]).toEqual((await get(`/api/cars/${id}`)).json());
    }
    expect(items[2]).toMatchObject({ soldout: true, availability: "sold_out" });
    expect(items[0]).toMatchObject({ prices: { KRW: 33_000_000 }, export_cost: expect.any(Object) });
  });

  it("is the anonymous view for a logged-in buyer too (no access, no favourite), and shared from the cache", async () => {
    await app.core.db.insert(carAccessGrants).values({ userId, carId: ids.sorento, kind: "purchase" });
    await app.core.db.insert(carFavorites).values({ userId, carId: ids.sorento });
    const own = (await get(`/api/cars/${ids.sorento}`, { cookie: userCookie })).json();
    expect(own).toMatchObject({ has_access: true, is_favorite: true });
    const url = `/api/cars/compare?ids=${ids.sorento},${ids.morning}`;
    const mine = await get(url, { cookie: userCookie });
    const anonymous = await get(url);
    expect(mine.json()).toEqual(anonymous.json());
    expect(mine.json().items[0].has_access).toBe(false);
    expect(mine.json().items[0]).not.toHaveProperty("is_favorite");
    expect(anonymous.headers.etag).toBeTruthy();
    expect(anonymous.headers["cache-control"]).toBe("public, no-cache");
    expect((await get(url, { "if-none-match": String(anonymous.headers.etag) })).statusCode).toBe(304);
  });

  it("shows a change at once (the catalogue's events clear the cached answer)", async () => {
    const url = `/api/cars/compare?ids=${ids.grandeur},${ids.morning}`;
    expect((await get(url)).json().items[0].price_krw).toBe(18_000_000);
    const patch = await app.inject({
      method: "PATCH",
      url: `/api/cars/${ids.grandeur}`,
      headers: { cookie: adminCookie },
      payload: { price_krw: 17_500_000 },
    });
    expect(patch.statusCode).toBe(200);
    expect((await get(url)).json().items[0].price_krw).toBe(17_500_000);
  });

  it("422 unless 2 to 4 distinct valid ids; 404 for an unknown one; never 5xx", async () => {
    const a = ids.sonata;
    const b = ids.grandeur;
    const bad = [
      "",
      "ids=",
      `ids=${a}`,
      `ids=${a},${a}`,
      `ids=${a},${b},${a}`,
      `ids=${a},${b},${ids.sorento},${ids.morning},${ids.g80}`,
      `ids=-1,${a}`,
      `ids=0,${a}`,
      `ids=${a},,${b}`,
      `ids=${a},${b},`,
      `ids=${a};${b}`,
      `ids=a,b`,
      `ids=1.5,${a}`,
      `ids=2147483648,${a}`,
      `ids=99999999999999999999999,${a}`,
      `ids=${a}%00,${b}`,
      `ids=${a},${b}&ids=${a}`,
      `ids=${a},${b}&extra=1`,
      `ids=${Array.from({ length: 1000 }, (_, i) => i + 1).join(",")}`,
      `ids=${"9".repeat(10_000)}`,
    ];
    for (const query of bad) {
      const res = await get(`/api/cars/compare?${query}`);
      expect(res.statusCode, query.slice(0, 60)).toBe(422);
      expect(res.json().error.code).toBe("validation_error");
    }
    const unknown = await get(`/api/cars/compare?ids=${a},2147483647`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("not_found");
    // Four is the most.
    const four = await get(`/api/cars/compare?ids=${a},${b},${ids.sorento},${ids.morning}`);
    expect(four.statusCode).toBe(200);
    expect(four.json().items).toHaveLength(4);
  });
});
