// Import rules that read the engine's power and the customs value (api.md "Import rules, whole"):
// `when` bounds on `power_hp` and on the customs value in the rules' currency, inclusive, on the
// car page, compare and the order's quote; `duties_unavailable: "power_unknown"` (after
// `displacement_unknown`); and the administrators' preview of which components met a car.
import { beforeAll, describe, expect, it } from "vitest";
import { actor, adjust } from "./credits-helpers.js";
import { createBannerCar, createCar } from "./factories.js";
import { build, send } from "./helper.js";

let thisYear: number;

const { app, admin } = await build();
beforeAll(async () => {
  thisYear = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: app.core.config.tzSchedule, year: "numeric" }).format(new Date()),
  );
});

type Body = Record<string, any>;
const names = (en: string) => ({ en, ko: `${en} (ko)`, mn: `${en} (mn)`, ru: `${en} (ru)` });
const fixed = (en: string, amount: number, when: Body) => ({ name: names(en), kind: "fixed", amount, when });

let portSeq = 0;
async function createPort(country: string) {
  portSeq += 1;
  const res = await send(app, admin, "POST", "/api/admin/ports", {
    name: names(`Port ${portSeq}`),
    country,
    method: "roro",
    freight_usd: 1200 + portSeq,
    insurance_pct: 0.5,
    transit_days: 5,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
async function putRules(country: string, components: Body[], currency = "EUR") {
  const res = await send(app, admin, "PUT", `/api/admin/import-rules/${country}`, {
    currency,
    as_of: "2026-01-01",
    source: `Rules of ${country} for the test`,
    max_age: null,
    components,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const detail = async (carId: number, portId: number, lang = "en") => {
  const res = await send(app, null, "GET", `/api/cars/${carId}?port_id=${portId}&lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Body;
};
const itemNames = async (carId: number, portId: number) =>
  ((await detail(carId, portId)).duties?.items ?? []).map((i: Body) => i.name);
const car = (o: { age?: number; cc?: number | null; hp?: number | null; priceKrw?: number }) =>
  createCar(app, {
    year: thisYear - (o.age ?? 4),
    displacementCc: o.cc === undefined ? 1999 : o.cc,
    powerHp: o.hp === undefined ? 150 : o.hp,
    priceKrw: o.priceKrw ?? 25_000_000,
  });

describe("bands by power", () => {
  it("applies the band the car's power_hp falls in, bounds inclusive; more power, a dearer door", async () => {
    const port = await createPort("AZ");
    await putRules("AZ", [
      { name: names("Duty"), kind: "per_cc", amount: 2.7 },
      fixed("Up to 160 hp", 59.48, { max_hp: 160 }),
      fixed("161-190 hp", 17_074.51, { min_hp: 161, max_hp: 190 }),
      fixed("191-250 hp", 19_188.24, { min_hp: 191, max_hp: 250 }),
      fixed("Over 250 hp", 21_027.45, { min_hp: 251 }),
    ]);
    const cases: Array<[number, string]> = [
      [1, "Up to 160 hp"],
      [150, "Up to 160 hp"],
      [160, "Up to 160 hp"],
      [161, "161-190 hp"],
      [190, "161-190 hp"],
      [191, "191-250 hp"],
      [250, "191-250 hp"],
      [251, "Over 250 hp"],
      [2000, "Over 250 hp"],
    ];
    for (const [hp, band] of cases) {
      const row = await car({ hp });
      expect(await itemNames(row.id, port), `${hp} hp`).toEqual(["Duty", band]);
    }
    // The same car at 150 and at 250 hp: the door total grows by the difference of the bands.
    const weak = await detail((await car({ hp: 150 })).id, port);
    const strong = await detail((await car({ hp: 250 })).id, port);
    expect(strong.landed.total_usd).toBe(weak.landed.total_usd);
    expect(strong.duties.total - weak.duties.total).toBeCloseTo(19_188.24 - 59.48, 2);
    expect(strong.duties.door_total_usd).toBeGreaterThan(weak.duties.door_total_usd);
  });
});

describe("bands by customs value", () => {
  it("compares the customs value in the rules' currency with min_value/max_value, inclusive to the cent", async () => {
    const port = await createPort("AM");
    const row = await car({ age: 1, cc: 2000 });
    await putRules("AM", [{ name: names("Duty"), kind: "percent", rate: 0.1, of: "value" }]);
    const cv = (await detail(row.id, port)).duties.customs_value as number;
    const band = async (when: Body) => {
      await putRules("AM", [
        { name: names("Single rate"), kind: "percent", rate: 0.48, of: "value", min_per_cc: 5.5, when },
      ]);
      return (await detail(row.id, port)).duties.items as Body[];
    };
    const r2 = (x: number) => Math.round(x * 100) / 100;
    const expected = [{ name: "Single rate", amount: r2(Math.max(0.48 * cv, 5.5 * 2000)) }];
    expect(await band({ max_value: cv })).toMatchObject(expected);
    expect(await band({ min_value: cv })).toMatchObject(expected);
    expect(await band({ min_value: cv, max_value: cv })).toMatchObject(expected);
    expect(await band({ max_value: r2(cv - 0.01) })).toEqual([]);
    expect(await band({ min_value: r2(cv + 0.01) })).toEqual([]);
    // In another currency the same car has another customs value, and the bound reads that one.
    await putRules("AM", [fixed("Cheap", 1, { max_value: cv })], "USD");
    const usd = (await detail(row.id, port)).duties;
    expect(usd.customs_value).not.toBe(cv);
    expect(usd.items.length).toBe(usd.customs_value <= cv ? 1 : 0);
  });
});

describe("power_unknown", () => {
  it("is the answer when a component whose other conditions hold bounds the power of a car without power_hp", async () => {
    const port = await createPort("GE");
    await putRules("GE", [
      { name: names("Duty"), kind: "percent", rate: 0.1, of: "value" },
      fixed("Small and powerful", 100, { max_cc: 2000, min_hp: 161 }),
      fixed("Young and powerful", 200, { max_age: 2, min_hp: 300 }),
      fixed("Dear and powerful", 300, { min_value: 1e9, min_hp: 300 }),
    ]);
    const unknown = await detail((await car({ hp: null, cc: 1999 })).id, port);
    expect(unknown).toMatchObject({ duties: null, duties_unavailable: "power_unknown" });
    // Another engine size, age or value: no band of power applies, so the power is not needed.
    const big = await detail((await car({ hp: null, cc: 3000 })).id, port);
    expect(big.duties.items.map((i: Body) => i.name)).toEqual(["Duty"]);
    expect(big).not.toHaveProperty("duties_unavailable");
    // Neither engine size nor power: the engine size is named first.
    const neither = await detail((await car({ hp: null, cc: null })).id, port);
    expect(neither).toMatchObject({ duties: null, duties_unavailable: "displacement_unknown" });
    // Compare says the same of each car.
    const ids = [(await car({ hp: null })).id, (await car({ hp: 200 })).id];
    const res = await send(app, null, "GET", `/api/cars/compare?ids=${ids.join(",")}&port_id=${port}`);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = res.json().items as Body[];
    expect(a).toMatchObject({ duties: null, duties_unavailable: "power_unknown" });
    expect(b.duties.items.map((i: Body) => i.name)).toEqual(["Duty", "Small and powerful"]);
  });

  it("an order for such a car freezes no duties (null), and one with power freezes them", async () => {
    const port = await createPort("BY");
    await putRules("BY", [fixed("Powerful", 1000, { min_hp: 161 })]);
    const buyer = await actor(app, { country: "BY" });
    await adjust(app, admin, buyer.id, 10);
    const quoteOf = async (hp: number | null) => {
      const row = await createBannerCar(app, { year: thisYear - 4, displacementCc: 1999, powerHp: hp });
      const res = await send(app, buyer, "POST", `/api/cars/${row.id}/purchase`, { port_id: port });
      expect(res.statusCode, res.body).toBe(200);
      const orderId = res.json().order_id as number;
      return (await send(app, buyer, "GET", `/api/users/me/orders/${orderId}`)).json().quote as Body;
    };
    expect(await quoteOf(null)).toMatchObject({ duties_total_usd: null, door_total_usd: null });
    const known = await quoteOf(245);
    expect(known.duties_total_usd).toBeGreaterThan(0);
    expect(known.door_total_usd).toBeCloseTo(known.total_usd + known.duties_total_usd, 2);
  });
});

describe("the administrators' preview", () => {
  it("gives the car page's duties and each component's verdict, with the car's facts and names by ?lang=", async () => {
    const port = await createPort("TJ");
    await putRules("TJ", [
      { name: names("Duty"), kind: "percent", rate: 0.1, of: "value" },
      fixed("Up to 160 hp", 1, { max_hp: 160 }),
      fixed("161-250 hp", 2, { min_hp: 161, max_hp: 250, max_cc: 2000 }),
      fixed("Young", 3, { max_age: 2 }),
      fixed("Diesel", 4, { fuels: ["디젤"] }),
    ]);
    const row = await car({ hp: 245, age: 4 });
    const res = await send(app, admin, "GET", `/api/admin/cars/${row.id}/duties?port_id=${port}&lang=ru`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Body;
    const page = await detail(row.id, port, "ru");
    expect(body.duties).toEqual(page.duties);
    expect(body).not.toHaveProperty("duties_unavailable");
    expect(body).toMatchObject({
      car: { id: row.id, year: thisYear - 4, age: 4, displacement_cc: 1999, power_hp: 245, fuel: "가솔린" },
      country: "TJ",
      currency: "EUR",
      customs_value: page.duties.customs_value,
    });
    expect(body.components).toEqual([
      {
        name: "Duty (ru)",
        kind: "percent",
        status: "applied",
        amount: page.duties.items[0].amount,
        failed: [],
        missing: null,
      },
      {
        name: "Up to 160 hp (ru)",
        kind: "fixed",
        when: { max_hp: 160 },
        status: "left_out",
        amount: null,
        failed: ["hp"],
        missing: null,
      },
      {
        name: "161-250 hp (ru)",
        kind: "fixed",
        when: { min_hp: 161, max_hp: 250, max_cc: 2000 },
        status: "applied",
        amount: 2,
        failed: [],
        missing: null,
      },
      {
        name: "Young (ru)",
        kind: "fixed",
        when: { max_age: 2 },
        status: "left_out",
        amount: null,
        failed: ["age"],
        missing: null,
      },
      {
        name: "Diesel (ru)",
        kind: "fixed",
        when: { fuels: ["디젤"] },
        status: "left_out",
        amount: null,
        failed: ["fuel"],
        missing: null,
      },
    ]);
    // A car without power: the duties are unavailable, and the preview says which component needs it.
    const noHp = await car({ hp: null });
    const unknown = (await send(app, admin, "GET", `/api/admin/cars/${noHp.id}/duties?port_id=${port}`)).json();
    expect(unknown).toMatchObject({ duties: null, duties_unavailable: "power_unknown" });
    expect(unknown.components.map((c: Body) => c.status)).toEqual([
      "applied",
      "needs",
      "needs",
      "left_out",
      "left_out",
    ]);
    expect(unknown.components[1].missing).toBe("power");
    // A country without rules: no duties, no components.
    const uz = await createPort("UZ");
    expect((await send(app, admin, "GET", `/api/admin/cars/${row.id}/duties?port_id=${uz}`)).json()).toMatchObject({
      country: "UZ",
      currency: null,
      customs_value: null,
      duties: null,
      duties_unavailable: "no_rules",
      components: [],
    });
  });

  it("is for administrators only, and refuses a missing or bad port, an unknown car, hostile values", async () => {
    const port = await createPort("KG");
    const row = await car({});
    const url = `/api/admin/cars/${row.id}/duties?port_id=${port}`;
    expect((await send(app, null, "GET", url)).statusCode).toBe(401);
    expect((await send(app, await actor(app), "GET", url)).statusCode).toBe(403);
    expect((await send(app, admin, "GET", `/api/admin/cars/2147483647/duties?port_id=${port}`)).statusCode).toBe(404);
    for (const query of [
      "",
      "port_id=",
      "port_id=abc",
      "port_id=0",
      "port_id=-1",
      "port_id=99999999999",
      "port_id=1%00",
      `port_id=${port}&lang=de`,
      `port_id=${port}&x=1`,
    ]) {
      const res = await send(app, admin, "GET", `/api/admin/cars/${row.id}/duties?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error.code, query).toBeTruthy();
    }
    // An unknown (or inactive) port is a 422 naming it, as on the car page.
    const res = await send(app, admin, "GET", `/api/admin/cars/${row.id}/duties?port_id=2147483647`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].field).toBe("port_id");
  });
});
