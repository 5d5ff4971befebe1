// What the export restrictions make of cars for a port (api.md "The truth at the border"): car
// detail's `export` (allowed, restricted with its reasons, unknown with what is missing; null
// without a port; the remembered port), the list's `export_status` and `exportable=true` (only
// allowed cars, counted; without a port a 422), compare, and the answers after a change of rules.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { actor, del, type Actor } from "./credits-helpers.js";
import { createCar } from "./factories.js";
import { createPort as createPortFor, names } from "./export-restrictions-helpers.js";
import { DEMO_EXPORT_RESTRICTIONS } from "../src/server/demo/export-restrictions.js";
import { build, send } from "./helper.js";

/** The current calendar year in TZ_SCHEDULE: a car's age is this minus its year. */
let thisYear: number;
let ru: number;
let mn: number;
let by: number;

type Body = Record<string, any>;
const createPort = (country: string) => createPortFor(app, admin, country);
const put = async (country: string, b: Body) => {
  const res = await send(app, admin, "PUT", `/api/admin/export-restrictions/${country}`, b);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Body;
};
const get = async (url: string, who: Actor | null = null) => {
  const res = await send(app, who, "GET", url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json() as Body;
};
const exportOf = async (carId: number, query: string, who: Actor | null = null) =>
  (await get(`/api/cars/${carId}${query ? `?${query}` : ""}`, who)).export;
/** A maker nobody else uses: a list of it holds this test's cars only. */
const uniqueMaker = () => `수출${crypto.randomBytes(3).toString("hex")}`;

const RU_DEMO = DEMO_EXPORT_RESTRICTIONS.find((r) => r.country === "RU")!;

const { app, admin } = await build();
beforeAll(async () => {
  thisYear = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: app.core.config.tzSchedule, year: "numeric" }).format(new Date()),
  );
  [ru, mn, by] = [await createPort("RU"), await createPort("MN"), await createPort("BY")];
  const { country: _c, ...doc } = RU_DEMO;
  await put("RU", doc);
});

