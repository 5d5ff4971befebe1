// One price chain (issue 41): FOB Korea leaves out the generic shipping and insurance a port
// replaces; the order's quote is what `landed` said; `amount_due_usd` is the invoice's total; an
// admin's new price or port recomputes the quote the same way and tells the buyer; and one order
// reads the same figures on the car page, the purchase, the order and the invoice PDF.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE } from "../src/server/lib/format.js";
import { actor, adjust, adminActor, del, type Actor } from "./credits-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { createBannerCar, createCar } from "./factories.js";
import { sentTo } from "./notifications-helpers.js";
import { pdfText as pdfTextOf } from "./pdf-text.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { DEMO_IMPORT_RULES } from "../src/server/demo/import-rules.js";
import { DEMO_PORTS } from "../src/server/demo/ports.js";
import { ensureImportRules } from "../src/server/modules/import-rules/service.js";
import { pricesOfUsdCents, type Rates } from "../src/shared/price-chain/index.js";
import { send } from "./helper.js";

let app: TestApp;
let admin: Actor;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  admin = await adminActor(app);
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

type Item = { key: string; krw: number; usd: number };
type Body = Record<string, unknown>;
const NAMES = { en: "Vladivostok", ko: "블라디보스토크", mn: "Владивосток", ru: "Владивосток" };

async function createPort(over: Body = {}) {
  const res = await send(app, admin, "POST", "/api/admin/ports", {
    name: NAMES,
    country: "RU",
    method: "roro",
    freight_usd: 1250,
    insurance_pct: 0.5,
    transit_days: 5,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; freight_usd: number; insurance_pct: number };
}

/** Expected figures, in cents, computed here from the contract's words. */
const toCents = (usd: number) => Math.round(usd * 100);
function fobCentsOf(items: Item[]) {
  return items.filter((i) => i.key !== "shipping" && i.key !== "insurance").reduce((sum, i) => sum + toCents(i.usd), 0);
}
/** An order's quote: the landed figures, and no duties (these tests set no import rules). */
const orderQuote = (portId: number, landed: ReturnType<typeof quoteOf>) => ({
  port_id: portId,
  ...landed,
  duties_total_usd: null,
  door_total_usd: null,
});

function quoteOf(fobCents: number, freightUsd: number, pct: number) {
  const freight = toCents(freightUsd);
  const insurance = Math.round(((fobCents + freight) * pct) / 100);
  return {
    fob_usd: fobCents / 100,
    freight_usd: freight / 100,
    insurance_usd: insurance / 100,
    total_usd: (fobCents + freight + insurance) / 100,
  };
}

async function buyer(country = "RU") {
  const who = await actor(app, { country });
  await adjust(app, admin, who.id, 5);
  return who;
}

async function pdfText(buffer: Buffer) {
  return (await pdfTextOf(buffer)).replace(/\s+/g, " ");
}
const usdIn = (lang: keyof typeof LOCALE, n: number) =>
  new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "USD" }).format(n).replace(/\s+/g, " ");

describe("FOB Korea and the landed price", () => {
  it("fob_usd is the export cost items but shipping and insurance; the list's landed_total_usd agrees", async () => {
    const port = await createPort({ freight_usd: 1200, insurance_pct: 1.3 });
    const car = await createCar(app, { priceKrw: 47_000_000 });
    const detail = (await send(app, null, "GET", `/api/cars/${car.id}?port_id=${port.id}`)).json();
    const items = detail.export_cost.items as Item[];
    const fob = fobCentsOf(items);
    const expected = quoteOf(fob, 1200, 1.3);
    expect(detail.landed).toMatchObject(expected);
    // Neither the settings' ocean freight nor their insurance is inside FOB any more.
    const generic = items.filter((i) => i.key === "shipping" || i.key === "insurance");
    expect(generic).toHaveLength(2);
    expect(detail.landed.fob_usd).toBeLessThan(detail.export_cost.total_usd - generic[0].usd);
    expect(detail.landed.total_usd).toBeLessThan(
      detail.export_cost.total_usd + expected.freight_usd + expected.insurance_usd - 1000,
    );
    const list = (await send(app, null, "GET", `/api/cars?port_id=${port.id}&page_size=100`)).json();
    expect(list.items.find((c: { id: number }) => c.id === car.id).landed_total_usd).toBe(expected.total_usd);
  });
});

