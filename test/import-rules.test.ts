// Import duties and taxes per destination country (api.md "Door to door"): the public reads, the
// administrators' PUT and DELETE, who may call them, and every invalid body refused with a 422
// naming its field (never a 5xx).
import { describe, expect, it } from "vitest";
import { actor, del, type Actor } from "./credits-helpers.js";
import { createCar } from "./factories.js";
import { DEMO_IMPORT_RULES } from "../src/server/demo/import-rules.js";
import { DEMO_PORTS } from "../src/server/demo/ports.js";
import { ensureImportRules } from "../src/server/modules/import-rules/service.js";
import { build, send } from "./helper.js";

const { app, admin } = await build();

type Body = Record<string, any>;
const NAME = { en: "Customs duty", ko: "관세", mn: "Гаалийн албан татвар", ru: "Таможенная пошлина" };
const rulesBody = (over: Body = {}): Body => ({
  currency: "MNT",
  as_of: "2026-01-01",
  source: "Test rules",
  max_age: null,
  components: [{ name: NAME, kind: "percent", rate: 0.05, of: "value" }],
  ...over,
});
const put = (country: string, body: Body, who: Actor | null = admin) =>
  send(app, who, "PUT", `/api/admin/import-rules/${country}`, body);

describe("import rules: reads and writes", () => {
  it("PUT creates and replaces a country's rules; the public reads list them by country; DELETE removes them", async () => {
    const body = rulesBody({
      max_age: 10,
      components: [
        { name: NAME, kind: "percent", rate: 0.05, of: "value" },
        {
          name: { en: "Excise", ko: "특별소비세", mn: "Онцгой албан татвар", ru: "Акциз" },
          kind: "fixed",
          amount: 3_350_000,
          when: { min_age: 4, max_age: 6, min_cc: 1501, max_cc: 2500, fuels: ["가솔린", "디젤"] },
        },
        { name: NAME, kind: "per_cc", amount: 12.5, when: { max_age: 3 } },
        {
          name: { en: "Recycling fee", ko: "재활용", mn: "Хураамж", ru: "Утильсбор" },
          kind: "fixed",
          amount: 10_294.12,
          when: { min_hp: 161, max_hp: 190, min_value: 8500.01, max_value: 16_700 },
        },
        { name: { ...NAME, en: "VAT" }, kind: "percent", rate: 0.1, of: "value_and_above", min_per_cc: 1 },
      ],
    });
    const created = await put("mn", body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ country: "MN", ...body });
    // The same shape from both public reads, by country.
    await put("AZ", rulesBody({ currency: "USD" }));
    const one = await send(app, null, "GET", "/api/import-rules/MN");
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created.json());
    expect((await send(app, null, "GET", "/api/import-rules/mn")).json()).toEqual(created.json());
    const list = (await send(app, null, "GET", "/api/import-rules")).json() as Body[];
    const countries = list.map((r) => r.country);
    expect(countries).toEqual([...countries].sort());
    expect(list.find((r) => r.country === "MN")).toEqual(created.json());

    // Replaced as a whole.
    const replaced = await put("MN", rulesBody({ currency: "EUR", source: "Second", max_age: null }));
    expect(replaced.statusCode).toBe(200);
    expect((await send(app, null, "GET", "/api/import-rules/MN")).json()).toEqual({
      country: "MN",
      ...rulesBody({ currency: "EUR", source: "Second" }),
    });

    expect((await del(app, admin, "/api/admin/import-rules/mn")).statusCode).toBe(204);
    expect((await send(app, null, "GET", "/api/import-rules/MN")).statusCode).toBe(404);
    expect((await del(app, admin, "/api/admin/import-rules/MN")).statusCode).toBe(404);
    expect((await send(app, null, "GET", "/api/import-rules")).json().map((r: Body) => r.country)).not.toContain("MN");
  });

  it("answers 404 for a country without rules and 422 for one that is not a country", async () => {
    expect((await send(app, null, "GET", "/api/import-rules/NZ")).statusCode).toBe(404);
    for (const bad of ["XX", "USA", "1a", "M", "%00%00"]) {
      const res = await send(app, null, "GET", `/api/import-rules/${bad}`);
      expect([404, 422], bad).toContain(res.statusCode);
      if (bad !== "XX") expect(res.statusCode, bad).toBe(422);
    }
    expect((await put("XX", rulesBody())).statusCode).toBe(422);
    expect((await put("XX", rulesBody())).json().error.details[0].field).toBe("country");
    expect((await put("USA", rulesBody())).statusCode).toBe(422);
    expect((await del(app, admin, "/api/admin/import-rules/XX")).statusCode).toBe(422);
  });

  it("is admin-only for writes: 401 anonymous, 403 a buyer", async () => {
    const buyer = await actor(app);
    for (const who of [null, buyer]) {
      const expected = who ? 403 : 401;
      expect((await put("GE", rulesBody(), who)).statusCode).toBe(expected);
      expect((await del(app, who, "/api/admin/import-rules/GE")).statusCode).toBe(expected);
    }
    expect((await send(app, null, "GET", "/api/import-rules/GE")).statusCode).toBe(404);
  });
});

