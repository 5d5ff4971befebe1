// Invoices that cannot be faked (../shared/docs/api.md "Door to door"): the invoice code (set at
// `invoiced`, stable, unique), GET /api/invoices/verify/{code} (the real amount due and bank details,
// nothing about the buyer but the country, its limit per client address), the invoice PDF's verify
// address, QR code and warning, and the notice to invoiced buyers when the bank details change.
import { and, eq, inArray } from "drizzle-orm";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../src/server/db/schema/community.js";
import { actor, adjust, adminActor, type Actor } from "./credits-helpers.js";
import { putSettings } from "./deals-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { createBannerCar } from "./factories.js";
import { BASE_URL, SITE_ENV, SITE_NAME, recipients } from "./notifications-helpers.js";
import { pdfText } from "./pdf-text.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { patient } from "./patience.js";
import { builtWebApp } from "./web-build.js";
import { send } from "./helper.js";

let app: TestApp;
let admin: Actor;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url }, SITE_ENV);
  admin = await adminActor(app);
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

const CROCKFORD_16 = /^[0-9A-HJKMNP-TV-Z]{16}$/;
type Order = {
  id: number;
  status: string;
  invoice_code: string | null;
  price_usd: number | null;
  quote: Quote | null;
  amount_due_usd: number | null;
};
type Quote = { fob_usd: number; freight_usd: number; insurance_usd: number; total_usd: number };

let addressSeq = 0;
/** A client address of its own, so one test's look-ups never count against another's limit. */
const freshAddress = () => `198.51.100.${++addressSeq}`;

function verify(code: string, remoteAddress = "203.0.113.250") {
  return app.inject({ method: "GET", url: `/api/invoices/verify/${code}`, remoteAddress });
}

async function funded(country: string, overrides: Parameters<typeof actor>[1] = {}) {
  const who = await actor(app, { country, ...overrides });
  await adjust(app, admin, who.id, 5);
  return who;
}

