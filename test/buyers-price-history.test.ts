import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cars } from "../src/server/db/schema/cars.js";
import { actor } from "./credits-helpers.js";
import { build, send } from "./helper.js";
import { createCar } from "./factories.js";

const { app, admin } = await build();

const newCar = {
  car_name: "Kia K5",
  maker: "기아",
  model: "K5",
  year: 2020,
  mileage: 40_000,
  fuel: "가솔린",
  transmission: "오토",
  price_krw: 20_000_000,
};
const history = async (id: number | string) => send(app, null, "GET", `/api/cars/${id}/price-history`);
const prices = async (id: number) => (await history(id)).json().map((p: { price_krw: number }) => p.price_krw);

async function adminCar(body = newCar) {
  const res = await send(app, admin, "POST", "/api/cars", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe("price history", () => {
  it("records the first price at creation and every change by an admin edit, oldest first", async () => {
    const car = await adminCar();
    expect(await prices(car.id)).toEqual([20_000_000]);
    const edit = (body: object) => send(app, admin, "PATCH", `/api/cars/${car.id}`, body);
    expect((await edit({ price_krw: 18_500_000 })).statusCode).toBe(200);
    // An edit that leaves the price alone adds nothing.
    expect((await edit({ mileage: 41_000 })).statusCode).toBe(200);
    expect((await edit({ price_krw: 18_500_000, color: "검정" })).statusCode).toBe(200);
    expect((await edit({ price_krw: 19_000_000 })).statusCode).toBe(200);
    const res = await history(car.id);
    expect(res.statusCode).toBe(200);
    const points = res.json();
    expect(points.map((p: { price_krw: number }) => p.price_krw)).toEqual([20_000_000, 18_500_000, 19_000_000]);
    const times = points.map((p: { at: string }) => Date.parse(p.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("marks a drop (price_dropped_at) in the list and the detail, but not a rise", async () => {
    const car = await adminCar({ ...newCar, car_name: "drop test" });
    const listed = async () =>
      (await send(app, null, "GET", "/api/cars?q=drop%20test"))
        .json()
        .items.find((c: { id: number }) => c.id === car.id);
    expect((await listed()).price_dropped_at).toBeNull();
    await send(app, admin, "PATCH", `/api/cars/${car.id}`, { price_krw: 25_000_000 });
    expect((await listed()).price_dropped_at).toBeNull();
    await send(app, admin, "PATCH", `/api/cars/${car.id}`, { price_krw: 15_000_000 });
    const at = (await listed()).price_dropped_at;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
    expect((await send(app, null, "GET", `/api/cars/${car.id}`)).json().price_dropped_at).toBe(at);
  });

  it("a failing price-history write leaves the car unchanged (same transaction)", async () => {
    const car = await adminCar({ ...newCar, car_name: "tx test" });
    // A trigger that refuses the history row makes the whole edit fail.
    await app.core.db.execute(`create function refuse_history() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await app.core.db.execute(
      `create trigger refuse_history before insert on car_price_history for each row execute function refuse_history()`,
    );
    try {
      const res = await send(app, admin, "PATCH", `/api/cars/${car.id}`, { price_krw: 1_000 });
      expect(res.statusCode).toBe(500);
      const created = await send(app, admin, "POST", "/api/cars", { ...newCar, car_name: "never" });
      expect(created.statusCode).toBe(500);
    } finally {
      await app.core.db.execute(`drop trigger refuse_history on car_price_history`);
    }
    const [row] = await app.core.db.select().from(cars).where(eq(cars.id, car.id));
    expect(row.priceKrw).toBe(20_000_000);
    expect((await send(app, null, "GET", "/api/cars?q=never")).json().total).toBe(0);
  });

  it("a car stored without history answers its current price since its creation", async () => {
    const row = await createCar(app, { priceKrw: 12_340_000 });
    const points = (await history(row.id)).json();
    expect(points).toEqual([{ price_krw: 12_340_000, at: row.createdAt.toISOString() }]);
  });

  it("unknown car 404, bad id 422, public access", async () => {
    expect((await history(999_999)).statusCode).toBe(404);
    expect((await history("x")).statusCode).toBe(422);
    const me = await actor(app);
    const car = await adminCar();
    expect((await send(app, me, "GET", `/api/cars/${car.id}/price-history`)).statusCode).toBe(200);
  });
});