describe("import rules: validation", () => {
  const comp = (over: Body) => ({ components: [{ name: NAME, kind: "percent", rate: 0.05, of: "value", ...over }] });
  // Each body and the field its 422 names.
  const cases: Array<[Body, string]> = [
    [{ currency: "JPY" }, "currency"],
    [{ currency: "mnt" }, "currency"],
    [{ currency: null }, "currency"],
    [{ as_of: "2026-13-01" }, "as_of"],
    [{ as_of: "2026-02-30" }, "as_of"],
    [{ as_of: "01.01.2026" }, "as_of"],
    [{ as_of: "2026-01-01T00:00:00Z" }, "as_of"],
    [{ source: "" }, "source"],
    [{ source: "   " }, "source"],
    [{ source: "x".repeat(501) }, "source"],
    [{ source: 5 }, "source"],
    [{ source: "ok\u0000" }, "source"],
    [{ max_age: -1 }, "max_age"],
    [{ max_age: 2.5 }, "max_age"],
    [{ max_age: 1e308 }, "max_age"],
    [{ max_age: "7" }, "max_age"],
    [{ components: [] }, "components"],
    [{ components: Array.from({ length: 61 }, () => comp({}).components[0]) }, "components"],
    [{ components: "all" }, "components"],
    [comp({ name: { ...NAME, ru: "" } }), "components.0.name.ru"],
    [comp({ name: { ...NAME, mn: "   " } }), "components.0.name.mn"],
    [comp({ name: { en: "A", ko: "B", mn: "C" } }), "components.0.name.ru"],
    [comp({ name: { ...NAME, de: "Zoll" } }), "components.0.name.de"],
    [comp({ name: { ...NAME, en: "a\nb" } }), "components.0.name.en"],
    [comp({ name: { ...NAME, ko: "x".repeat(121) } }), "components.0.name.ko"],
    [comp({ kind: "weight" }), "components.0.kind"],
    [comp({ rate: 5.01 }), "components.0.rate"],
    [comp({ rate: -0.01 }), "components.0.rate"],
    [comp({ rate: "0.1" }), "components.0.rate"],
    [comp({ rate: undefined }), "components.0.rate"],
    [comp({ of: "price" }), "components.0.of"],
    [comp({ of: undefined }), "components.0.of"],
    [comp({ amount: 5 }), "components.0.amount"],
    [comp({ min_per_cc: -1 }), "components.0.min_per_cc"],
    [comp({ min_per_cc: 1e300 }), "components.0.min_per_cc"],
    [comp({ extra: 1 }), "components.0.extra"],
    [comp({ kind: "fixed", rate: undefined, of: undefined }), "components.0.amount"],
    [comp({ kind: "fixed", amount: 1, of: undefined }), "components.0.rate"],
    [comp({ kind: "per_cc", amount: 1, rate: undefined }), "components.0.of"],
    [comp({ kind: "per_cc", amount: 1, rate: undefined, of: undefined, min_per_cc: 2 }), "components.0.min_per_cc"],
    [comp({ kind: "fixed", amount: -5, rate: undefined, of: undefined }), "components.0.amount"],
    [comp({ kind: "fixed", amount: 1e13, rate: undefined, of: undefined }), "components.0.amount"],
    [comp({ kind: "fixed", amount: "10", rate: undefined, of: undefined }), "components.0.amount"],
    [comp({ when: { min_age: -1 } }), "components.0.when.min_age"],
    [comp({ when: { max_age: 201 } }), "components.0.when.max_age"],
    [comp({ when: { min_cc: 1.5 } }), "components.0.when.min_cc"],
    [comp({ when: { max_cc: 2 ** 40 } }), "components.0.when.max_cc"],
    [comp({ when: { min_age: 5, max_age: 3 } }), "components.0.when.min_age"],
    [comp({ when: { min_cc: 3000, max_cc: 1000 } }), "components.0.when.min_cc"],
    [comp({ when: { fuels: [] } }), "components.0.when.fuels"],
    [comp({ when: { fuels: [""] } }), "components.0.when.fuels.0"],
    [comp({ when: { fuels: ["가솔린", "x\u0000"] } }), "components.0.when.fuels.1"],
    [comp({ when: { fuels: "가솔린" } }), "components.0.when.fuels"],
    [comp({ when: { engine: "big" } }), "components.0.when.engine"],
    [comp({ when: { min_hp: -1 } }), "components.0.when.min_hp"],
    [comp({ when: { max_hp: 2001 } }), "components.0.when.max_hp"],
    [comp({ when: { min_hp: 160.5 } }), "components.0.when.min_hp"],
    [comp({ when: { max_hp: "160" } }), "components.0.when.max_hp"],
    [comp({ when: { min_hp: 191, max_hp: 190 } }), "components.0.when.min_hp"],
    [comp({ when: { min_value: -0.01 } }), "components.0.when.min_value"],
    [comp({ when: { max_value: 1e13 } }), "components.0.when.max_value"],
    [comp({ when: { max_value: "8500" } }), "components.0.when.max_value"],
    [comp({ when: { min_value: null } }), "components.0.when.min_value"],
    [comp({ when: { min_value: 16_700.01, max_value: 16_700 } }), "components.0.when.min_value"],
    [{ extra: true }, "extra"],
  ];

  it("refuses every invalid field with a 422 naming it", async () => {
    for (const [over, field] of cases) {
      const body = JSON.parse(JSON.stringify(rulesBody(over))) as Body;
      const res = await put("KG", body);
      expect(res.statusCode, `${JSON.stringify(over).slice(0, 120)} → ${res.body.slice(0, 300)}`).toBe(422);
      const fields = (res.json().error.details ?? []).map((d: { field: string }) => d.field);
      expect(
        fields.some((f: string) => f === field || f.startsWith(`${field}.`) || f === `body.${field}`),
        `${JSON.stringify(over).slice(0, 120)} named ${fields.join(", ")}`,
      ).toBe(true);
    }
    // A field missing altogether is named too.
    for (const key of ["currency", "as_of", "source", "max_age", "components"]) {
      const body = rulesBody();
      delete body[key];
      const res = await put("KG", body);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(key);
    }
    // Nothing was stored by any of them.
    expect((await send(app, null, "GET", "/api/import-rules/KG")).statusCode).toBe(404);
  });

  it("refuses hostile bodies (numbers too large for JSON, a huge or deeply nested body) without a 5xx", async () => {
    const raw = (payload: string) =>
      app.inject({
        method: "PUT",
        url: "/api/admin/import-rules/KG",
        headers: { cookie: admin.cookie, "content-type": "application/json" },
        payload,
      });
    const inf = await raw(JSON.stringify(rulesBody()).replace('"rate":0.05', `"rate":1${"0".repeat(400)}`));
    expect(inf.statusCode, inf.body).toBe(422);
    for (const bound of ["min_hp", "max_value"]) {
      const huge = await raw(
        JSON.stringify(rulesBody()).replace('"of":"value"', `"of":"value","when":{"${bound}":1${"0".repeat(400)}}`),
      );
      expect(huge.statusCode, huge.body).toBe(422);
      expect(huge.json().error.details[0].field).toBe(`components.0.when.${bound}`);
    }
    const deep = await raw(
      JSON.stringify(rulesBody()).replace(/}$/, `,"deep":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`),
    );
    expect([400, 413, 422]).toContain(deep.statusCode);
    const huge = await put("KG", rulesBody({ source: "x".repeat(5_000_000) }));
    expect([413, 422]).toContain(huge.statusCode);
    const notJson = await raw("{components:");
    expect(notJson.statusCode).toBe(422);
    // The largest values allowed are stored and read back.
    const big = rulesBody({
      max_age: 200,
      source: "y".repeat(500),
      components: Array.from({ length: 60 }, (_, i) => ({
        name: NAME,
        kind: "fixed",
        amount: i === 0 ? 1e12 : i,
        when: { max_cc: 100_000, max_age: 200, max_hp: 2000, max_value: 1e12 },
      })),
    });
    const ok = await put("KG", big);
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    expect(ok.json().components).toHaveLength(60);
  });
});