describe("the order's quote and amount due", () => {
  it("freezes landed as the quote; amount_due_usd is the quote's total, then price + freight + insurance", async () => {
    const port = await createPort({ freight_usd: 1250, insurance_pct: 0.5 });
    const who = await buyer();
    const car = await createBannerCar(app, { priceKrw: 33_000_000 });
    const landed = (await send(app, null, "GET", `/api/cars/${car.id}?port_id=${port.id}`)).json().landed;
    const orderId = (await send(app, who, "POST", `/api/cars/${car.id}/purchase`, { port_id: port.id })).json()
      .order_id;
    const order = (await send(app, who, "GET", `/api/users/me/orders/${orderId}`)).json();
    expect(order.quote).toEqual({
      port_id: port.id,
      fob_usd: landed.fob_usd,
      freight_usd: landed.freight_usd,
      insurance_usd: landed.insurance_usd,
      total_usd: landed.total_usd,
      duties_total_usd: null,
      door_total_usd: null,
    });
    expect(order.amount_due_usd).toBe(landed.total_usd);
    const listed = (await send(app, who, "GET", "/api/users/me/orders")).json().items[0];
    expect(listed).toMatchObject({ id: orderId, amount_due_usd: landed.total_usd });
    expect(listed).not.toHaveProperty("car_vin");
    const adminView = (await send(app, admin, "GET", "/api/admin/orders?page_size=100")).json();
    expect(adminView.items.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      amount_due_usd: landed.total_usd,
      car_vin: null,
    });

    // Invoiced at the quote's FOB: the same amount.
    const inv = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { status: "invoiced" });
    expect(inv.json()).toMatchObject({ price_usd: landed.fob_usd, amount_due_usd: landed.total_usd });
  });

  it("an order without a port: amount_due_usd is null until priced, then price_usd", async () => {
    const who = await buyer();
    const car = await createBannerCar(app);
    const orderId = (await send(app, who, "POST", `/api/cars/${car.id}/purchase`)).json().order_id;
    expect((await send(app, who, "GET", `/api/users/me/orders/${orderId}`)).json()).toMatchObject({
      quote: null,
      amount_due_usd: null,
    });
    const res = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, {
      status: "invoiced",
      price_usd: 9100.5,
    });
    expect(res.json()).toMatchObject({ amount_due_usd: 9100.5, quote: null });
  });
});

