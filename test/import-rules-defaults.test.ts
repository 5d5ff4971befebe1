// The default (demo) import rules of the fifth round (api.md "Import rules, whole"), driven through
// the car page at the demo ports: Russia's single rate by customs value under 3 years and per cm³
// after, its clearance fee by value and recycling fee by power; Kazakhstan's and Kyrgyzstan's
// single rate, and Kazakhstan's recycling and first-registration fees; Mongolia as before. And how
// a database made before them gets them: created where a country has none, replaced where an
// earlier demo's rules were never touched, kept where an admin edited them.
import { beforeAll, describe, expect, it } from "vitest";
import { del } from "./credits-helpers.js";
import { createCar } from "./factories.js";
import { DEMO_IMPORT_RULES, PREVIOUS_DEMO_IMPORT_RULES } from "../src/server/demo/import-rules.js";
import { DEMO_PORTS } from "../src/server/demo/ports.js";
import { ensureImportRules } from "../src/server/modules/import-rules/service.js";
import { build, send } from "./helper.js";

let thisYear: number;
const port: Record<string, number> = {};

type Body = Record<string, any>;
const r2 = (x: number) => Math.round(x * 100) / 100;
/** The default exchange-rate settings: RUB per EUR, as the Russian rules state their roubles. */
const RUB_PER_EUR = 1530 / 17.5;
const fromRub = (rub: number) => r2(rub / RUB_PER_EUR);

const { app, admin } = await build();
beforeAll(async () => {
  thisYear = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: app.core.config.tzSchedule, year: "numeric" }).format(new Date()),
  );
  for (const country of ["RU", "KZ", "KG", "MN"]) {
    const res = await send(
      app,
      admin,
      "POST",
      "/api/admin/ports",
      DEMO_PORTS.find((p) => p.country === country)!,
    );
    expect(res.statusCode, res.body).toBe(201);
    port[country] = res.json().id;
  }
});

const car = (o: { age: number; cc: number | null; hp: number | null; priceKrw?: number; fuel?: string }) =>
  createCar(app, {
    year: thisYear - o.age,
    displacementCc: o.cc,
    powerHp: o.hp,
    fuel: o.fuel ?? "가솔린",
    priceKrw: o.priceKrw ?? 25_000_000,
  });