describe("the demo rules", () => {
  it("are valid rules for demo ports' countries, with a source and a date, and give the published amounts", async () => {
    const portCountries = new Set(DEMO_PORTS.map((p) => p.country));
    for (const r of DEMO_IMPORT_RULES) {
      expect(portCountries.has(r.country), r.country).toBe(true);
      expect(r.source).toMatch(/estimate/i);
      // The same document through the admin API is accepted as it is.
      const res = await put(r.country.toLowerCase() === "mn" ? "LA" : "LB", { ...r, country: undefined });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    }
    for (const r of (await send(app, null, "GET", "/api/import-rules")).json() as Body[])
      expect((await del(app, admin, `/api/admin/import-rules/${r.country}`)).statusCode).toBe(204);
    expect(await ensureImportRules(app.core, DEMO_IMPORT_RULES)).toEqual({
      created: DEMO_IMPORT_RULES.length,
      upgraded: 0,
    });
    expect(await ensureImportRules(app.core, DEMO_IMPORT_RULES)).toEqual({ created: 0, upgraded: 0 });

    const year = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: app.core.config.tzSchedule, year: "numeric" }).format(new Date()),
    );
    const port = async (country: string) => {
      const res = await send(app, admin, "POST", "/api/admin/ports", {
        ...DEMO_PORTS.find((p) => p.country === country),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const mn = await port("MN");
    const ru = await port("RU");
    const sonata = await createCar(app, { year: year - 5, displacementCc: 1999, powerHp: 150, fuel: "가솔린" });
    const hybrid = await createCar(app, { year: year - 5, displacementCc: 1999, powerHp: 150, fuel: "하이브리드" });
    const amounts = async (carId: number, portId: number) =>
      (await send(app, null, "GET", `/api/cars/${carId}?port_id=${portId}`))
        .json()
        .duties.items.map((i: { amount: number }) => i.amount);
    // Mongolia, 4–6 years, 1 501–2 500 cm³: 3 200 000 MNT excise, half for a hybrid; duty and VAT around it.
    expect((await amounts(sonata.id, mn))[1]).toBe(3_200_000);
    expect((await amounts(hybrid.id, mn))[1]).toBe(1_600_000);
    expect(await amounts(sonata.id, mn)).toHaveLength(3);
    // Russia, 3–5 years, 1 801–2 300 cm³: 2.7 EUR per cm³, the clearance fee, then the individual's
    // recycling fee of 5,200 RUB (import-rules-defaults.test.ts drives the rest).
    expect(await amounts(sonata.id, ru)).toEqual([2.7 * 1999, expect.any(Number), 59.48]);
  });
});