describe("an admin's new price or port", () => {
  it("a new price recomputes insurance on (price + freight) and notifies the buyer with its email", async () => {
    const port = await createPort({ freight_usd: 1250, insurance_pct: 0.5 });
    const who = await buyer("RU");
    const car = await createBannerCar(app, { priceKrw: 80_000_000 });
    const orderId = (await send(app, who, "POST", `/api/cars/${car.id}/purchase`, { port_id: port.id })).json()
      .order_id;
    const before = (await send(app, who, "GET", `/api/users/me/orders/${orderId}`)).json();
    const res = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, {
      status: "invoiced",
      price_usd: 57_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = quoteOf(5_700_000, 1250, 0.5);
    expect(res.json().quote).toEqual(orderQuote(port.id, expected));
    expect(res.json()).toMatchObject({ price_usd: 57_000, amount_due_usd: expected.total_usd });
    expect(expected.total_usd).toBe(58_541.25); // 57,000 + 1,250 + 0.5 % of 58,250 = 291.25
    // The buyer: a notification with its email, in their language, naming both amounts.
    const notes = (await send(app, who, "GET", "/api/users/me/notifications")).json().items;
    const note = notes.find((n: { kind: string }) => n.kind === "order_amount");
    // In-app in the account's language, the email by country (Russia: Russian).
    expect(note.title).toContain(usdIn("en", expected.total_usd));
    expect(note.message).toContain(usdIn("en", before.amount_due_usd));
    const mail = await sink.waitFor((m) => sentTo(who.email)(m) && Boolean(m.subject?.includes("новая сумма")));
    expect(mail.subject).toContain(usdIn("ru", expected.total_usd));
    expect(mail.text?.replace(/\s+/g, " ")).toContain(usdIn("ru", before.amount_due_usd));

    // The same price again changes nothing and tells nobody.
    const count = notes.filter((n: { kind: string }) => n.kind === "order_amount").length;
    await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { price_usd: 57_000, vessel: "Sun Glory" });
    const again = (await send(app, who, "GET", "/api/users/me/notifications")).json().items;
    expect(again.filter((n: { kind: string }) => n.kind === "order_amount")).toHaveLength(count);
  });

  it("port_id sets the port (its name in the buyer's language), requotes at its freight and insurance", async () => {
    const vlad = await createPort({ freight_usd: 1250, insurance_pct: 0.5 });
    const ub = await createPort({
      name: { en: "Ulaanbaatar", ko: "울란바토르", mn: "Улаанбаатар", ru: "Улан-Батор" },
      country: "MN",
      method: "container",
      freight_usd: 2450,
      insurance_pct: 0.7,
    });
    const who = await buyer("MN");
    const car = await createBannerCar(app, { priceKrw: 30_000_000 });
    const orderId = (await send(app, who, "POST", `/api/cars/${car.id}/purchase`)).json().order_id;
    // An order bought without a port gets one: FOB from the car's export costs at its reserved price.
    const items = (await send(app, null, "GET", `/api/cars/${car.id}`)).json().export_cost.items as Item[];
    const set = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { port_id: ub.id });
    expect(set.statusCode, set.body).toBe(200);
    const q1 = quoteOf(fobCentsOf(items), 2450, 0.7);
    expect(set.json()).toMatchObject({
      destination_port: "Улаанбаатар",
      quote: { port_id: ub.id, ...q1 },
      amount_due_usd: q1.total_usd,
    });
    // Priced, then moved to another port: FOB is the price, freight and insurance the new port's.
    await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { price_usd: 20_000 });
    const moved = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { port_id: vlad.id });
    const q2 = quoteOf(2_000_000, 1250, 0.5);
    expect(moved.json()).toMatchObject({
      destination_port: "Владивосток",
      quote: { port_id: vlad.id, ...q2 },
      amount_due_usd: q2.total_usd,
    });
    // null: no port, an FOB order.
    const none = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { port_id: null });
    expect(none.json()).toMatchObject({ destination_port: null, quote: null, amount_due_usd: 20_000 });
    const kinds = (await send(app, who, "GET", "/api/users/me/notifications")).json().items;
    expect(kinds.filter((n: { kind: string }) => n.kind === "order_amount").length).toBeGreaterThanOrEqual(3);
  });

  it("a port deleted since the purchase: a new price keeps the quote's freight and insurance rate", async () => {
    const port = await createPort({ freight_usd: 1800, insurance_pct: 0.6 });
    const who = await buyer();
    const car = await createBannerCar(app, { priceKrw: 26_000_000 });
    const orderId = (await send(app, who, "POST", `/api/cars/${car.id}/purchase`, { port_id: port.id })).json()
      .order_id;
    expect((await del(app, admin, `/api/admin/ports/${port.id}`)).statusCode).toBe(204);
    const res = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { price_usd: 19_999.99 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = quoteOf(1_999_999, 1800, 0.6);
    const { quote, amount_due_usd } = res.json();
    expect(quote).toMatchObject({ port_id: port.id, fob_usd: 19_999.99, freight_usd: 1800 });
    // The rate read back from the frozen quote: the same insurance to within a cent.
    expect(Math.abs(quote.insurance_usd - expected.insurance_usd)).toBeLessThanOrEqual(0.01);
    expect(quote.total_usd).toBe(Math.round((19_999.99 + 1800 + quote.insurance_usd) * 100) / 100);
    expect(amount_due_usd).toBe(quote.total_usd);
  });

  it("refuses an inactive, unknown or malformed port, and port_id with a typed port, with 422", async () => {
    const off = await createPort();
    await send(app, admin, "PATCH", `/api/admin/ports/${off.id}`, { active: false });
    const ok = await createPort();
    const who = await buyer();
    const car = await createBannerCar(app);
    const orderId = (await send(app, who, "POST", `/api/cars/${car.id}/purchase`)).json().order_id;
    for (const body of [
      { port_id: off.id },
      { port_id: 2147483647 },
      { port_id: 0 },
      { port_id: -1 },
      { port_id: "1" + "0".repeat(400) },
      { port_id: 1.5 },
      { port_id: "x\u0000" },
      { port_id: ok.id, destination_port: "Busan" },
      { price_usd: -1 },
      { price_usd: 1e308 },
    ]) {
      const res = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect((await send(app, who, "GET", `/api/users/me/orders/${orderId}`)).json().quote).toBeNull();
  });
});

