// Export restrictions per destination country (api.md "The truth at the border"): the public
// reads, the administrators' PUT and DELETE, who may call them, every invalid body refused with a
// 422 naming its field (never a 5xx), the audit log, and the demo data (Korea's rule for Russia
// and Belarus, with its source and date).
import { describe, expect, it } from "vitest";
import { actor, del, type Actor } from "./credits-helpers.js";
import { DEMO_EXPORT_RESTRICTIONS } from "../src/server/demo/export-restrictions.js";
import { ensureExportRestrictions } from "../src/server/modules/export-restrictions/service.js";
import { build, send } from "./helper.js";

const { app, admin } = await build();

type Body = Record<string, any>;
const REASON = {
  en: "Over 2,000 cm³",
  ko: "2,000cc 초과",
  mn: "2000 см³-ээс их",
  ru: "Более 2000 см³",
};
const body = (over: Body = {}): Body => ({
  as_of: "2024-02-24",
  source: "Test source",
  rules: [{ when: { min_cc: 2001 }, reason: REASON }],
  ...over,
});
const put = (country: string, b: Body, who: Actor | null = admin) =>
  send(app, who, "PUT", `/api/admin/export-restrictions/${country}`, b);
const audit = async (query: string) =>
  (await send(app, admin, "GET", `/api/admin/audit?${query}`)).json().items as Body[];

describe("export restrictions: reads and writes", () => {
  it("PUT creates and replaces a country's restrictions; the public reads list them by country; DELETE removes them", async () => {
    const full = body({
      rules: [
        { when: { min_cc: 2001, fuels: ["가솔린", "디젤"] }, reason: REASON },
        { when: { min_hp: 300, max_hp: 2000, min_age: 0, max_age: 3, max_cc: 100_000 }, reason: REASON },
        // An empty `when` covers every car.
        { when: {}, reason: { en: "All", ko: "전부", mn: "Бүгд", ru: "Все" } },
      ],
    });
    const created = await put("by", full);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ country: "BY", ...full });
    await put("AZ", body());
    const one = await send(app, null, "GET", "/api/export-restrictions/BY");
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created.json());
    expect((await send(app, null, "GET", "/api/export-restrictions/by")).json()).toEqual(created.json());
    const list = (await send(app, null, "GET", "/api/export-restrictions")).json() as Body[];
    const countries = list.map((r) => r.country);
    expect(countries).toEqual([...countries].sort());
    expect(list.find((r) => r.country === "BY")).toEqual(created.json());

    // Replaced as a whole; texts trimmed, fuels without repeats.
    const replaced = await put(
      "BY",
      body({
        source: "  Second  ",
        rules: [{ when: { fuels: [" 가솔린 ", "가솔린"] }, reason: { ...REASON, en: "  Trimmed " } }],
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await send(app, null, "GET", "/api/export-restrictions/BY")).json()).toEqual({
      country: "BY",
      as_of: "2024-02-24",
      source: "Second",
      rules: [{ when: { fuels: ["가솔린"] }, reason: { ...REASON, en: "Trimmed" } }],
    });

    const gone = await del(app, admin, "/api/admin/export-restrictions/by");
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe("");
    expect((await send(app, null, "GET", "/api/export-restrictions/BY")).statusCode).toBe(404);
    expect((await del(app, admin, "/api/admin/export-restrictions/BY")).statusCode).toBe(404);
    expect((await send(app, null, "GET", "/api/export-restrictions")).json().map((r: Body) => r.country)).not.toContain(
      "BY",
    );
  });

  it("records every change in the audit log, with what changed, under the country", async () => {
    await put("AM", body());
    await put("AM", body({ source: "Changed" }));
    await del(app, admin, "/api/admin/export-restrictions/AM");
    const rows = await audit("target=export_restriction:AM");
    expect(rows.map((r) => r.action)).toEqual([
      "export_restriction.delete",
      "export_restriction.update",
      "export_restriction.update",
    ]);
    for (const r of rows) expect(r.actor.email).toBe(admin.email);
    expect(rows[1]).toMatchObject({ before: { source: "Test source" }, after: { source: "Changed" } });
    expect(rows[0].before).toMatchObject({ country: "AM", source: "Changed" });
    // A refused change leaves no row.
    expect((await put("AM", body({ as_of: "2024-02-30" }))).statusCode).toBe(422);
    expect(await audit("target=export_restriction:AM")).toHaveLength(3);
  });

  it("answers 404 for a country without restrictions and 422 for one that is not a country", async () => {
    expect((await send(app, null, "GET", "/api/export-restrictions/NZ")).statusCode).toBe(404);
    for (const bad of ["USA", "1a", "M", "%00%00", "r%C3%BC"]) {
      expect((await send(app, null, "GET", `/api/export-restrictions/${bad}`)).statusCode, bad).toBe(422);
      expect((await put(bad, body())).statusCode, bad).toBe(422);
    }
    const xx = await put("XX", body());
    expect(xx.statusCode).toBe(422);
    expect(xx.json().error.details[0].field).toBe("country");
    expect((await send(app, null, "GET", "/api/export-restrictions/XX")).statusCode).toBe(422);
    expect((await del(app, admin, "/api/admin/export-restrictions/XX")).statusCode).toBe(422);
  });

  it("is admin-only for writes: 401 anonymous, 403 a buyer; nothing stored", async () => {
    const buyer = await actor(app);
    for (const who of [null, buyer]) {
      const expected = who ? 403 : 401;
      expect((await put("GE", body(), who)).statusCode).toBe(expected);
      expect((await del(app, who, "/api/admin/export-restrictions/GE")).statusCode).toBe(expected);
    }
    expect((await send(app, null, "GET", "/api/export-restrictions/GE")).statusCode).toBe(404);
  });
});

