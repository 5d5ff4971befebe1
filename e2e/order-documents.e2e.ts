// Shipping documents in the browser: the admin uploads them on the order screen (a wrong file is
// refused, a removal is confirmed) and sets the courier; the buyer sees the shipment timeline with
// the documents in the four languages at 390 and 1280 px and downloads one.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDocuments } from "../src/server/db/schema/deals.js";
import { orderStatusLabel } from "../src/shared/order-status-words.js";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import { createAdmin, createBannerCar, createUser, loginCookie } from "../test/factories.js";
import { documentUpload } from "../test/order-documents-helpers.js";
import { saveScreenshot, startE2e, type E2e } from "./harness.js";
import { open } from "./layout-sweep.js";
import { sweep } from "./sweep.js";

let e2e: E2e;
let adminCookie: string;
beforeAll(async () => {
  e2e = await startE2e();
  adminCookie = await loginCookie(e2e.app, await createAdmin(e2e.app));
});
afterAll(async () => {
  await e2e?.close();
});

type Json = Record<string, any>;
const locale = (lang: string, ns: string): Json =>
  JSON.parse(fs.readFileSync(`src/web/locales/${lang}/${ns}.json`, "utf8"));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function send(cookie: string, method: "POST" | "PATCH" | "GET", url: string, payload?: object) {
  const res = await e2e.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A buyer with a reserved order, moved on to `status` by the admin through the API. */
async function orderAt(status: "reserved" | "paid" | "shipped", country = "MN") {
  const buyer = await createUser(e2e.app, { country, name: "Бат-Эрдэнэ Ганбаатар" });
  await e2e.app.core.db.transaction((tx) =>
    applyLedgerEntry(tx, {
      userId: buyer.id,
      account: "cc",
      amount: 2000,
      kind: "admin_adjustment",
      idempotencyKey: `e2e-docs:${buyer.id}`,
    }),
  );
  const cookie = await loginCookie(e2e.app, buyer);
  const car = await createBannerCar(e2e.app, { priceKrw: 24_300_000 });
  const { order_id: orderId } = await send(cookie, "POST", `/api/cars/${car.id}/purchase`);
  const url = `/api/admin/orders/${orderId}`;
  if (status !== "reserved") {
    await send(adminCookie, "PATCH", url, { status: "invoiced", price_usd: 17_900 });
    await send(adminCookie, "PATCH", url, { status: "paid" });
  }
  if (status === "shipped")
    await send(adminCookie, "PATCH", url, {
      status: "shipped",
      vessel: "MV Morning Ocean",
      bl_number: "MOL-ICN-0042871",
      etd: "2026-12-01",
      eta: "2026-12-18",
      courier_name: "DHL Express",
      courier_tracking: "JD0146000062544",
    });
  return { buyer, cookie, orderId };
}

async function uploadByApi(orderId: number, kind: string, data: Buffer, filename: string) {
  const body = documentUpload(kind, data, filename);
  const res = await e2e.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/documents`,
    payload: body.payload,
    headers: { ...body.headers, cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("order documents in the browser", () => {
  it("admin (en): uploads with a kind, is refused a fake PDF, removes after confirming, sets the courier", async () => {
    const { orderId } = await orderAt("paid");
    const page = await open(e2e, "en", 1280, adminCookie);
    await page.goto("/admin/orders");
    await page.getByTestId(`admin-order-edit-${orderId}`).click();
    const dialog = page.getByTestId("admin-order-dialog").locator("..");
    const panel = page.getByTestId("admin-order-documents");
    await panel.getByTestId("admin-documents-empty").waitFor();

    const choose = async (label: string) => {
      await panel.getByTestId("admin-document-kind").click();
      await panel.getByRole("option", { name: label, exact: true }).click();
    };
    // A web page renamed to .pdf: the server reads the bytes and refuses it.
    await choose("Other document");
    await panel.locator('input[type="file"]').setInputFiles({
      name: "invoice.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html><body>pay here</body></html>"),
    });
    await panel.getByTestId("admin-document-upload").click();
    await expect
      .poll(() => panel.getByTestId("admin-document-error").innerText())
      .toBe(locale("en", "admin-orders").documents.wrongType);
    expect(await e2e.app.core.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId))).toEqual([]);

    await choose("Bill of lading (B/L)");
    await panel.locator('input[type="file"]').setInputFiles({
      name: "BL MOL-ICN-0042871.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await panel.getByTestId("admin-document-upload").click();
    const list = panel.getByTestId("admin-documents-list");
    await expect.poll(() => list.innerText()).toContain("BL MOL-ICN-0042871.pdf");
    expect(await list.innerText()).toContain("Bill of lading (B/L)");
    await choose("Photo");
    await panel
      .locator('input[type="file"]')
      .setInputFiles({ name: "loading.png", mimeType: "image/png", buffer: PNG });
    await panel.getByTestId("admin-document-upload").click();
    await expect.poll(() => list.innerText()).toContain("loading.png");
    const rows = await e2e.app.core.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId));
    expect(rows.map((r) => [r.kind, r.filename, r.contentType]).sort()).toEqual([
      ["bill_of_lading", "BL MOL-ICN-0042871.pdf", "application/pdf"],
      ["photo", "loading.png", "image/png"],
    ]);
    const modal = page.locator(".mantine-Modal-content");
    await modal.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await saveScreenshot(page, "order-documents-admin-1280");

    // The admin downloads what was uploaded.
    const bl = rows.find((r) => r.kind === "bill_of_lading")!;
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByTestId(`admin-document-download-${bl.id}`).click(),
    ]);
    expect(download.suggestedFilename()).toBe("BL MOL-ICN-0042871.pdf");
    expect(fs.readFileSync(await download.path())).toEqual(PDF);

    // Removing asks first; keeping changes nothing.
    const photo = rows.find((r) => r.kind === "photo")!;
    await panel.getByTestId(`admin-document-remove-${photo.id}`).click();
    const confirm = panel.getByTestId("admin-document-confirm");
    expect(await confirm.innerText()).toContain("loading.png");
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await confirm.waitFor({ state: "detached" });
    await panel.getByTestId(`admin-document-remove-${photo.id}`).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.getByTestId("admin-document-remove-confirm").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "order-documents-admin-390");
    await panel.getByTestId("admin-document-remove-confirm").click();
    await panel.getByTestId(`admin-document-${photo.id}`).waitFor({ state: "detached" });
    const [removed] = await e2e.app.core.db.select().from(orderDocuments).where(eq(orderDocuments.id, photo.id));
    expect(removed.deletedAt).not.toBeNull();
    // Nothing in the dialog is wider than the phone's screen.
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId("admin-order-courier").fill("EMS Korea Post");
    await page.getByTestId("admin-order-tracking").fill("EE123456789KR");
    await page.getByTestId("admin-order-save").click();
    await page.getByTestId("admin-order-dialog").waitFor({ state: "detached" });
    const orders = await send(adminCookie, "GET", "/api/admin/orders?page_size=100");
    expect(orders.items.find((o: Json) => o.id === orderId)).toMatchObject({
      courier_name: "EMS Korea Post",
      courier_tracking: "EE123456789KR",
      documents: [expect.objectContaining({ id: bl.id })],
    });
  });

  it("buyer: the shipment timeline and the documents in en/ko/mn/ru at 390 and 1280 px, and a download", async () => {
    const { cookie, orderId } = await orderAt("shipped");
    const bl = await uploadByApi(orderId, "bill_of_lading", PDF, "Bill of lading MOL-ICN-0042871 (original scan).pdf");
    const ec = await uploadByApi(orderId, "export_certificate", PDF, "수출신고필증_2026_12_01.pdf");
    const order = await send(cookie, "GET", `/api/users/me/orders/${orderId}`);
    const at = (status: string) => order.events.find((e: Json) => e.status === status).at;

    for (const { lang, widths } of sweep(390, 1280)) {
      const t = locale(lang, "orders");
      for (const width of widths) {
        const page = await open(e2e, lang, width, cookie);
        await page.goto("/me/orders");
        const card = page.getByTestId(`order-${orderId}`);
        const docs = card.getByTestId("order-documents");
        await docs.waitFor();
        await expect.poll(() => page.evaluate("document.documentElement.lang")).toBe(lang);
        const timeline = card.getByTestId("order-timeline");
        // Every step of the deal, translated; the reached ones with their dates, delivery still ahead.
        for (const status of ["reserved", "invoiced", "paid", "shipped", "delivered"] as const) {
          const step = timeline.getByTestId(`order-step-${status}`);
          expect(await step.innerText()).toContain(orderStatusLabel(status, lang));
          expect(await step.getAttribute("data-reached")).toBe(String(status !== "delivered"));
        }
        for (const status of ["reserved", "invoiced", "paid", "shipped"]) {
          const shown = await timeline.getByTestId(`order-step-date-${status}`).innerText();
          // The date part of the event's moment as the page writes it (Mongolian: 2026.12.04).
          const d = new Date(at(status));
          const ymd =
            lang === "mn"
              ? `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, "0")}.${String(d.getDate()).padStart(2, "0")}`
              : String(d.getFullYear());
          expect(shown).toContain(ymd);
        }
        const text = await timeline.innerText();
        for (const value of ["MV Morning Ocean", "MOL-ICN-0042871", "DHL Express", "JD0146000062544"])
          expect(text).toContain(value);
        expect(text).toContain(t.shipment.courier);
        expect(await timeline.getByTestId("shipment-eta").innerText()).toContain(t.fields.eta);
        // The documents: kind in the language, file name, newest first.
        const kinds = await docs.getByTestId("order-document-kind").allInnerTexts();
        expect(kinds).toEqual([t.documents.kind.export_certificate, t.documents.kind.bill_of_lading]);
        expect(await docs.getByTestId("order-document-filename").allInnerTexts()).toEqual([ec.filename, bl.filename]);
        // Nothing wider than the window.
        expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
        await saveScreenshot(page, `order-documents-buyer-${lang}-${width}`, { fullPage: true });

        if (lang === "ru" && width === 390) {
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            docs.getByTestId(`order-document-download-${bl.id}`).click(),
          ]);
          expect(download.suggestedFilename()).toBe(bl.filename);
          expect(fs.readFileSync(await download.path())).toEqual(PDF);
        }
        await page.context().close();
      }
    }
  });

  it("buyer: a cancelled reservation ends its timeline there, with no documents section", async () => {
    const { cookie, orderId } = await orderAt("reserved", "RU");
    await send(cookie, "POST", `/api/users/me/orders/${orderId}/cancel`);
    const page = await open(e2e, "ru", 390, cookie);
    await page.goto("/me/orders");
    const card = page.getByTestId(`order-${orderId}`);
    const timeline = card.getByTestId("order-timeline");
    await timeline.waitFor();
    await expect
      .poll(() => timeline.getByTestId("order-step-cancelled").innerText())
      .toContain(orderStatusLabel("cancelled", "ru"));
    expect(await timeline.locator('[data-testid^="order-step-"][data-reached]').count()).toBe(2);
    expect(await card.getByTestId("order-documents").count()).toBe(0);
  });
});