describe("car detail's export at a port", () => {
  it("Korea's rule for Russia: over 2,000 cm³ restricted (with the reason in ?lang= and the source), up to 2,000 allowed, unknown without the engine size, electric cars allowed", async () => {
    const at2000 = await createCar(app, { displacementCc: 2000 });
    const at2001 = await createCar(app, { displacementCc: 2001, fuel: "디젤" });
    const g90 = await createCar(app, { displacementCc: 3470, fuel: "가솔린" });
    const hybrid = await createCar(app, { displacementCc: 2497, fuel: "가솔린하이브리드" });
    const noCc = await createCar(app, { displacementCc: null });
    const ev = await createCar(app, { displacementCc: null, fuel: "전기" });

    expect(await exportOf(at2000.id, `port_id=${ru}`)).toEqual({
      country: "RU",
      status: "allowed",
      reasons: [],
      missing: [],
    });
    for (const lang of ["en", "ko", "mn", "ru"] as const) {
      expect(await exportOf(g90.id, `port_id=${ru}&lang=${lang}`)).toEqual({
        country: "RU",
        status: "restricted",
        reasons: [{ text: RU_DEMO.rules[0].reason[lang], source: RU_DEMO.source, as_of: "2024-02-24" }],
        missing: [],
      });
    }
    // Without ?lang= the reasons are in English.
    expect((await exportOf(at2001.id, `port_id=${ru}`)).reasons[0].text).toBe(RU_DEMO.rules[0].reason.en);
    expect((await exportOf(hybrid.id, `port_id=${ru}`)).status).toBe("restricted");
    expect(await exportOf(noCc.id, `port_id=${ru}&lang=ru`)).toEqual({
      country: "RU",
      status: "unknown",
      reasons: [{ text: RU_DEMO.rules[0].reason.ru, source: RU_DEMO.source, as_of: "2024-02-24" }],
      missing: ["displacement"],
    });
    expect((await exportOf(ev.id, `port_id=${ru}`)).status).toBe("allowed");
    // A country without restrictions allows everything; no port: null.
    expect(await exportOf(g90.id, `port_id=${mn}`)).toEqual({
      country: "MN",
      status: "allowed",
      reasons: [],
      missing: [],
    });
    expect(await exportOf(g90.id, "")).toBeNull();
    expect(await exportOf(g90.id, "lang=ru")).toBeNull();
  });

  it("bounds of power, age and fuel, inclusive; several rules; an unknown power; an empty `when` covers every car", async () => {
    await put("BY", {
      as_of: "2026-01-01",
      source: "Test BY",
      rules: [
        { when: { min_hp: 300, max_hp: 400 }, reason: names("Powerful") },
        { when: { min_age: 10, max_age: 12, fuels: ["디젤"] }, reason: names("Old diesel") },
        { when: { min_cc: 5000, min_hp: 500 }, reason: names("Huge") },
      ],
    });
    const status = async (over: Body) => (await exportOf((await createCar(app, over)).id, `port_id=${by}`)).status;
    expect(await status({ powerHp: 299 })).toBe("allowed");
    expect(await status({ powerHp: 300 })).toBe("restricted");
    expect(await status({ powerHp: 400 })).toBe("restricted");
    expect(await status({ powerHp: 401 })).toBe("allowed");
    expect(await status({ year: thisYear - 9, fuel: "디젤", powerHp: 100 })).toBe("allowed");
    expect(await status({ year: thisYear - 10, fuel: "디젤", powerHp: 100 })).toBe("restricted");
    expect(await status({ year: thisYear - 12, fuel: "디젤", powerHp: 100 })).toBe("restricted");
    expect(await status({ year: thisYear - 13, fuel: "디젤", powerHp: 100 })).toBe("allowed");
    expect(await status({ year: thisYear - 11, fuel: "가솔린", powerHp: 100 })).toBe("allowed");
    // Unknown power: the power rule could match (missing power); a car too small for "Huge" needs no power there.
    const noHp = await createCar(app, { powerHp: null, displacementCc: 1600 });
    expect(await exportOf(noHp.id, `port_id=${by}&lang=en`)).toEqual({
      country: "BY",
      status: "unknown",
      reasons: [{ text: "Powerful", source: "Test BY", as_of: "2026-01-01" }],
      missing: ["power"],
    });
    // Both unknown: both rules listed, both things missing.
    const neither = await createCar(app, { powerHp: null, displacementCc: null });
    expect(await exportOf(neither.id, `port_id=${by}&lang=en`)).toMatchObject({
      status: "unknown",
      reasons: [{ text: "Powerful" }, { text: "Huge" }],
      missing: ["displacement", "power"],
    });
    // A rule that matches wins over one that could: restricted, with the matching rule's reason alone.
    const oldDieselNoHp = await createCar(app, { year: thisYear - 11, fuel: "디젤", powerHp: null });
    expect(await exportOf(oldDieselNoHp.id, `port_id=${by}&lang=en`)).toMatchObject({
      status: "restricted",
      reasons: [{ text: "Old diesel" }],
      missing: [],
    });
    // Two matching rules: both reasons.
    const both = await createCar(app, { year: thisYear - 10, fuel: "디젤", powerHp: 350 });
    expect((await exportOf(both.id, `port_id=${by}&lang=ko`)).reasons.map((r: Body) => r.text)).toEqual([
      "Powerful (ko)",
      "Old diesel (ko)",
    ]);
    await put("BY", { as_of: "2026-01-01", source: "All", rules: [{ when: {}, reason: names("Nothing") }] });
    expect(await status({ powerHp: 100 })).toBe("restricted");
    expect((await del(app, admin, "/api/admin/export-restrictions/BY")).statusCode).toBe(204);
    expect(await status({ powerHp: 100 })).toBe("allowed");
  });

  it("uses the buyer's remembered port; ?port_id= wins; the anonymous answer stays without", async () => {
    const buyer = await actor(app, { country: "RU" });
    expect((await send(app, buyer, "PATCH", "/api/users/me", { port_id: ru })).statusCode).toBe(200);
    const g90 = await createCar(app, { displacementCc: 3470 });
    expect((await exportOf(g90.id, "", buyer)).status).toBe("restricted");
    expect((await exportOf(g90.id, `port_id=${mn}`, buyer)).status).toBe("allowed");
    expect(await exportOf(g90.id, "")).toBeNull();
  });
});