describe("export restrictions: validation", () => {
  const rule = (over: Body) => ({ rules: [{ when: { min_cc: 2001 }, reason: REASON, ...over }] });
  const when = (w: Body) => rule({ when: w });
  // Each body and the field its 422 names.
  const cases: Array<[Body, string]> = [
    [{ as_of: "2026-13-01" }, "as_of"],
    [{ as_of: "2026-02-30" }, "as_of"],
    [{ as_of: "01.01.2026" }, "as_of"],
    [{ as_of: "2026-01-01T00:00:00Z" }, "as_of"],
    [{ as_of: "0001-01-01" }, "as_of"],
    [{ as_of: null }, "as_of"],
    [{ source: "" }, "source"],
    [{ source: "   " }, "source"],
    [{ source: "x".repeat(501) }, "source"],
    [{ source: 5 }, "source"],
    [{ source: "ok\u0000" }, "source"],
    [{ source: "ok\u001b[31m" }, "source"],
    [{ rules: [] }, "rules"],
    [{ rules: Array.from({ length: 31 }, () => rule({}).rules[0]) }, "rules"],
    [{ rules: "all" }, "rules"],
    [{ rules: [null] }, "rules.0"],
    [rule({ reason: { ...REASON, ru: "" } }), "rules.0.reason.ru"],
    [rule({ reason: { ...REASON, mn: "   " } }), "rules.0.reason.mn"],
    [rule({ reason: { en: "A", ko: "B", mn: "C" } }), "rules.0.reason.ru"],
    [rule({ reason: { ...REASON, de: "Nein" } }), "rules.0.reason.de"],
    [rule({ reason: { ...REASON, en: "a\nb" } }), "rules.0.reason.en"],
    [rule({ reason: { ...REASON, en: "a\u0000b" } }), "rules.0.reason.en"],
    [rule({ reason: { ...REASON, ko: "x".repeat(301) } }), "rules.0.reason.ko"],
    [rule({ reason: "Over 2,000 cm³" }), "rules.0.reason"],
    [rule({ reason: undefined }), "rules.0.reason"],
    [rule({ when: undefined }), "rules.0.when"],
    [rule({ extra: 1 }), "rules.0.extra"],
    [when({ min_cc: -1 }), "rules.0.when.min_cc"],
    [when({ min_cc: 1.5 }), "rules.0.when.min_cc"],
    [when({ max_cc: 2 ** 40 }), "rules.0.when.max_cc"],
    [when({ max_cc: "2000" }), "rules.0.when.max_cc"],
    [when({ min_cc: 3000, max_cc: 1000 }), "rules.0.when.min_cc"],
    [when({ min_hp: -1 }), "rules.0.when.min_hp"],
    [when({ max_hp: 2001 }), "rules.0.when.max_hp"],
    [when({ min_hp: 160.5 }), "rules.0.when.min_hp"],
    [when({ min_hp: 191, max_hp: 190 }), "rules.0.when.min_hp"],
    [when({ min_age: -1 }), "rules.0.when.min_age"],
    [when({ max_age: 201 }), "rules.0.when.max_age"],
    [when({ min_age: 5, max_age: 3 }), "rules.0.when.min_age"],
    [when({ min_age: null }), "rules.0.when.min_age"],
    [when({ fuels: [] }), "rules.0.when.fuels"],
    [when({ fuels: [""] }), "rules.0.when.fuels.0"],
    [when({ fuels: ["  "] }), "rules.0.when.fuels.0"],
    [when({ fuels: ["가솔린", "x\u0000"] }), "rules.0.when.fuels.1"],
    [when({ fuels: "가솔린" }), "rules.0.when.fuels"],
    [when({ fuels: ["x".repeat(41)] }), "rules.0.when.fuels.0"],
    [when({ fuels: Array.from({ length: 31 }, (_, i) => `f${i}`) }), "rules.0.when.fuels"],
    [when({ engine: "big" }), "rules.0.when.engine"],
    [{ extra: true }, "extra"],
  ];

  it("refuses every invalid field with a 422 naming it, and stores nothing", async () => {
    for (const [over, field] of cases) {
      const b = JSON.parse(JSON.stringify(body(over))) as Body;
      const res = await put("KG", b);
      expect(res.statusCode, `${JSON.stringify(over).slice(0, 120)} → ${res.body.slice(0, 300)}`).toBe(422);
      const fields = (res.json().error.details ?? []).map((d: { field: string }) => d.field);
      expect(
        fields.some((f: string) => f === field || f.startsWith(`${field}.`)),
        `${JSON.stringify(over).slice(0, 120)} named ${fields.join(", ")}`,
      ).toBe(true);
    }
    for (const key of ["as_of", "source", "rules"]) {
      const b = body();
      delete b[key];
      const res = await put("KG", b);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(key);
    }
    expect((await send(app, null, "GET", "/api/export-restrictions/KG")).statusCode).toBe(404);
  });

  it("refuses hostile bodies (numbers too large for JSON, a huge or deeply nested body) without a 5xx", async () => {
    const raw = (payload: string) =>
      app.inject({
        method: "PUT",
        url: "/api/admin/export-restrictions/KG",
        headers: { cookie: admin.cookie, "content-type": "application/json" },
        payload,
      });
    for (const bound of ["min_cc", "max_hp", "max_age"]) {
      const huge = await raw(JSON.stringify(body()).replace('"min_cc":2001', `"${bound}":1${"0".repeat(400)}`));
      expect(huge.statusCode, huge.body).toBe(422);
      expect(huge.json().error.details[0].field).toBe(`rules.0.when.${bound}`);
    }
    const deep = await raw(
      JSON.stringify(body()).replace(/}$/, `,"deep":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`),
    );
    expect([400, 413, 422]).toContain(deep.statusCode);
    const deepWhen = await raw(
      JSON.stringify(body()).replace('"min_cc":2001', `"fuels":${"[".repeat(3000)}"x"${"]".repeat(3000)}`),
    );
    expect([400, 413, 422]).toContain(deepWhen.statusCode);
    expect([413, 422]).toContain((await put("KG", body({ source: "x".repeat(5_000_000) }))).statusCode);
    expect((await raw("{rules:")).statusCode).toBe(422);
    expect((await raw("null")).statusCode).toBe(422);
    expect((await send(app, null, "GET", "/api/export-restrictions/KG")).statusCode).toBe(404);
    // The largest document allowed is stored and read back.
    const big = body({
      source: "y".repeat(500),
      rules: Array.from({ length: 30 }, (_, i) => ({
        when: {
          min_cc: 0,
          max_cc: 100_000,
          min_hp: i,
          max_hp: 2000,
          min_age: 0,
          max_age: 200,
          fuels: Array.from({ length: 30 }, (_, j) => `${"f".repeat(38)}${j}`),
        },
        reason: { en: "e".repeat(300), ko: "한".repeat(300), mn: "ө".repeat(300), ru: "я".repeat(300) },
      })),
    });
    const ok = await put("KG", big);
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    expect((await send(app, null, "GET", "/api/export-restrictions/KG")).json()).toEqual({ country: "KG", ...big });
  });
});

