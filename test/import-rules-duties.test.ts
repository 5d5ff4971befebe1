// Duties at the destination on the car page, compare and the order (api.md "Door to door"): each
// test sets its own rules and rates and computes the expected amounts itself — every component
// kind, percent with min_per_cc, value_and_above, bands by age, engine size and fuel, each
// currency, each reason for no duties, max_age, names by ?lang=, compare, the frozen quote and
// the invoice's line of its own.
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALE } from "../src/server/lib/format.js";
import { actor, adjust, del, type Actor } from "./credits-helpers.js";
import { putSettings } from "./deals-helpers.js";
import { createBannerCar, createCar } from "./factories.js";
import { pdfText as pdfTextOf } from "./pdf-text.js";
import { build, send } from "./helper.js";

/** The current calendar year in TZ_SCHEDULE: a car's age is this minus its year. */
let thisYear: number;

// KRW per unit, set through the settings API below.
const RATE = { KRW: 1, USD: 1400, MNT: 0.4, RUB: 16, EUR: 1600 } as const;
type Currency = keyof typeof RATE;

const { app, admin } = await build();
beforeAll(async () => {
  await putSettings(app, admin, {
    usd_krw_rate: RATE.USD,
    mnt_krw_rate: RATE.MNT,
    rub_krw_rate: RATE.RUB,
    eur_krw_rate: RATE.EUR,
  });
  thisYear = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: app.core.config.tzSchedule, year: "numeric" }).format(new Date()),
  );
});

type Body = Record<string, any>;
const r2 = (x: number) => Math.round(x * 100) / 100;
/** USD → KRW → the currency, and back. */
const fromUsd = (usd: number, c: Currency) => (usd * RATE.USD) / RATE[c];
const toUsd = (amount: number, c: Currency) => (amount * RATE[c]) / RATE.USD;
/** As `prices` are: KRW and MNT whole, USD and RUB to the cent. */
const fourCurrencies = (usd: number) => ({
  KRW: Math.round(usd * RATE.USD),
  USD: usd,
  MNT: Math.round((usd * RATE.USD) / RATE.MNT),
  RUB: r2((usd * RATE.USD) / RATE.RUB),
});
const names = (en: string) => ({ en, ko: `${en} (ko)`, mn: `${en} (mn)`, ru: `${en} (ru)` });

