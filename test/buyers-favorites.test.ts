import { describe, expect, it } from "vitest";
import { actor, type Actor } from "./credits-helpers.js";
import { build, send } from "./helper.js";
import { createBannerCar, createCar } from "./factories.js";

const { app, admin } = await build();

const fav = (who: Actor | null, carId: number | string, method: "PUT" | "DELETE" = "PUT") =>
  send(app, who, method, `/api/users/me/favorites/${carId}`);
const myFavorites = async (who: Actor, query = "") => {
  const res = await send(app, who, "GET", `/api/users/me/favorites${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("favourites", () => {
  it("PUT is idempotent (204 twice, one entry) and DELETE too", async () => {
    const me = await actor(app);
    const car = await createCar(app);
    expect((await fav(me, car.id)).statusCode).toBe(204);
    expect((await fav(me, car.id)).statusCode).toBe(204);
    expect((await myFavorites(me)).total).toBe(1);
    expect((await fav(me, car.id, "DELETE")).statusCode).toBe(204);
    expect((await fav(me, car.id, "DELETE")).statusCode).toBe(204);
    expect((await myFavorites(me)).total).toBe(0);
  });

  it("an unknown car is a 404; a bad id a 422; a visitor a 401", async () => {
    const me = await actor(app);
    const res = await fav(me, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999", "%27%20or%201=1"]) {
      const r = await fav(me, bad);
      expect(r.statusCode, bad).toBe(422);
      expect(r.json().error.code).toBe("validation_error");
    }
    expect((await fav(null, 1)).statusCode).toBe(401);
    expect((await send(app, null, "GET", "/api/users/me/favorites")).statusCode).toBe(401);
  });

  it("lists newest first with availability and prices, only mine", async () => {
    const me = await actor(app);
    const other = await actor(app);
    const first = await createCar(app, { priceKrw: 10_000_000 });
    const second = await createBannerCar(app, { priceKrw: 20_000_000, soldout: true });
    await fav(me, first.id);
    await new Promise((r) => setTimeout(r, 5));
    await fav(me, second.id);
    await fav(other, first.id);
    // A repeated PUT does not move the car to the top.
    await fav(me, first.id);
    const page = await myFavorites(me);
    expect(page.items.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({ availability: "sold_out", soldout: true, price_krw: 20_000_000 });
    expect(page.items[1].availability).toBe("available");
    expect(page.items[1].prices.KRW).toBe(10_000_000);
    expect(typeof page.items[1].prices.USD).toBe("number");
    expect(page.items[1].favorited_at).toMatch(/^\d{4}-/);
    const second1 = await myFavorites(me, "?page=2&page_size=1");
    expect(second1).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(second1.items[0].id).toBe(first.id);
    expect((await send(app, me, "GET", "/api/users/me/favorites?page_size=101")).statusCode).toBe(422);
    expect((await send(app, me, "GET", "/api/users/me/favorites?foo=1")).statusCode).toBe(422);
  });

  it("car detail carries is_favorite for a logged-in user only, never cached across users", async () => {
    const me = await actor(app);
    const other = await actor(app);
    const car = await createCar(app);
    const detail = async (who: Actor | null) => (await send(app, who, "GET", `/api/cars/${car.id}`)).json();
    expect(await detail(null)).not.toHaveProperty("is_favorite");
    expect((await detail(me)).is_favorite).toBe(false);
    await fav(me, car.id);
    expect((await detail(me)).is_favorite).toBe(true);
    expect((await detail(other)).is_favorite).toBe(false);
    expect(await detail(null)).not.toHaveProperty("is_favorite");
    await fav(me, car.id, "DELETE");
    expect((await detail(me)).is_favorite).toBe(false);
  });

  it("a deleted car leaves the favourites", async () => {
    const me = await actor(app);
    const car = await createCar(app);
    await fav(me, car.id);
    expect((await send(app, admin, "DELETE", `/api/cars/${car.id}`)).statusCode).toBe(204);
    expect((await myFavorites(me)).total).toBe(0);
  });

  it("refuses a cross-site PUT", async () => {
    const me = await actor(app);
    const car = await createCar(app);
    const res = await app.inject({
      method: "PUT",
      url: `/api/users/me/favorites/${car.id}`,
      headers: { cookie: me.cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect((await myFavorites(me)).total).toBe(0);
  });
});