describe("every screen reads the chain (issue 50: compare used another price)", () => {
  type Prices = Record<"KRW" | "USD" | "MNT" | "RUB", number>;
  type Detail = {
    id: number;
    landed: { total_usd: number; total: Prices } & Body;
    duties: { total_usd: number; door_total_usd: number; door_total: Prices } & Body;
  };
  const CURRENCIES = ["KRW", "USD", "MNT", "RUB"] as const;

  it("the list item, compare and car detail give the same landed and door figures in each currency; compare's rows add up", async () => {
    await ensureImportRules(app.core, DEMO_IMPORT_RULES);
    const ub = DEMO_PORTS.find((p) => p.country === "MN")!;
    const vl = DEMO_PORTS.find((p) => p.country === "RU")!;
    const ports = [await createPort({ ...ub, name: ub.name }), await createPort({ ...vl, name: vl.name })];
    // A Palisade and a Carnival, as the buyer compared them (issue 50).
    const palisade = await createCar(app, {
      carName: "현대 팰리세이드 LX2 2.2 디젤",
      maker: "현대",
      model: "팰리세이드",
      fuel: "디젤",
      year: 2022,
      displacementCc: 2199,
      // Russia's recycling fee goes by power (import rules, whole): the makers' 202 PS.
      powerHp: 202,
      priceKrw: 35_900_000,
    });
    const carnival = await createCar(app, {
      carName: "기아 카니발 KA4 2.2 디젤",
      maker: "기아",
      model: "카니발",
      fuel: "디젤",
      year: 2021,
      displacementCc: 2151,
      powerHp: 202,
      priceKrw: 31_500_000,
    });
    const rates = (await send(app, null, "GET", "/api/settings/public")).json() as Rates;
    const step = { KRW: 1, USD: 0.01, MNT: 1, RUB: 0.01 };
    for (const port of ports) {
      for (const lang of ["en", "ru", "mn", "ko"] as const) {
        const q = `port_id=${port.id}&lang=${lang}`;
        const compare = (
          await send(app, null, "GET", `/api/cars/compare?ids=${palisade.id},${carnival.id}&${q}`)
        ).json().items as Detail[];
        const list = (await send(app, null, "GET", `/api/cars?port_id=${port.id}&page_size=100`)).json().items as {
          id: number;
          landed_total_usd: number;
        }[];
        for (const [i, car] of [palisade, carnival].entries()) {
          const detail = (await send(app, null, "GET", `/api/cars/${car.id}?${q}`)).json() as Detail;
          expect(detail.duties, `${car.carName} at ${port.id}`).not.toBeNull();
          // Compare is the car page's answer: the same landed price and duties.
          expect(compare[i].landed).toEqual(detail.landed);
          expect(compare[i].duties).toEqual(detail.duties);
          // The list card's figure, in each currency as the web converts it (the chain's own function).
          const item = list.find((c) => c.id === car.id)!;
          expect(item.landed_total_usd).toBe(detail.landed.total_usd);
          expect(pricesOfUsdCents(toCents(item.landed_total_usd), rates)).toEqual(detail.landed.total);
          // The rows add up: landed + duties = door, to the cent in dollars ...
          const { landed, duties } = compare[i];
          expect(toCents(landed.total_usd) + toCents(duties.total_usd)).toBe(toCents(duties.door_total_usd));
          expect(duties.door_total).toEqual(pricesOfUsdCents(toCents(duties.door_total_usd), rates));
          // ... and in each currency the duties shown (door − landed) are the duties' total, give or
          // take the last unit of rounding.
          for (const c of CURRENCIES) {
            const dutiesIn = pricesOfUsdCents(toCents(duties.total_usd), rates)[c];
            expect(Math.abs(duties.door_total[c] - landed.total[c] - dutiesIn), `${c} ${lang}`).toBeLessThanOrEqual(
              2 * step[c] + 1e-9,
            );
          }
        }
      }
    }
  });
});