let portSeq = 0;
async function createPort(country: string) {
  portSeq += 1;
  const res = await send(app, admin, "POST", "/api/admin/ports", {
    name: names(`Port ${portSeq}`),
    country,
    method: "container",
    freight_usd: 1500 + portSeq,
    insurance_pct: 0.7,
    transit_days: 20,
  });
  expect(res.statusCode, res.body).toBe(200 + 1);
  return res.json() as { id: number };
}
async function putRules(country: string, body: Body) {
  const res = await send(app, admin, "PUT", `/api/admin/import-rules/${country}`, {
    as_of: "2026-01-01",
    source: `Rules of ${country} for the test`,
    max_age: null,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const detail = async (carId: number, query: string, who: Actor | null = null) => {
  const res = await send(app, who, "GET", `/api/cars/${carId}${query ? `?${query}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Body;
};
const car = (age: number, cc: number | null, fuel = "가솔린", priceKrw = 25_000_000) =>
  createCar(app, { year: thisYear - age, displacementCc: cc, fuel, priceKrw });

/** The whole `duties` object expected from item amounts computed by the test. */
function expectedDuties(d: {
  country: string;
  currency: Currency;
  landedUsd: number;
  customsValue: number;
  items: Array<[string, number]>;
  eligible?: boolean;
  source?: string;
}) {
  const total = r2(d.items.reduce((s, [, a]) => s + a, 0));
  const totalUsd = r2(toUsd(total, d.currency));
  const door = r2(d.landedUsd + totalUsd);
  return {
    country: d.country,
    currency: d.currency,
    as_of: "2026-01-01",
    source: d.source ?? `Rules of ${d.country} for the test`,
    eligible: d.eligible ?? true,
    reasons: d.eligible === false ? ["max_age"] : [],
    customs_value: d.customsValue,
    items: d.items.map(([name, amount]) => ({ name, amount, amount_usd: r2(toUsd(amount, d.currency)) })),
    total,
    total_usd: totalUsd,
    door_total_usd: door,
    door_total: fourCurrencies(door),
  };
}

describe("duties on the car page", () => {
  it("Mongolia-style: 5 % duty, excise bands by age, engine size and fuel (hybrids reduced), VAT on value_and_above, in MNT", async () => {
    const port = await createPort("MN");
    await putRules("MN", {
      currency: "MNT",
      components: [
        { name: names("Customs duty"), kind: "percent", rate: 0.05, of: "value" },
        { name: names("Excise young small"), kind: "fixed", amount: 750_000, when: { max_age: 3, max_cc: 1500 } },
        {
          name: names("Excise 4-6 mid"),
          kind: "fixed",
          amount: 3_350_000,
          when: { min_age: 4, max_age: 6, min_cc: 1501, max_cc: 2500, fuels: ["가솔린", "디젤"] },
        },
        {
          name: names("Excise 4-6 mid hybrid"),
          kind: "fixed",
          amount: 1_675_000,
          when: { min_age: 4, max_age: 6, min_cc: 1501, max_cc: 2500, fuels: ["하이브리드"] },
        },
        { name: names("VAT"), kind: "percent", rate: 0.1, of: "value_and_above" },
      ],
    });
    const cases: Array<{ age: number; cc: number; fuel: string; excise: [string, number] | null }> = [
      { age: 5, cc: 1998, fuel: "가솔린", excise: ["Excise 4-6 mid", 3_350_000] },
      { age: 5, cc: 1998, fuel: "하이브리드", excise: ["Excise 4-6 mid hybrid", 1_675_000] },
      { age: 1, cc: 1200, fuel: "디젤", excise: ["Excise young small", 750_000] },
      // The bounds are inclusive…
      { age: 6, cc: 2500, fuel: "디젤", excise: ["Excise 4-6 mid", 3_350_000] },
      { age: 4, cc: 1501, fuel: "가솔린", excise: ["Excise 4-6 mid", 3_350_000] },
      { age: 3, cc: 1500, fuel: "가솔린", excise: ["Excise young small", 750_000] },
      // …and a car no band matches has no excise item at all.
      { age: 5, cc: 2501, fuel: "가솔린", excise: null },
      { age: 7, cc: 1998, fuel: "가솔린", excise: null },
      { age: 5, cc: 1998, fuel: "LPG", excise: null },
      { age: 4, cc: 1500, fuel: "가솔린", excise: null },
    ];
    for (const c of cases) {
      const row = await car(c.age, c.cc, c.fuel);
      const body = await detail(row.id, `port_id=${port.id}`);
      const landed = body.landed.total_usd;
      const cv = r2(fromUsd(landed, "MNT"));
      const duty = r2(0.05 * cv);
      const above = c.excise ? duty + c.excise[1] : duty;
      const vat = r2(0.1 * (cv + above));
      const items: Array<[string, number]> = [["Customs duty", duty], ...(c.excise ? [c.excise] : []), ["VAT", vat]];
      expect(body.duties, JSON.stringify(c)).toEqual(
        expectedDuties({ country: "MN", currency: "MNT", landedUsd: landed, customsValue: cv, items }),
      );
      expect(body).not.toHaveProperty("duties_unavailable");
    }
  });

  it("Russia-style in EUR: percent with a minimum per cm³ under 3 years (either may win), per cm³ bands after, a fixed fee", async () => {
    const port = await createPort("RU");
    await putRules("RU", {
      currency: "EUR",
      components: [
        { name: names("Single rate"), kind: "percent", rate: 0.54, of: "value", min_per_cc: 2.5, when: { max_age: 2 } },
        {
          name: names("Single rate 3-5 small"),
          kind: "per_cc",
          amount: 1.7,
          when: { min_age: 3, max_age: 5, min_cc: 1001, max_cc: 1500 },
        },
        {
          name: names("Single rate 3-5 mid"),
          kind: "per_cc",
          amount: 2.7,
          when: { min_age: 3, max_age: 5, min_cc: 1501, max_cc: 1800 },
        },
        { name: names("Recycling fee"), kind: "fixed", amount: 37.78 },
      ],
    });
    // Cheap and large: the minimum per cm³ wins.
    const big = await car(1, 3000, "가솔린", 15_000_000);
    let body = await detail(big.id, `port_id=${port.id}`);
    let landed = body.landed.total_usd;
    let cv = r2(fromUsd(landed, "EUR"));
    expect(0.54 * cv).toBeLessThan(2.5 * 3000);
    expect(body.duties).toEqual(
      expectedDuties({
        country: "RU",
        currency: "EUR",
        landedUsd: landed,
        customsValue: cv,
        items: [
          ["Single rate", r2(2.5 * 3000)],
          ["Recycling fee", 37.78],
        ],
      }),
    );
    // Dear and small: the percent wins.
    const dear = await car(2, 1000, "가솔린", 90_000_000);
    body = await detail(dear.id, `port_id=${port.id}`);
    landed = body.landed.total_usd;
    cv = r2(fromUsd(landed, "EUR"));
    expect(0.54 * cv).toBeGreaterThan(2.5 * 1000);
    expect(body.duties.items[0]).toEqual({
      name: "Single rate",
      amount: r2(0.54 * cv),
      amount_usd: r2(toUsd(r2(0.54 * cv), "EUR")),
    });
    // Four years old, 1 600 cm³: 2.7 EUR per cm³.
    const mid = await car(4, 1600);
    body = await detail(mid.id, `port_id=${port.id}`);
    landed = body.landed.total_usd;
    expect(body.duties).toEqual(
      expectedDuties({
        country: "RU",
        currency: "EUR",
        landedUsd: landed,
        customsValue: r2(fromUsd(landed, "EUR")),
        items: [
          ["Single rate 3-5 mid", r2(2.7 * 1600)],
          ["Recycling fee", 37.78],
        ],
      }),
    );
  });

  it("converts in each currency (KRW, USD, MNT, RUB, EUR); a change of rules is seen at once", async () => {
    const port = await createPort("KZ");
    const row = await car(2, 1995);
    const url = `port_id=${port.id}`;
    for (const currency of ["KRW", "USD", "MNT", "RUB", "EUR"] as const) {
      await putRules("KZ", {
        currency,
        components: [
          { name: names("Duty"), kind: "percent", rate: 0.15, of: "value" },
          { name: names("Fee"), kind: "fixed", amount: 1000.555 },
          { name: names("Per cc"), kind: "per_cc", amount: 0.333 },
          { name: names("VAT"), kind: "percent", rate: 0.12, of: "value_and_above" },
        ],
      });
      const body = await detail(row.id, url);
      const landed = body.landed.total_usd;
      const cv = r2(fromUsd(landed, currency));
      const duty = r2(0.15 * cv);
      const fee = r2(1000.555);
      const perCc = r2(0.333 * 1995);
      const vat = r2(0.12 * (cv + duty + fee + perCc));
      expect(body.duties, currency).toEqual(
        expectedDuties({
          country: "KZ",
          currency,
          landedUsd: landed,
          customsValue: cv,
          items: [
            ["Duty", duty],
            ["Fee", fee],
            ["Per cc", perCc],
            ["VAT", vat],
          ],
        }),
      );
    }
    // Removed: no rules for the country.
    expect((await del(app, admin, "/api/admin/import-rules/KZ")).statusCode).toBe(204);
    const gone = await detail(row.id, url);
    expect(gone.duties).toBeNull();
    expect(gone.duties_unavailable).toBe("no_rules");
  });

  it("says why there are no duties: no_port, no_rules, displacement_unknown (only when a component that applies needs it)", async () => {
    const noPort = await detail((await car(2, 1500)).id, "");
    expect(noPort.landed).toBeNull();
    expect(noPort.duties).toBeNull();
    expect(noPort.duties_unavailable).toBe("no_port");

    const uz = await createPort("UZ");
    const noRules = await detail((await car(2, 1500)).id, `port_id=${uz.id}`);
    expect(noRules.landed).not.toBeNull();
    expect(noRules).toMatchObject({ duties: null, duties_unavailable: "no_rules" });

    const tj = await createPort("TJ");
    const unknownCc = await car(2, null);
    const url = `port_id=${tj.id}`;
    const percent = { name: names("Duty"), kind: "percent", rate: 0.1, of: "value" };
    // Needs the engine size: per_cc, min_per_cc, a band of cm³.
    for (const needy of [
      { name: names("Per cc"), kind: "per_cc", amount: 1 },
      { ...percent, min_per_cc: 1 },
      { name: names("Band"), kind: "fixed", amount: 5, when: { min_cc: 1 } },
      { name: names("Band"), kind: "fixed", amount: 5, when: { max_cc: 99_999 } },
    ]) {
      await putRules("TJ", { currency: "USD", components: [percent, needy] });
      const body = await detail(unknownCc.id, url);
      expect(body, JSON.stringify(needy)).toMatchObject({ duties: null, duties_unavailable: "displacement_unknown" });
    }
    // A component that needs it but does not apply (by age, by fuel) does not stop the others.
    await putRules("TJ", {
      currency: "USD",
      components: [
        percent,
        { name: names("Per cc old"), kind: "per_cc", amount: 1, when: { min_age: 10 } },
        { name: names("Per cc diesel"), kind: "per_cc", amount: 1, when: { fuels: ["디젤"] } },
      ],
    });
    const body = await detail(unknownCc.id, url);
    const landed = body.landed.total_usd;
    const cv = r2(fromUsd(landed, "USD"));
    expect(body.duties).toEqual(
      expectedDuties({
        country: "TJ",
        currency: "USD",
        landedUsd: landed,
        customsValue: cv,
        items: [["Duty", r2(0.1 * cv)]],
      }),
    );
    expect(body).not.toHaveProperty("duties_unavailable");
  });

  it("a car older than max_age is not eligible, with its amounts still given; names follow ?lang=; the remembered port counts", async () => {
    const port = await createPort("KG");
    await putRules("KG", {
      currency: "USD",
      max_age: 5,
      components: [
        {
          name: { en: "Duty", ko: "관세", mn: "Гаалийн татвар", ru: "Пошлина" },
          kind: "per_cc",
          amount: 0.6,
        },
      ],
    });
    const old = await car(6, 2000);
    const body = await detail(old.id, `port_id=${port.id}`);
    expect(body.duties).toMatchObject({
      eligible: false,
      reasons: ["max_age"],
      items: [{ name: "Duty", amount: 1200, amount_usd: 1200 }],
      total: 1200,
      total_usd: 1200,
    });
    const atLimit = await car(5, 2000);
    expect((await detail(atLimit.id, `port_id=${port.id}`)).duties).toMatchObject({ eligible: true, reasons: [] });
    for (const [lang, name] of [
      ["en", "Duty"],
      ["ko", "관세"],
      ["mn", "Гаалийн татвар"],
      ["ru", "Пошлина"],
    ]) {
      expect((await detail(old.id, `port_id=${port.id}&lang=${lang}`)).duties.items[0].name, lang).toBe(name);
    }
    // The buyer's remembered port gives them the duties without ?port_id=.
    const buyer = await actor(app, { country: "KG" });
    expect((await send(app, buyer, "PATCH", "/api/users/me", { port_id: port.id })).statusCode).toBe(200);
    const mine = await detail(atLimit.id, "lang=ru", buyer);
    expect(mine.duties).toMatchObject({ country: "KG", items: [{ name: "Пошлина", amount: 1200 }] });
    expect((await detail(atLimit.id, "")).duties_unavailable).toBe("no_port");
  });
});

describe("duties in compare", () => {
  it("gives each car its duties for ?port_id= (names by ?lang=), and none without a port", async () => {
    const port = await createPort("AM");
    await putRules("AM", {
      currency: "USD",
      components: [
        { name: names("Duty"), kind: "percent", rate: 0.2, of: "value" },
        { name: names("VAT"), kind: "percent", rate: 0.2, of: "value_and_above" },
      ],
    });
    const a = await car(2, 1600);
    const b = await car(8, 2400, "디젤", 41_000_000);
    const cNoCc = await car(1, null);
    const ids = [a.id, b.id, cNoCc.id];
    const res = await send(app, null, "GET", `/api/cars/compare?ids=${ids.join(",")}&port_id=${port.id}&lang=ru`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Body[];
    for (const [i, id] of ids.entries()) {
      const one = await detail(id, `port_id=${port.id}&lang=ru`);
      expect(items[i].landed).toEqual(one.landed);
      expect(items[i].duties).toEqual(one.duties);
    }
    const landed = items[1].landed.total_usd;
    const cv = r2(fromUsd(landed, "USD"));
    const duty = r2(0.2 * cv);
    expect(items[1].duties.items).toEqual([
      { name: "Duty (ru)", amount: duty, amount_usd: duty },
      { name: "VAT (ru)", amount: r2(0.2 * (cv + duty)), amount_usd: r2(0.2 * (cv + duty)) },
    ]);
    // No engine size needed here: the car without one has duties too.
    expect(items[2].duties).not.toBeNull();
    const plain = (await send(app, null, "GET", `/api/cars/compare?ids=${ids.join(",")}`)).json().items as Body[];
    expect(plain.every((c) => c.duties === null && c.duties_unavailable === "no_port")).toBe(true);
    expect((await send(app, null, "GET", `/api/cars/compare?ids=${a.id},${b.id}&port_id=2147483647`)).statusCode).toBe(
      422,
    );
  });
});

describe("duties on the order", () => {
  it("the quote freezes duties_total_usd and door_total_usd at reservation; the invoice shows the duties apart from the amount due", async () => {
    const port = await createPort("GE");
    await putRules("GE", {
      currency: "EUR",
      components: [
        { name: names("Duty"), kind: "per_cc", amount: 0.5 },
        { name: names("VAT"), kind: "percent", rate: 0.18, of: "value_and_above" },
      ],
    });
    const buyer = await actor(app, { country: "GE" });
    await adjust(app, admin, buyer.id, 5);
    const row = await createBannerCar(app, { year: thisYear - 3, displacementCc: 1999, priceKrw: 27_000_000 });
    const before = await detail(row.id, `port_id=${port.id}`);
    const res = await send(app, buyer, "POST", `/api/cars/${row.id}/purchase`, { port_id: port.id });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().order_id as number;
    const order = (await send(app, buyer, "GET", `/api/users/me/orders/${orderId}`)).json();
    expect(order.quote).toMatchObject({
      total_usd: before.landed.total_usd,
      duties_total_usd: before.duties.total_usd,
      door_total_usd: before.duties.door_total_usd,
    });
    expect(order.quote.door_total_usd).toBe(r2(order.quote.total_usd + order.quote.duties_total_usd));
    // Frozen: new rules change the car page, not the order (the buyer's and the admin's).
    await putRules("GE", { currency: "EUR", components: [{ name: names("Duty"), kind: "per_cc", amount: 5 }] });
    expect((await detail(row.id, `port_id=${port.id}`)).duties.total_usd).not.toBe(before.duties.total_usd);
    expect((await send(app, buyer, "GET", `/api/users/me/orders/${orderId}`)).json().quote).toEqual(order.quote);
    const adminList = (await send(app, admin, "GET", "/api/admin/orders?page_size=100")).json();
    const adminOrder = adminList.items.find((o: Body) => o.id === orderId);
    expect(adminOrder.quote).toMatchObject({
      duties_total_usd: order.quote.duties_total_usd,
      door_total_usd: order.quote.door_total_usd,
    });
    // The buyer's data export keeps them too.
    const exported = (await send(app, buyer, "GET", "/api/users/me/export")).json();
    expect(exported.orders.find((o: Body) => o.id === orderId).quote).toEqual(order.quote);

    // The invoice: the CIF total is the amount due; the duties are on a line of their own, said to be
    // paid at the destination and not to the seller; the door total is nowhere.
    const inv = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { status: "invoiced" });
    expect(inv.statusCode, inv.body).toBe(200);
    const usd = (n: number) =>
      new Intl.NumberFormat(LOCALE.en, { style: "currency", currency: "USD" }).format(n).replace(/\s+/g, " ");
    const pdf = await send(app, buyer, "GET", `/api/users/me/orders/${orderId}/invoice?lang=en`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfTextOf(pdf.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain(
      `Estimated import duties and taxes at the destination (USD) ${usd(order.quote.duties_total_usd)}`,
    );
    expect(text).toContain("not to the seller");
    expect(text).toContain("not included in the amount due");
    expect(text).toContain(usd(order.quote.total_usd));
    expect(text).not.toContain(usd(order.quote.door_total_usd));
    // In the buyer's other languages too.
    for (const [lang, words] of [
      ["ru", "Ориентировочные ввозные пошлины"],
      ["ko", "수입 관세"],
      ["mn", "импортын гааль"],
    ]) {
      const t = (
        await pdfTextOf(
          (await send(app, buyer, "GET", `/api/users/me/orders/${orderId}/invoice?lang=${lang}`)).rawPayload,
        )
      ).replace(/\s+/g, " ");
      expect(t, lang).toContain(words);
    }
  });

  it("freezes null duties when the car has none there (no rules, engine size unknown), and the invoice has no duties line", async () => {
    const port = await createPort("BY");
    await putRules("BY", { currency: "USD", components: [{ name: names("Duty"), kind: "per_cc", amount: 1 }] });
    const buyer = await actor(app, { country: "BY" });
    await adjust(app, admin, buyer.id, 5);
    const row = await createBannerCar(app, { displacementCc: null });
    const res = await send(app, buyer, "POST", `/api/cars/${row.id}/purchase`, { port_id: port.id });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().order_id as number;
    const { quote } = (await send(app, buyer, "GET", `/api/users/me/orders/${orderId}`)).json();
    expect(quote).toMatchObject({ duties_total_usd: null, door_total_usd: null });
    expect(typeof quote.total_usd).toBe("number");
    await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { status: "invoiced" });
    const text = await pdfTextOf(
      (await send(app, buyer, "GET", `/api/users/me/orders/${orderId}/invoice?lang=en`)).rawPayload,
    );
    expect(text).not.toContain("Estimated import duties");
  });
});