describe("the list's export_status and exportable=true", () => {
  it("gives each item the car page's status, keeps only allowed cars and counts only them", async () => {
    const maker = uniqueMaker();
    const allowed = await createCar(app, { maker, displacementCc: 1998, priceKrw: 20_000_000 });
    const restricted = await createCar(app, { maker, displacementCc: 3470, priceKrw: 21_000_000 });
    const unknown = await createCar(app, { maker, displacementCc: null, priceKrw: 22_000_000 });
    const ev = await createCar(app, { maker, displacementCc: null, fuel: "전기", priceKrw: 23_000_000 });
    const list = await get(`/api/cars?maker=${encodeURIComponent(maker)}&port_id=${ru}&sort=price_asc`);
    expect(list.items.map((i: Body) => [i.id, i.export_status])).toEqual([
      [allowed.id, "allowed"],
      [restricted.id, "restricted"],
      [unknown.id, "unknown"],
      [ev.id, "allowed"],
    ]);
    const only = await get(`/api/cars?maker=${encodeURIComponent(maker)}&port_id=${ru}&exportable=true&sort=price_asc`);
    expect(only.items.map((i: Body) => i.id)).toEqual([allowed.id, ev.id]);
    expect(only.total).toBe(2);
    expect(only.items.every((i: Body) => i.export_status === "allowed")).toBe(true);
    // exportable=false is no filter; a country without restrictions keeps everything.
    expect((await get(`/api/cars?maker=${encodeURIComponent(maker)}&port_id=${ru}&exportable=false`)).total).toBe(4);
    expect((await get(`/api/cars?maker=${encodeURIComponent(maker)}&port_id=${mn}&exportable=true`)).total).toBe(4);
    // Without a port: no export_status, and exportable=true is a 422 naming it.
    const plain = await get(`/api/cars?maker=${encodeURIComponent(maker)}`);
    expect(plain.items.every((i: Body) => !("export_status" in i))).toBe(true);
    const refused = await send(app, null, "GET", `/api/cars?maker=${encodeURIComponent(maker)}&exportable=true`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details[0].field).toBe("exportable");
    expect((await send(app, null, "GET", "/api/cars?exportable=false")).statusCode).toBe(200);
    for (const bad of ["maybe", "1e9", "%00", "true&exportable=false&exportable=x"]) {
      const res = await send(app, null, "GET", `/api/cars?port_id=${ru}&exportable=${bad}`);
      expect(res.statusCode, bad).toBe(422);
    }
    expect((await send(app, null, "GET", `/api/cars?port_id=0&exportable=true`)).statusCode).toBe(422);
  });

  it("agrees with every car's own status over rules, sorts, pages, sold-out cars and other filters", async () => {
    const maker = uniqueMaker();
    const ages = [0, 2, 5, 9, 14];
    const fuels = ["가솔린", "디젤", "전기", "가솔린하이브리드"];
    const ccs = [null, 998, 1598, 2000, 2001, 2497, 3470, 5000];
    const hps = [null, 90, 160, 161, 245, 400];
    const cars: { id: number }[] = [];
    for (let i = 0; i < 60; i++) {
      cars.push(
        await createCar(app, {
          maker,
          model: i % 2 ? "A" : "B",
          year: thisYear - ages[i % ages.length],
          fuel: fuels[i % fuels.length],
          displacementCc: ccs[(i * 3) % ccs.length],
          powerHp: hps[(i * 5) % hps.length],
          priceKrw: 10_000_000 + ((i * 7919) % 60) * 500_000,
          mileage: 1000 * ((i * 37) % 60),
          soldout: i % 11 === 0,
        }),
      );
    }
    const rulesSets: Body[][] = [
      RU_DEMO.rules,
      [{ when: { min_hp: 161 }, reason: names("hp") }],
      [
        { when: { max_age: 3, fuels: ["디젤", "가솔린"] }, reason: names("young") },
        { when: { min_cc: 1500, max_cc: 2500, max_hp: 200 }, reason: names("mid") },
      ],
      [{ when: { min_age: 5, max_age: 9 }, reason: names("age") }],
    ];
    const m = encodeURIComponent(maker);
    for (const rules of rulesSets) {
      await put("BY", { as_of: "2026-01-01", source: "Random", rules });
      const statuses = new Map<number, string>();
      for (const c of cars) statuses.set(c.id, (await exportOf(c.id, `port_id=${by}`)).status);
      for (const query of [
        "",
        "&sort=price_asc",
        "&sort=mileage_asc",
        "&sort=year_desc&model=A",
        "&include_soldout=true&sort=price_desc",
        "&fuel=%EB%94%94%EC%A0%A4",
        `&year_min=${thisYear - 5}`,
      ]) {
        const all = (await get(`/api/cars?maker=${m}&port_id=${by}&page_size=100${query}`)).items as Body[];
        for (const item of all) expect(item.export_status).toBe(statuses.get(item.id));
        const expected = all.filter((i) => statuses.get(i.id) === "allowed").map((i) => i.id);
        const only = await get(`/api/cars?maker=${m}&port_id=${by}&exportable=true&page_size=100${query}`);
        expect(only.total, `${JSON.stringify(rules)} ${query}`).toBe(expected.length);
        expect(
          only.items.map((i: Body) => i.id),
          query,
        ).toEqual(expected);
        // A page further on, of the same order.
        const page2 = await get(`/api/cars?maker=${m}&port_id=${by}&exportable=true&page_size=7&page=2${query}`);
        expect(page2.total).toBe(expected.length);
        expect(
          page2.items.map((i: Body) => i.id),
          query,
        ).toEqual(expected.slice(7, 14));
      }
    }
    await del(app, admin, "/api/admin/export-restrictions/BY");
  });

  it("answers from the new rules at once after a change (the list's cached answers and counts forgotten)", async () => {
    const maker = uniqueMaker();
    await createCar(app, { maker, displacementCc: 1800 });
    await createCar(app, { maker, displacementCc: 2400 });
    const url = `/api/cars?maker=${encodeURIComponent(maker)}&port_id=${by}&exportable=true`;
    expect((await get(url)).total).toBe(2);
    await put("BY", { as_of: "2026-01-01", source: "x", rules: [{ when: { min_cc: 2001 }, reason: names("big") }] });
    expect((await get(url)).total).toBe(1);
    await put("BY", { as_of: "2026-01-01", source: "x", rules: [{ when: { min_cc: 1500 }, reason: names("mid") }] });
    expect((await get(url)).total).toBe(0);
    expect((await get(url.replace("&exportable=true", ""))).items.map((i: Body) => i.export_status)).toEqual([
      "restricted",
      "restricted",
    ]);
    await del(app, admin, "/api/admin/export-restrictions/BY");
    expect((await get(url)).total).toBe(2);
  });
});

describe("compare", () => {
  it("gives each car its export for ?port_id= in ?lang=, and null without a port", async () => {
    const a = await createCar(app, { displacementCc: 1598 });
    const b = await createCar(app, { displacementCc: 3342 });
    const c = await createCar(app, { displacementCc: null });
    const res = await get(`/api/cars/compare?ids=${a.id},${b.id},${c.id}&port_id=${ru}&lang=ru`);
    expect(res.items.map((i: Body) => i.export.status)).toEqual(["allowed", "restricted", "unknown"]);
    expect(res.items[1].export.reasons[0].text).toBe(RU_DEMO.rules[0].reason.ru);
    expect(res.items[2].export.missing).toEqual(["displacement"]);
    const plain = await get(`/api/cars/compare?ids=${a.id},${b.id}`);
    expect(plain.items.map((i: Body) => i.export)).toEqual([null, null]);
  });
});