describe("the buyer's address and phone", () => {
  it("PATCH /api/users/me takes them (trimmed, empty → null) and refuses bad values with 422", async () => {
    const who = await actor(app);
    const ok = await send(app, who, "PATCH", "/api/users/me", {
      address: "  Peace Avenue 17, apt 4\r\nUlaanbaatar 14200  ",
      phone: " +976 9911-2233 ",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ address: "Peace Avenue 17, apt 4\nUlaanbaatar 14200", phone: "+976 9911-2233" });
    expect((await send(app, who, "GET", "/api/users/me")).json()).toMatchObject({ phone: "+976 9911-2233" });
    for (const body of [
      { address: "a\u0000b" },
      { address: "x".repeat(301) },
      { address: "1\n2\n3\n4\n5\n6\n7" },
      { address: 5 },
      { phone: "call me" },
      { phone: "12" },
      { phone: "+1 " + "2".repeat(29) },
      { phone: "+7\u0000900" },
      { phone: ["+7"] },
    ]) {
      const res = await send(app, who, "PATCH", "/api/users/me", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    const cleared = await send(app, who, "PATCH", "/api/users/me", { address: "", phone: null });
    expect(cleared.json()).toMatchObject({ address: null, phone: null });
  });
});

describe("one order through the whole chain", () => {
  it("the car page, the purchase, the order and the invoice PDF carry the same figures", async () => {
    await send(app, admin, "PUT", "/api/admin/settings", { port_of_loading: "Incheon, Korea" });
    const port = await createPort({ freight_usd: 1250, insurance_pct: 0.5 });
    const who = await buyer("RU");
    await send(app, who, "PATCH", "/api/users/me", {
      address: "ул. Светланская, 1, Владивосток",
      phone: "+7 423 222-33-44",
    });
    const car = await createBannerCar(app, { priceKrw: 45_500_000, vin: "KMHL341DBNA654321" });

    // 1. The car page: landed and the cost items it is made of.
    const detail = (await send(app, who, "GET", `/api/cars/${car.id}?port_id=${port.id}&lang=ru`)).json();
    const expected = quoteOf(fobCentsOf(detail.export_cost.items), 1250, 0.5);
    expect(detail.landed).toMatchObject(expected);

    // 2. The purchase's quote.
    const orderId = (await send(app, who, "POST", `/api/cars/${car.id}/purchase`, { port_id: port.id })).json()
      .order_id;
    const order = (await send(app, who, "GET", `/api/users/me/orders/${orderId}`)).json();
    expect(order.quote).toEqual(orderQuote(port.id, expected));

    // 3. The order answers (the buyer's and the admin's): the amount due.
    const invoiced = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, { status: "invoiced" });
    expect(invoiced.json()).toMatchObject({ amount_due_usd: expected.total_usd, car_vin: "KMHL341DBNA654321" });
    const mine = (await send(app, who, "GET", `/api/users/me/orders/${orderId}`)).json();
    expect(mine.amount_due_usd).toBe(expected.total_usd);
    expect(mine.price_usd).toBe(expected.fob_usd);

    // 4. The invoice PDF, in Russian and in English: the same four figures, the port in each language.
    const ru = await pdfText((await send(app, who, "GET", `/api/users/me/orders/${orderId}/invoice`)).rawPayload);
    for (const n of [expected.fob_usd, expected.freight_usd, expected.insurance_usd, expected.total_usd])
      expect(ru).toContain(usdIn("ru", n));
    expect(ru).toContain("Владивосток");
    expect(ru).toContain("KMHL341DBNA654321");
    // The port of loading in the invoice's language (issue 51), Korea's port by its Russian name.
    expect(ru).toContain("Порт погрузки: Инчхон, Корея");
    expect(ru).toContain("ул. Светланская, 1, Владивосток");
    expect(ru).toContain("+7 423 222-33-44");
    // The make as registered, not by sound.
    expect(ru).toContain("Hyundai Sonata");
    const en = await pdfText(
      (await send(app, admin, "GET", `/api/admin/orders/${orderId}/invoice?lang=en`)).rawPayload,
    );
    expect(en).toContain("Freight to Vladivostok");
    expect(en).toContain(`Total CIF Vladivostok (USD) ${usdIn("en", expected.total_usd)}`);
    expect(en).not.toMatch(/(Freight to|CIF|destination:) Владивосток/);
    expect(en).toContain("Port of loading: Incheon, Korea");
    const ko = await pdfText(
      (await send(app, admin, "GET", `/api/admin/orders/${orderId}/invoice?lang=ko`)).rawPayload,
    );
    expect(ko).toContain("블라디보스토크");
    expect(ko).toContain(usdIn("ko", expected.total_usd));
  });
});