async function reserve(buyer: Actor, opts: { portId?: number; vin?: string | null; carName?: string } = {}) {
  const car = await createBannerCar(app, {
    priceKrw: 27_800_000,
    vin: opts.vin ?? null,
    ...(opts.carName ? { carName: opts.carName } : {}),
  });
  const res = await send(
    app,
    buyer,
    "POST",
    `/api/cars/${car.id}/purchase`,
    opts.portId ? { port_id: opts.portId } : undefined,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { car, orderId: res.json().order_id as number };
}

async function patch(orderId: number, body: Record<string, unknown>) {
  const res = await send(app, admin, "PATCH", `/api/admin/orders/${orderId}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Order & { email: string; user_name: string };
}

const myOrder = async (buyer: Actor, orderId: number) =>
  (await send(app, buyer, "GET", `/api/users/me/orders/${orderId}`)).json() as Order & {
    events: { status: string; at: string }[];
  };

describe("the invoice code", () => {
  it("appears at invoiced (null before) and never changes: re-PATCH, price change, paid, shipped", async () => {
    const buyer = await funded("MN");
    const { orderId } = await reserve(buyer);
    expect((await myOrder(buyer, orderId)).invoice_code).toBeNull();
    const invoiced = await patch(orderId, { status: "invoiced", price_usd: 18_450 });
    const code = invoiced.invoice_code!;
    expect(code).toMatch(CROCKFORD_16);
    expect((await myOrder(buyer, orderId)).invoice_code).toBe(code);
    const adminList = (await send(app, admin, "GET", "/api/admin/orders?page_size=100")).json();
    expect(adminList.items.find((o: Order) => o.id === orderId).invoice_code).toBe(code);
    const buyerList = (await send(app, buyer, "GET", "/api/users/me/orders")).json();
    expect(buyerList.items.find((o: Order) => o.id === orderId).invoice_code).toBe(code);

    // Invoiced again (the same status: no move), with a new price and a note: the same code.
    expect((await patch(orderId, { status: "invoiced", price_usd: 18_200, note: "corrected" })).invoice_code).toBe(
      code,
    );
    expect((await patch(orderId, { status: "paid" })).invoice_code).toBe(code);
    expect((await patch(orderId, { status: "shipped", vessel: "MORNING CHORUS" })).invoice_code).toBe(code);
    expect((await myOrder(buyer, orderId)).invoice_code).toBe(code);
    expect((await verify(code)).json()).toMatchObject({ status: "shipped", amount_due_usd: 18_200 });
  });

  it("stays on an order cancelled after its invoice, whose check then says cancelled", async () => {
    const buyer = await funded("RU");
    const { orderId } = await reserve(buyer);
    const code = (await patch(orderId, { status: "invoiced", price_usd: 14_000 })).invoice_code!;
    const cancelled = await patch(orderId, { status: "cancelled", note: "buyer withdrew" });
    expect(cancelled).toMatchObject({ status: "cancelled", invoice_code: code });
    expect((await verify(code, freshAddress())).json()).toMatchObject({ valid: true, status: "cancelled" });
  });

  it("is unique across a parallel burst of invoicing many orders", async () => {
    const buyer = await funded("RU");
    await adjust(app, admin, buyer.id, 30);
    const ids: number[] = [];
    for (let i = 0; i < 16; i++) ids.push((await reserve(buyer)).orderId);
    const answers = await Promise.all(
      ids.map((id, i) =>
        send(app, admin, "PATCH", `/api/admin/orders/${id}`, { status: "invoiced", price_usd: 9000 + i }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const codes = answers.map((a) => a.json().invoice_code as string);
    for (const c of codes) expect(c).toMatch(CROCKFORD_16);
    expect(new Set(codes).size).toBe(ids.length);
    // Each code finds its own order.
    const found = await Promise.all(codes.map((c) => verify(c, freshAddress())));
    expect(found.map((f) => f.json().amount_due_usd)).toEqual(ids.map((_, i) => 9000 + i));
  });
});

describe("GET /api/invoices/verify/{code}", () => {
  it("answers exactly what the real invoice names: amount due (price or CIF), beneficiary, bank details, car, country", async () => {
    await putSettings(app, admin, {
      seller_legal_name: "Hanbit Auto Export Co., Ltd.",
      invoice_bank_details: "Bank: Woori Bank (SWIFT HVBKKRSE)\nAccount: 1005-903-112233 (USD)",
    });
    // Without a port: the amount due is price_usd.
    const buyer = await funded("KZ", { name: "Aidos Seitkali", email: `aidos-${Date.now()}@example.kz` });
    const { car, orderId } = await reserve(buyer, { vin: "KMHL 341DBPA123456", carName: "현대 쏘나타 DN8" });
    const order = await patch(orderId, { status: "invoiced", price_usd: 17_325.5 });
    const issued = (await myOrder(buyer, orderId)).events.find((e) => e.status === "invoiced")!.at;
    const res = await verify(order.invoice_code!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      valid: true,
      order_reference: `PI-${String(orderId).padStart(6, "0")}`,
      status: "invoiced",
      issued_at: issued,
      amount_due_usd: 17_325.5,
      beneficiary: "Hanbit Auto Export Co., Ltd.",
      bank_details: "Bank: Woori Bank (SWIFT HVBKKRSE)\nAccount: 1005-903-112233 (USD)",
      car: { car_name: car.carName, vin_last6: "123456" },
      buyer_country: "KZ",
    });
    // Nothing names the buyer.
    expect(res.body).not.toContain(buyer.email);
    expect(res.body).not.toContain("Aidos");
    expect(res.body).not.toMatch(/"(email|user_name|name|user_id)"/);

    // With a port: the CIF total (FOB + freight + insurance of the frozen quote), never the duties.
    const port = await send(app, admin, "POST", "/api/admin/ports", {
      name: { en: "Vladivostok", ko: "블라디보스토크", mn: "Владивосток", ru: "Владивосток" },
      country: "RU",
      method: "roro",
      freight_usd: 1187.4,
      insurance_pct: 0.7,
      transit_days: 5,
    });
    expect(port.statusCode, port.body).toBe(201);
    const ruBuyer = await funded("RU");
    const withPort = await reserve(ruBuyer, { portId: port.json().id });
    const cif = await patch(withPort.orderId, { status: "invoiced" });
    const q = cif.quote!;
    const expected = Math.round(cif.price_usd! * 100 + q.freight_usd * 100 + q.insurance_usd * 100) / 100;
    expect(cif.price_usd).toBe(q.fob_usd);
    const answer = (await verify(cif.invoice_code!)).json();
    expect(answer.amount_due_usd).toBe(expected);
    expect(answer).toMatchObject({ buyer_country: "RU", car: { vin_last6: null } });
    // A new price keeps the quote's freight; its insurance is recomputed on price + freight (the
    // port's rate, as the landed price is), and the amount due is their sum, as the invoice states it.
    const repriced = await patch(withPort.orderId, { price_usd: 15_000 });
    const rq = repriced.quote!;
    expect(rq.freight_usd).toBe(q.freight_usd);
    expect(rq.insurance_usd).toBe(
      Math.round((1_500_000 + q.freight_usd * 100) * (port.json().insurance_pct / 100)) / 100,
    );
    expect((await verify(repriced.invoice_code!)).json().amount_due_usd).toBe(
      Math.round(1_500_000 + rq.freight_usd * 100 + rq.insurance_usd * 100) / 100,
    );
    expect(repriced.amount_due_usd).toBe((await verify(repriced.invoice_code!)).json().amount_due_usd);

    // Without invoice bank details, the top-up ones are the invoice's.
    await putSettings(app, admin, {
      invoice_bank_details: "",
      topup_bank_details: "Bank: Kookmin Bank\nAccount: 9-9-9",
    });
    expect((await verify(order.invoice_code!)).json().bank_details).toBe("Bank: Kookmin Bank\nAccount: 9-9-9");
  });

  it("compares the code case-insensitively, ignoring spaces and dashes", async () => {
    const buyer = await funded("MN");
    const { orderId } = await reserve(buyer);
    const code = (await patch(orderId, { status: "invoiced", price_usd: 12_000 })).invoice_code!;
    const ip = freshAddress();
    const spaced = `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8, 12)}--${code.slice(12)}`.toLowerCase();
    for (const typed of [code.toLowerCase(), encodeURIComponent(spaced), encodeURIComponent(` ${code} `)]) {
      const res = await verify(typed, ip);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(res.json().order_reference).toBe(`PI-${String(orderId).padStart(6, "0")}`);
    }
  });

  it("an unknown code, an order cancelled before its invoice, and hostile input: 404 or 422, never 500", async () => {
    const buyer = await funded("MN");
    const { orderId } = await reserve(buyer);
    const cancelled = await send(app, buyer, "POST", `/api/users/me/orders/${orderId}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", invoice_code: null });
    const ip = freshAddress();
    const unknown = await verify("7K3M9QH2X4ZP8R1D", ip);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("not_found");
    for (const hostile of [
      "%00",
      `ABCD%00EFGH1234JKLM`,
      "A".repeat(10_000),
      "%F0%9F%98%80",
      "..%2F..%2Fetc",
      "%20",
      "'%20OR%201=1--",
    ]) {
      const res = await verify(hostile, freshAddress());
      expect([404, 422], `${hostile.slice(0, 30)}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json().error).toBeDefined();
    }
  });

  it("allows 20 look-ups a minute per client address: the 21st (in parallel) is 429 with Retry-After", async () => {
    const ip = freshAddress();
    const answers = await Promise.all(Array.from({ length: 21 }, () => verify("0000000000000000", ip)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const limited = answers.find((a) => a.statusCode === 429)!;
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Another address is not limited.
    expect((await verify("0000000000000000", freshAddress())).statusCode).toBe(404);
  });
});

/** The QR code images of a PDF's first page, as pdfjs decodes them (width, height, pixels, channels). */
async function pdfImages(pdf: Buffer) {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const ops = await page.getOperatorList();
    const images: { width: number; height: number; data: Uint8ClampedArray; channels: number }[] = [];
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
      const id = ops.argsArray[i][0] as string;
      const img = await new Promise<{ width: number; height: number; data: Uint8ClampedArray; kind: number }>(
        (resolve) => page.objs.get(id, resolve),
      );
      images.push({
        width: img.width,
        height: img.height,
        data: img.data,
        channels: img.kind === 3 ? 4 : img.kind === 2 ? 3 : 1,
      });
    }
    return images;
  } finally {
    await task.destroy();
  }
}

/** Reads a QR image back into its module matrix: the dark area's box divided into `size` squares, each sampled at its centre. */
function modulesOf(img: { width: number; height: number; data: Uint8ClampedArray; channels: number }, size: number) {
  const dark = (x: number, y: number) => img.data[(y * img.width + x) * img.channels] < 128;
  let minX = img.width;
  let minY = img.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (dark(x, y)) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
  const cell = (maxX - minX + 1) / size;
  const bits: number[] = [];
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      bits.push(dark(Math.floor(minX + (c + 0.5) * cell), Math.floor(minY + (r + 0.5) * cell)) ? 1 : 0);
  return bits;
}

describe("the invoice PDF", () => {
  it("prints the verify address, its QR code and that the bank details never change by email (buyer's language)", async () => {
    const buyer = await funded("US");
    const { orderId } = await reserve(buyer);
    const code = (await patch(orderId, { status: "invoiced", price_usd: 21_000 })).invoice_code!;
    const url = `${BASE_URL}/verify/${code}`;
    const res = await send(app, buyer, "GET", `/api/users/me/orders/${orderId}/invoice`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain(url);
    expect(text).toContain(code);
    expect(text).toContain("Our bank details never change by email.");

    // The QR code is the address: the embedded image, read back module by module, is the QR of `url`.
    const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
    const images = await pdfImages(res.rawPayload);
    expect(images.length).toBeGreaterThan(0);
    const expected = Array.from(qr.modules.data, (b) => (b ? 1 : 0));
    expect(images.some((img) => modulesOf(img, qr.modules.size).join("") === expected.join(""))).toBe(true);

    for (const [lang, sentence] of [
      ["ru", "Наши банковские реквизиты никогда не меняются по электронной почте."],
      ["ko", "당사의 계좌 정보는 이메일로 변경되지 않습니다."],
      ["mn", "Манай дансны мэдээлэл имэйлээр хэзээ ч өөрчлөгдөхгүй."],
    ]) {
      const translated = await send(app, buyer, "GET", `/api/users/me/orders/${orderId}/invoice?lang=${lang}`);
      const t = (await pdfText(translated.rawPayload)).replace(/\s+/g, " ");
      expect(t, lang).toContain(url);
      expect(t.replace(/\s/g, ""), lang).toContain(sentence.replace(/\s/g, ""));
    }

    // New bank details show on the next download at once (the invoice is drawn from the settings each time).
    await putSettings(app, admin, { invoice_bank_details: "Bank: Hana Bank\nAccount: 555-000111-22" });
    const after = (
      await pdfText((await send(app, buyer, "GET", `/api/users/me/orders/${orderId}/invoice`)).rawPayload)
    ).replace(/\s+/g, " ");
    expect(after).toContain("Account: 555-000111-22");
    expect(after).toContain(url);
  });
});

describe("new bank details", () => {
  const noticesOf = (userIds: number[]) =>
    app.core.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "bank_details_changed"), inArray(notifications.userId, userIds)));

  it("are sent once to every buyer with an invoiced order, in their language, with the email; not to reserved or paid ones", async () => {
    await putSettings(app, admin, { invoice_bank_details: "Bank: Old Bank\nAccount: 1" });
    await drainJobs(app);
    const mn = await funded("MN");
    const ru = await funded("RU");
    const reservedOnly = await funded("US");
    const paidOnly = await funded("KZ");
    const mnOrder = await reserve(mn);
    const mnCode = (await patch(mnOrder.orderId, { status: "invoiced", price_usd: 10_000 })).invoice_code!;
    const ruOrders = [await reserve(ru), await reserve(ru)];
    for (const o of ruOrders) await patch(o.orderId, { status: "invoiced", price_usd: 11_000 });
    await reserve(reservedOnly);
    const paid = await reserve(paidOnly);
    await patch(paid.orderId, { status: "invoiced", price_usd: 9_000 });
    await patch(paid.orderId, { status: "paid" });
    const everyone = [mn.id, ru.id, reservedOnly.id, paidOnly.id];
    // Invoiced before this test by other tests: they are told too, but these four are the ones checked.
    expect(await noticesOf(everyone)).toEqual([]);

    const details =
      "Beneficiary: Hanbit Auto Export Co., Ltd.\nBank: Kookmin Bank (SWIFT CZNBKRSE)\nAccount: 754-21-0099-887";
    await putSettings(app, admin, { invoice_bank_details: details });
    await drainJobs(app);
    const rows = await noticesOf(everyone);
    expect(rows.map((r) => r.userId).sort()).toEqual([mn.id, ru.id].sort());
    expect(rows.find((r) => r.userId === mn.id)!.lang).toBe("mn");
    expect(rows.find((r) => r.userId === ru.id)!.lang).toBe("ru");
    expect(rows.find((r) => r.userId === mn.id)!.link).toBe(`/verify/${mnCode}`);
    // Two invoiced orders: one notice naming both, leading to the verify form.
    expect(rows.find((r) => r.userId === ru.id)!.link).toBe("/verify");

    const mnMail = await sink.waitFor(
      (m) => recipients(m).includes(mn.email) && m.text?.includes("754-21-0099-887") === true,
    );
    expect(mnMail.subject).toBe("Нэхэмжлэхийн төлбөр хийх дансны мэдээлэл шинэчлэгдлээ");
    expect(mnMail.text).toContain(`${BASE_URL}/verify/${mnCode}`);
    expect(mnMail.text).toContain("Kookmin Bank (SWIFT CZNBKRSE)");
    const ruMail = await sink.waitFor(
      (m) => recipients(m).includes(ru.email) && m.text?.includes("754-21-0099-887") === true,
    );
    expect(ruMail.subject).toBe("Новые банковские реквизиты для оплаты счёта");
    expect(ruMail.text).toContain(`${BASE_URL}/verify`);
    for (const o of ruOrders) expect(ruMail.text).toContain(`PI-${String(o.orderId).padStart(6, "0")}`);
    expect(
      sink.messages
        .filter((m) => recipients(m).includes(reservedOnly.email) || recipients(m).includes(paidOnly.email))
        .filter((m) => m.text?.includes("754-21-0099-887")),
    ).toEqual([]);

    // The same details stored again, or the top-up details while the invoice has its own: nobody is told.
    await putSettings(app, admin, { invoice_bank_details: details, seller_address: "Seoul" });
    await putSettings(app, admin, { topup_bank_details: "Bank: Top-up Bank\nAccount: 2" });
    await drainJobs(app);
    expect(await noticesOf(everyone)).toHaveLength(2);

    // Emptied: the invoice now prints the top-up details, which is a change the buyers hear of.
    await putSettings(app, admin, { invoice_bank_details: "" });
    await drainJobs(app);
    const later = await noticesOf([mn.id]);
    expect(later).toHaveLength(2);
    await sink.waitFor(
      (m) => recipients(m).includes(mn.email) && m.text?.includes("Top-up Bank") === true,
      patient(15_000),
    );
  });
});

describe("the pages /verify and /verify/{code}", () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({}, SITE_ENV, { webDistDir: builtWebApp() });
  });
  afterAll(async () => {
    await site?.close();
  });
  const page = (url: string) => site.inject({ method: "GET", url });

  it("answer 200 with their title in the page's language; the form is indexed, a code's page is not", async () => {
    const form = await page("/verify?lang=ko");
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<html lang="ko"');
    expect(form.body).toContain(`<title>청구서 확인 · ${SITE_NAME}</title>`);
    expect(form.body).toContain(`<link rel="canonical" href="${BASE_URL}/verify?lang=ko" />`);
    expect(form.body).toContain(`hreflang="ru" href="${BASE_URL}/verify?lang=ru"`);
    expect(form.body).not.toContain('content="noindex"');

    for (const [lang, title] of [
      ["en", "Verify an invoice"],
      ["mn", "Нэхэмжлэх шалгах"],
      ["ru", "Проверка счёта"],
    ]) {
      const res = await page(`/verify/7K3M-9QH2-X4ZP-8R1D?lang=${lang}`);
      expect(res.statusCode, lang).toBe(200);
      expect(res.body).toContain(`<html lang="${lang}"`);
      expect(res.body).toContain(`<title>${title} · ${SITE_NAME}</title>`);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    // Beyond a code's length, or deeper: the unknown-path 404.
    expect((await page(`/verify/${"A".repeat(70)}`)).statusCode).toBe(404);
    expect((await page("/verify/a/b")).statusCode).toBe(404);
  });
});