describe("the demo restrictions", () => {
  it("are Korea's rule for Russia and Belarus (over 2,000 cm³), with MOTIE's notice, its date and the date read", () => {
    expect(DEMO_EXPORT_RESTRICTIONS.map((r) => r.country).sort()).toEqual(["BY", "RU"]);
    for (const r of DEMO_EXPORT_RESTRICTIONS) {
      expect(r.as_of).toBe("2024-02-24");
      expect(r.source).toMatch(/MOTIE/);
      expect(r.source).toMatch(/Read on 2026-12-06\.$/);
      expect(r.rules).toHaveLength(1);
      expect(r.rules[0].when.min_cc).toBe(2001);
      expect(r.rules[0].when.fuels).toContain("가솔린");
      expect(r.rules[0].when.fuels).not.toContain("전기");
    }
  });

  it("are created where a country has none, through the same checks as the API, and an admin's edit is kept", async () => {
    await put("RU", body({ source: "An admin's own" }));
    const first = await ensureExportRestrictions(app.core, DEMO_EXPORT_RESTRICTIONS);
    expect(first).toEqual({ created: 1 });
    expect((await send(app, null, "GET", "/api/export-restrictions/RU")).json().source).toBe("An admin's own");
    const by = (await send(app, null, "GET", "/api/export-restrictions/BY")).json();
    const { country: _c, ...demoBy } = DEMO_EXPORT_RESTRICTIONS.find((r) => r.country === "BY")!;
    expect(by).toEqual({ country: "BY", ...demoBy });
    // Again: nothing to do. The demo document goes through the admin API unchanged too.
    expect(await ensureExportRestrictions(app.core, DEMO_EXPORT_RESTRICTIONS)).toEqual({ created: 0 });
    expect((await put("BY", demoBy)).json()).toEqual(by);
  });
});