const duties = async (carId: number, country: string) => {
  const res = await send(app, null, "GET", `/api/cars/${carId}?port_id=${port[country]}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Body;
};
const items = (d: Body) => (d.duties?.items ?? []) as Array<{ name: string; amount: number }>;

describe("default rules in a database that has none", () => {
  it("are created for every demo country, and a second start changes nothing", async () => {
    expect(await ensureImportRules(app.core, DEMO_IMPORT_RULES, PREVIOUS_DEMO_IMPORT_RULES)).toEqual({
      created: 4,
      upgraded: 0,
    });
    expect(await ensureImportRules(app.core, DEMO_IMPORT_RULES, PREVIOUS_DEMO_IMPORT_RULES)).toEqual({
      created: 0,
      upgraded: 0,
    });
    const list = (await send(app, null, "GET", "/api/import-rules")).json() as Body[];
    expect(list.map((r) => r.country)).toEqual(["KG", "KZ", "MN", "RU"]);
    for (const r of list) {
      // A source with its date, ending with one period (the screens show it as the original text).
      expect(r.source, r.country).toMatch(/[^.]\.$/);
      if (r.country !== "MN") expect(r.source, r.country).toContain("Read on 2026-12-06.");
      expect(r.components.length).toBeLessThanOrEqual(60);
    }
  });
});

describe("Russia at Vladivostok", () => {
  it("a 2.0 l car of 4 years: 2.7 EUR/cm³, the clearance fee by value, the recycling fee by power", async () => {
    const weak = await duties((await car({ age: 4, cc: 1999, hp: 150 })).id, "RU");
    const strong = await duties((await car({ age: 4, cc: 1999, hp: 250 })).id, "RU");
    const cv = weak.duties.customs_value as number;
    expect(strong.duties.customs_value).toBe(cv);
    // 25 000 000 KRW lands at about 1.4 M RUB: the 13,541 RUB band of the clearance fee.
    expect(cv * RUB_PER_EUR).toBeGreaterThan(1_200_000);
    expect(cv * RUB_PER_EUR).toBeLessThanOrEqual(2_700_000);
    expect(items(weak).map((i) => i.amount)).toEqual([r2(2.7 * 1999), fromRub(13_541), fromRub(5_200)]);
    expect(items(strong).map((i) => i.amount)).toEqual([r2(2.7 * 1999), fromRub(13_541), fromRub(1_677_600)]);
    expect(items(strong)[2].name).toBe("Recycling fee 1,677,600 RUB (1,001–2,000 cm³, 221–250 hp, 3 years and older)");
    // The 250 hp car's door is dearer by the difference of the recycling fees.
    expect(strong.duties.door_total_usd).toBeGreaterThan(weak.duties.door_total_usd);
    expect(r2(strong.duties.total - weak.duties.total)).toBe(r2(fromRub(1_677_600) - fromRub(5_200)));
  });

  it("under 3 years: the single rate of the car's customs-value band, 54 % up to 8,500 EUR, then 48 % with its floor", async () => {
    const cases: Array<[number, number, number]> = [
      // [price in KRW, percent, floor in EUR per cm³] for 1 598 cm³
      [5_000_000, 0.54, 2.5],
      [14_000_000, 0.48, 3.5],
      [40_000_000, 0.48, 5.5],
      [90_000_000, 0.48, 7.5],
      [180_000_000, 0.48, 15],
      [400_000_000, 0.48, 20],
    ];
    const bounds = [0, 8_500, 16_700, 42_300, 84_500, 169_000, Infinity];
    for (const [i, [priceKrw, rate, floor]] of cases.entries()) {
      const d = await duties((await car({ age: 1, cc: 1598, hp: 123, priceKrw })).id, "RU");
      const cv = d.duties.customs_value as number;
      expect(cv, `${priceKrw}`).toBeGreaterThan(bounds[i]);
      expect(cv, `${priceKrw}`).toBeLessThanOrEqual(bounds[i + 1]);
      expect(items(d)[0].amount, `${priceKrw}`).toBe(r2(Math.max(rate * cv, floor * 1598)));
      expect(items(d)[2].amount).toBe(fromRub(3_400));
    }
  });

  it("over 3.0 l the recycling fee is there, at least the class's lowest rate; power unknown asks for it only up to 3.0 l", async () => {
    const big = await duties((await car({ age: 4, cc: 3342, hp: 290 })).id, "RU");
    expect(items(big).map((i) => i.name)).toEqual([
      "Single rate for individuals, 3–5 years, over 3,000 cm³: 3.6 EUR/cm³",
      expect.stringMatching(/^Customs clearance fee /),
      "Recycling fee, at least 3,956,200 RUB (3,001–3,500 cm³, 3 years and older)",
    ]);
    // The G90 3.5T (3,470 cm³) no longer has the single rate as its only item.
    const g90 = await duties((await car({ age: 2, cc: 3470, hp: 380, priceKrw: 80_000_000 })).id, "RU");
    expect(items(g90).length).toBe(3);
    expect(items(g90)[2]).toMatchObject({ amount: fromRub(2_584_000) });
    // An engine over 3.0 l pays by class whatever the power: an unknown power is no obstacle…
    expect(items(await duties((await car({ age: 4, cc: 3778, hp: null })).id, "RU"))).toHaveLength(3);
    // …up to 3.0 l the individual's rate hangs on it.
    expect(await duties((await car({ age: 4, cc: 1999, hp: null })).id, "RU")).toMatchObject({
      duties: null,
      duties_unavailable: "power_unknown",
    });
  });
});

describe("Kazakhstan and Kyrgyzstan", () => {
  it("Almaty: the single rate, the recycling fee by engine size and the first-registration fee by age", async () => {
    const young = await duties((await car({ age: 1, cc: 1999, hp: 150, priceKrw: 30_000_000 })).id, "KZ");
    const cv = young.duties.customs_value as number;
    expect(items(young).map((i) => i.name)).toEqual([
      expect.stringMatching(/^Single rate for individuals, under 3 years, value 16,700–42,300 EUR/),
      "Recycling fee 756,875 KZT (1,001–2,000 cm³: 50 MRP × 3.5)",
      "First-registration fee 1,081.25 KZT (0.25 MRP, under 2 years)",
    ]);
    expect(items(young)[0].amount).toBe(r2(Math.max(0.48 * cv, 5.5 * 1999)));
    const kzt = 94.512 / 0.1572;
    expect(items(young)[1].amount).toBe(r2(756_875 / kzt));
    const old = await duties((await car({ age: 7, cc: 2497, hp: 198 })).id, "KZ");
    expect(items(old).map((i) => i.amount)).toEqual([r2(5 * 2497), r2(1_081_250 / kzt), r2(2_162_500 / kzt)]);
  });

  it("Bishkek: the single rate only (the registration charges cannot be stated per car)", async () => {
    const d = await duties((await car({ age: 4, cc: 1598, hp: 123 })).id, "KG");
    expect(items(d)).toEqual([
      {
        name: "Single rate for individuals, 3–5 years, 1,501–1,800 cm³: 2.5 EUR/cm³",
        amount: r2(2.5 * 1598),
        amount_usd: expect.any(Number),
      },
    ]);
    expect(d.duties.source).toContain("Not included: the registration charges");
  });

  it("Ulaanbaatar: Mongolia's rules as before", async () => {
    const d = await duties((await car({ age: 5, cc: 1999, hp: 150 })).id, "MN");
    expect(items(d)[1].amount).toBe(3_200_000);
  });
});

describe("a database made before these rules", () => {
  it("gets the new rules where an earlier demo's were untouched, and keeps what an admin edited", async () => {
    const [previous] = PREVIOUS_DEMO_IMPORT_RULES;
    const { country, ...body } = previous;
    const put = async (doc: Body) =>
      expect((await send(app, admin, "PUT", `/api/admin/import-rules/${country}`, doc)).statusCode).toBe(200);
    // As the fourth round left them: replaced by the current ones.
    await put(body);
    expect(await ensureImportRules(app.core, DEMO_IMPORT_RULES, PREVIOUS_DEMO_IMPORT_RULES)).toEqual({
      created: 0,
      upgraded: 1,
    });
    const now = (await send(app, null, "GET", `/api/import-rules/${country}`)).json();
    expect(now.components).toHaveLength(DEMO_IMPORT_RULES.find((r) => r.country === country)!.components.length);
    expect(now.source).toContain("Read on 2026-12-06.");
    // Edited by an admin (one amount): kept as the admin left it.
    const edited = { ...body, components: body.components.map((c, i) => (i === 0 ? { ...c, rate: 0.5 } : c)) };
    await put(edited);
    expect(await ensureImportRules(app.core, DEMO_IMPORT_RULES, PREVIOUS_DEMO_IMPORT_RULES)).toEqual({
      created: 0,
      upgraded: 0,
    });
    expect((await send(app, null, "GET", `/api/import-rules/${country}`)).json().components[0].rate).toBe(0.5);
    // Deleted by an admin: created again, as for any country without rules.
    expect((await del(app, admin, `/api/admin/import-rules/${country}`)).statusCode).toBe(204);
    expect(await ensureImportRules(app.core, DEMO_IMPORT_RULES, PREVIOUS_DEMO_IMPORT_RULES)).toEqual({
      created: 1,
      upgraded: 0,
    });
  });
});
