// Engine power on cars (api.md "The truth at the border"): `power_hp`, 1..2000 or null, taken by the
// admin's create and edit, answered by car detail, compare, the list and the admin's car view.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, loginCookie } from "./factories.js";
import { carInput } from "./catalogue-helpers.js";

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  await app.close();
});

const create = (payload: object) =>
  app.inject({ method: "POST", url: "/api/cars", headers: { cookie: admin }, payload });
const patch = (id: number, payload: object) =>
  app.inject({ method: "PATCH", url: `/api/cars/${id}`, headers: { cookie: admin }, payload });
const get = (url: string) => app.inject({ method: "GET", url });

describe("power_hp", () => {
  it("is taken by create and edit, and answered by detail, compare, the list and the admin view", async () => {
    const made = await create(carInput({ car_name: "현대 쏘나타 DN8 1.6 터보 마력시험", power_hp: 180 }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(made.json().power_hp).toBe(180);
    const other = await create(carInput({ car_name: "현대 아반떼 CN7 1.6 가솔린 마력없음" }));
    expect(other.json().power_hp).toBeNull();

    expect((await get(`/api/cars/${id}`)).json().power_hp).toBe(180);
    const list = (await get("/api/cars?q=마력시험")).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id, power_hp: 180 });
    const compared = (await get(`/api/cars/compare?ids=${id},${other.json().id}`)).json();
    expect(compared.items.map((c: { power_hp: number | null }) => c.power_hp)).toEqual([180, null]);

    const edited = await patch(id, { power_hp: 245 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().power_hp).toBe(245);
    expect((await get(`/api/cars/${id}`)).json().power_hp).toBe(245);
    expect((await get("/api/cars?q=마력시험")).json().items[0].power_hp).toBe(245);
    const adminView = await app.inject({ method: "GET", url: `/api/admin/cars/${id}`, headers: { cookie: admin } });
    expect(adminView.json().power_hp).toBe(245);

    // null clears it (an admin's "not known"); leaving it out of a patch keeps it.
    expect((await patch(id, { price_krw: 21_000_000 })).json().power_hp).toBe(245);
    expect((await patch(id, { power_hp: null })).json().power_hp).toBeNull();
    expect((await get(`/api/cars/${id}`)).json().power_hp).toBeNull();
    // The edges of the range.
    expect((await patch(id, { power_hp: 1 })).json().power_hp).toBe(1);
    expect((await patch(id, { power_hp: 2000 })).json().power_hp).toBe(2000);
  });

  it("refuses anything but an integer 1..2000 with a 422 naming the field, and changes nothing", async () => {
    const made = await create(carInput({ car_name: "현대 그랜저 GN7 2.5 가솔린 적대", power_hp: 198 }));
    const id = made.json().id as number;
    const hostile: unknown[] = [
      0,
      -1,
      2001,
      1.5,
      "245",
      "245마력",
      "\u0000",
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      true,
      [245],
      { hp: 245 },
    ];
    for (const value of hostile) {
      for (const res of [
        await patch(id, { power_hp: value }),
        await create(carInput({ car_name: "현대 그랜저 적대 생성", power_hp: value as number })),
      ]) {
        expect(res.statusCode, `${JSON.stringify(value)}: ${res.body}`).toBe(422);
        expect(res.json().error.code).toBe("validation_error");
        expect(JSON.stringify(res.json().error.details)).toContain("power_hp");
      }
    }
    // Deep JSON is refused before the schema looks at the field.
    const deep = await patch(id, { power_hp: JSON.parse("[".repeat(64) + "]".repeat(64)) });
    expect(deep.statusCode).toBe(422);
    expect((await get(`/api/cars/${id}`)).json().power_hp).toBe(198);
    expect((await get("/api/cars?q=적대 생성")).json().total).toBe(0);
  });
});
