// Destination ports in the browser (issue 26): a Russian buyer picks Vladivostok and sees the car
// delivered there in roubles with the CIF breakdown; a Korean admin adds a port; a Mongolian buyer
// buys with a port and downloads an invoice naming the port, the bank details and the CIF total.
// Every new screen is drawn at 390 and 1366 px in the four languages (saved as PNGs in
// <E2E_SCREENSHOTS>/ports/ when that is set).
import fs from "node:fs";
import type { Page } from "playwright-core";
import { pdfText } from "../test/pdf-text.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import { ensurePorts } from "../src/server/modules/ports/service.js";
import { DEMO_PORTS } from "../src/server/demo/ports.js";
import { createAdmin, createBannerCar, createCar, createUser, loginCookie } from "../test/factories.js";
import { saveScreenshot, startE2e, type E2e } from "./harness.js";
import { fromCents, landedCents, toCents } from "../src/shared/price-chain/index.js";
import { sweep, type Lang } from "./sweep.js";

let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
  await ensurePorts(e2e.app.core, DEMO_PORTS);
});
afterAll(async () => {
  await e2e?.close();
});

async function fund(userId: number, milli: number) {
  await e2e.app.core.db.transaction((tx) =>
    applyLedgerEntry(tx, {
      userId,
      account: "cc",
      amount: milli,
      kind: "admin_adjustment",
      idempotencyKey: `e2e-ports-fund:${userId}:${Date.now()}`,
    }),
  );
}

/** Logs in (the session cookie; accounts.e2e.ts drives the login form) and sets the page language. */
async function loggedInPage(user: { email: string; password: string }, lang: Lang) {
  const page = await e2e.newPage();
  await e2e.logIn(page, user);
  await page.goto("/");
  await setLanguage(page, lang);
  return page;
}

async function setLanguage(page: Page, lang: string) {
  const switcher = page.getByTestId("language-switcher").first();
  if ((await switcher.inputValue()) !== lang) await switcher.selectOption(lang);
  await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(lang);
}

/** The page at 390 and 1366 px in the four languages (the sweep: e2e/sweep.ts), each saved as a PNG with E2E_SCREENSHOTS. */
async function shootAll(page: Page, name: string, ready: () => Promise<void>) {
  for (const { lang, widths } of sweep(390, 1366)) {
    // The language switcher is in the wide header (on a phone it is behind the menu).
    await page.setViewportSize({ width: 1280, height: 900 });
    await setLanguage(page, lang);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await ready();
      await saveScreenshot(page, `ports/${name}-${lang}-${width}`, { fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Picks a port in the Mantine select with this test id. */
async function pickPort(page: Page, scope: ReturnType<Page["getByTestId"]> | Page, name: string) {
  await scope.getByTestId("port-picker").first().click();
  await page.getByRole("option", { name, exact: true }).click();
}

async function portsByName() {
  const res = await fetch(`${e2e.baseUrl}/api/ports`);
  return (await res.json()) as { id: number; name: Record<string, string>; insurance_pct: number }[];
}

describe("destination ports in the browser", () => {
  it("a Russian buyer picks Vladivostok: the car page, the cards and the list show the total there in roubles", async () => {
    const buyer = await createUser(e2e.app, { name: "Алексей", country: "RU" });
    const car = await createCar(e2e.app, {
      priceKrw: 19_800_000,
      carName: "기아 K5 DL3 2.0 가솔린",
      maker: "기아",
      model: "K5",
    });
    const page = await loggedInPage(buyer, "ru");
    await page.goto(`/cars/${car.id}`);
    await page.getByTestId("car-detail").waitFor();
    await pickPort(page, page, "Владивосток");
    const total = page.getByTestId("landed-total");
    await total.waitFor();
    const vladivostok = (await portsByName()).find((p) => p.name.en === "Vladivostok")!;
    // The same figure as the API's landed total in RUB, in roubles.
    const api = (await (await fetch(`${e2e.baseUrl}/api/cars/${car.id}?port_id=${vladivostok.id}&lang=ru`)).json()) as {
      landed: { total: { RUB: number }; total_usd: number };
    };
    const rub = new Intl.NumberFormat("ru", {
      style: "currency",
      currency: "RUB",
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    }).format(Math.round(api.landed.total.RUB));
    await expect.poll(() => total.innerText()).toBe(rub);
    expect(await page.getByTestId("landed-price").getAttribute("data-currency")).toBe("RUB");
    expect(await page.getByTestId("landed-price").innerText()).toContain("Владивосток");
    // The breakdown one tap away: FOB + freight + insurance = CIF.
    await page.getByTestId("landed-info").click();
    const breakdown = page.getByTestId("landed-breakdown");
    await breakdown.waitFor();
    const text = await breakdown.innerText();
    for (const word of ["FOB", "Фрахт (RoRo)", "Страховка (0,5 %)", "Итого CIF"]) expect(text).toContain(word);
    expect(text.replace(/\s/g, "")).toContain(`${api.landed.total_usd}`.replace(".", ","));
    await saveScreenshot(page, "ports/breakdown-ru-1280");
    await page.keyboard.press("Escape");

    // The cost table follows the port, as one chain (issue 50): the FOB items paid in Korea, FOB
    // Korea on a row of its own, the port's freight and insurance (not the generic shipping and
    // insurance) and the same total as landed; in roubles, with the dollars beside them, no won.
    const costTable = page.getByTestId("car-export-cost");
    await expect.poll(() => costTable.getAttribute("data-port")).toBe(String(vladivostok.id));
    const lines = await costTable
      .locator("[data-line]")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-line")));
    expect(lines).toEqual([
      "car_price",
      "domestic_export_customs",
      "inland_transport",
      "agency_fee",
      "fob",
      "port_freight",
      "port_insurance",
      "cif",
    ]);
    expect(await costTable.innerText()).not.toContain("₩");
    const column = async (end: "local" | "usd") =>
      Promise.all(lines.map((line) => page.getByTestId(`cost-chain-${line}-${end}`).innerText()));
    const roubles = await column("local");
    const dollars = await column("usd");
    for (const text of roubles) expect(text).toMatch(/^[\d\s\u00a0\u202f]+₽$/);
    for (const text of dollars) expect(text).toMatch(/^[\d\s\u00a0\u202f,]+\s\$$/);
    // Both columns add up: the items make FOB; FOB, freight and insurance make CIF, the car page's figure.
    const number = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
    for (const figures of [roubles.map(number), dollars.map(number)]) {
      const [a, b, c, d, fob, freight, insurance, cif] = figures;
      expect(a + b + c + d).toBe(fob);
      expect(fob + freight + insurance).toBe(cif);
    }
    expect(roubles[7]).toBe(rub);
    expect(number(dollars[7])).toBe(Math.round(api.landed.total_usd * 100));
    expect(await costTable.innerText()).not.toContain("CIF:");
    await saveScreenshot(page, "ports/cost-table-ru-1280", { fullPage: true });
    // The popover beside "Delivered to" writes the table's roubles, so its rows add up to its total too.
    await page.getByTestId("landed-info").click();
    await breakdown.waitFor();
    for (const [row, figure] of [
      ["landed-fob", roubles[4]],
      ["landed-freight", roubles[5]],
      ["landed-insurance", roubles[6]],
      ["landed-cif", roubles[7]],
    ] as const)
      expect(await page.getByTestId(row).innerText(), row).toContain(figure);
    await page.keyboard.press("Escape");

    // Two columns that grow apart: the condition report follows the photos, not the price and
    // the cost chain beside them (issue 50: ~900 px of empty column under the photos).
    const photos = (await page.getByTestId("car-gallery").boundingBox())!;
    const condition = (await page.getByTestId("condition-report").boundingBox())!;
    expect(condition.y - (photos.y + photos.height)).toBeLessThan(120);

    // Tapping the chosen port again keeps it; a tick marks it in the list.
    await page.getByTestId("port-picker").first().click();
    const chosen = page.getByRole("option", { name: "Владивосток", exact: true });
    await chosen.waitFor();
    expect(await chosen.getAttribute("aria-selected")).toBe("true");
    expect(await chosen.getByTestId("option-check").isVisible()).toBe(true);
    expect(await page.getByRole("option").getByTestId("option-check").count()).toBe(1);
    await chosen.click();
    await expect.poll(() => page.getByTestId("port-picker").first().innerText()).toBe("Владивосток");
    await expect.poll(() => total.innerText()).toBe(rub);

    // Remembered on the account.
    await expect
      .poll(async () => (await page.request.get("/api/users/me")).json().then((u: { port_id: number }) => u.port_id))
      .toBe(vladivostok.id);

    // The list: each card with the total delivered there; the breakdown beside the card.
    await page.goto("/cars");
    const card = page.getByTestId("car-card").filter({ hasText: "K5" }).first();
    await card.waitFor();
    const landed = page.getByTestId("car-card-landed").first();
    await expect.poll(() => landed.innerText()).toContain("Владивосток");
    // The port's name as it is, without a case ending a preposition would need ("До Владивосток").
    expect(await landed.innerText()).toMatch(/^Владивосток, с доставкой:/);
    expect(await landed.getAttribute("data-currency")).toBe("RUB");
    await shootAll(page, "cars-list", async () => {
      await page.getByTestId("car-card-landed").first().waitFor();
    });
    await page.goto(`/cars/${car.id}`);
    await shootAll(page, "car-page", async () => {
      await page.getByTestId("landed-total").waitFor();
    });
  });

  it("a visitor's port is kept in the browser", async () => {
    const car = await createCar(e2e.app);
    const page = await e2e.newPage();
    await page.goto(`/cars/${car.id}`);
    await page.getByTestId("car-detail").waitFor();
    await pickPort(page, page, "Almaty (via Lianyungang, rail)");
    await page.getByTestId("landed-total").waitFor();
    await page.reload();
    await page.getByTestId("landed-total").waitFor();
    expect(await page.getByTestId("landed-price").innerText()).toContain("Almaty");
    expect(await page.evaluate("localStorage.getItem('port_id')")).not.toBeNull();
  });

  it("a Korean admin adds a port in Admin → Ports", async () => {
    const admin = await createAdmin(e2e.app);
    const page = await loggedInPage(admin, "ko");
    await page.goto("/admin/ports");
    await page.getByTestId("admin-ports-table").waitFor();
    await page.getByTestId("admin-port-add").click();
    const form = page.getByTestId("admin-port-form");
    await form.waitFor();
    await form.getByTestId("admin-port-name-en").fill("Nakhodka");
    await form.getByTestId("admin-port-name-ko").fill("나홋카");
    await form.getByTestId("admin-port-name-mn").fill("Находка");
    await form.getByTestId("admin-port-name-ru").fill("Находка");
    await form.getByTestId("admin-port-country").fill("러시아");
    await page.getByRole("option", { name: "러시아", exact: true }).click();
    await form.getByText("RoRo", { exact: true }).click();
    await form.getByTestId("admin-port-freight").fill("1390");
    await form.getByTestId("admin-port-insurance").fill("0.6");
    await form.getByTestId("admin-port-transit").fill("6");
    await saveScreenshot(page, "ports/admin-port-dialog-ko-1280");
    await form.getByTestId("admin-port-save").click();
    await form.waitFor({ state: "detached" });
    const row = page.locator('[data-testid^="admin-port-row-"]').filter({ hasText: "나홋카" });
    await row.waitFor();
    expect(await row.innerText()).toContain("러시아");
    const created = (await portsByName()).find((p) => p.name.en === "Nakhodka");
    expect(created).toMatchObject({ name: { ko: "나홋카", mn: "Находка", ru: "Находка" } });
    // Last in the order: move it up once, then it is second to last.
    await row.getByTestId("admin-port-up").click();
    await expect
      .poll(async () => {
        const names = (await portsByName()).map((p) => p.name.en);
        return names.indexOf("Nakhodka") === names.length - 2;
      })
      .toBe(true);
    await shootAll(page, "admin-ports", async () => {
      await page.getByTestId("admin-ports-table").waitFor();
    });
    await page.getByTestId("admin-port-add").click();
    await page.getByTestId("admin-port-form").waitFor();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `ports/admin-port-dialog-ko-${width}`);
    }
  });

  it("a Mongolian buyer buys with a port and downloads an invoice naming the port, the bank details and the CIF total", async () => {
    const buyer = await createUser(e2e.app, { name: "Бат-Эрдэнэ", country: "MN" });
    await fund(buyer.id, 3000);
    const car = await createBannerCar(e2e.app, { priceKrw: 23_400_000, vin: "KNAGT41BBN5012345" });
    const page = await loggedInPage(buyer, "mn");
    await page.goto(`/cars/${car.id}`);
    await page.getByTestId("car-detail").waitFor();
    const ulaanbaatar = "Улаанбаатар (Тяньжинээр, төмөр замаар)";
    await pickPort(page, page, ulaanbaatar);
    await page.getByTestId("landed-total").waitFor();
    await page.getByTestId("purchase-button").click();
    const confirm = page.getByTestId("purchase-confirm");
    await confirm.getByTestId("charge-confirm").waitFor();
    // The port picked on the page is the one the purchase names (and can still be changed here).
    await expect.poll(() => confirm.getByTestId("port-picker").innerText()).toBe(ulaanbaatar);
    // What the invoice will ask for, as the car page's landed price states it, to the cent (issue 51).
    const portId = (await portsByName()).find((p) => p.name.mn === ulaanbaatar)!.id;
    const { landed } = (await (await fetch(`${e2e.baseUrl}/api/cars/${car.id}?port_id=${portId}`)).json()) as {
      landed: { fob_usd: number; freight_usd: number; insurance_usd: number; total_usd: number };
    };
    const cents = (text: string) => text.replace(/\D/g, "");
    const usdMn = (n: number) => new Intl.NumberFormat("mn-MN", { style: "currency", currency: "USD" }).format(n);
    for (const [testId, usd] of [
      ["purchase-fob", landed.fob_usd],
      ["purchase-freight", landed.freight_usd],
      ["purchase-insurance", landed.insurance_usd],
      ["purchase-amount-due", landed.total_usd],
    ] as const)
      await expect
        .poll(async () => cents(await confirm.getByTestId(testId).innerText()), { message: testId })
        .toContain(cents(usdMn(usd)));
    expect(await confirm.getByTestId("purchase-amount-due").innerText()).toContain("CIF");
    // The invoice's buyer block needs the postal address and phone: asked here, and required.
    await confirm.getByTestId("charge-confirm").click();
    await expect
      .poll(() => confirm.getByTestId("purchase-contact").innerText())
      .toContain("Нэхэмжлэхэд хэвлэх шуудангийн хаягаа оруулна уу.");
    const address = "Улаанбаатар хот, Сүхбаатар дүүрэг,\n1-р хороо, Энхтайваны өргөн чөлөө 5-12";
    await confirm.getByTestId("purchase-address").fill(address);
    await confirm.getByTestId("purchase-phone").fill("+976 9911 2233");
    await saveScreenshot(page, "ports/purchase-confirm-mn-1280");
    await confirm.getByTestId("charge-confirm").click();
    await confirm.getByTestId("charge-confirm").waitFor({ state: "detached" });

    const [order] = (
      await e2e.app.inject({ method: "GET", url: "/api/admin/orders?page_size=100", headers: await adminCookie() })
    )
      .json()
      .items.filter((o: { car: { id: number } }) => o.car.id === car.id);
    expect(order.destination_port).toBe(ulaanbaatar);
    expect(order.quote).not.toBeNull();

    // The order page says what happens next while reserved.
    await page.goto("/me/orders");
    const next = page.getByTestId("order-next-step");
    await next.waitFor();
    expect(await next.getAttribute("data-status")).toBe("reserved");
    expect(await page.getByTestId("order-timeline").innerText()).toContain(ulaanbaatar);
    await shootAll(page, "my-orders-reserved", async () => {
      await page.getByTestId("order-next-step").waitFor();
    });

    // The admin invoices it in the order's dialog (issue 51): the price starts at the quote's FOB,
    // "Amount due now" follows a price as it is typed, and "Invoiced" saved without one takes the FOB.
    await adminCookie();
    const staff = await e2e.newPage({ lang: "en" });
    await e2e.logIn(staff, adminUser!);
    await staff.goto("/admin/orders?lang=en");
    await staff.getByTestId(`admin-order-edit-${order.id}`).click();
    const dialog = staff.getByTestId("admin-order-dialog");
    const price = dialog.getByTestId("admin-order-price");
    const dueNow = dialog.getByTestId("admin-order-amount-due");
    const usdEn = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);
    await expect.poll(() => price.inputValue()).toBe(String(order.quote.fob_usd));
    expect(await dueNow.innerText()).toContain(usdEn(order.quote.total_usd));
    const rate = (await portsByName()).find((p) => p.id === portId)!.insurance_pct * 1000;
    await price.fill("20000");
    const at20k = landedCents(2_000_000, {
      freightUsdCents: toCents(order.quote.freight_usd),
      insuranceMilliPct: rate,
    });
    await expect.poll(() => dueNow.innerText()).toContain(usdEn(fromCents(at20k.total)));
    await price.fill("");
    await expect.poll(() => dueNow.innerText()).toContain(usdEn(order.quote.total_usd));
    await dialog.getByTestId("admin-order-status").click();
    await dialog.getByRole("option", { name: "Invoiced", exact: true }).click();
    await dialog.getByTestId("admin-order-save").click();
    await dialog.getByTestId("admin-order-confirm-text").waitFor();
    await dialog.getByTestId("admin-order-save").click();
    await dialog.waitFor({ state: "detached" });
    const moved = await e2e.app.inject({
      method: "GET",
      url: `/api/users/me/orders/${order.id}`,
      headers: { cookie: await loginCookie(e2e.app, buyer) },
    });
    expect(moved.json()).toMatchObject({ status: "invoiced", price_usd: order.quote.fob_usd });
    await setLanguage(page, "mn");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    const card = page.getByTestId(`order-${order.id}`);
    await expect.poll(() => page.getByTestId("order-next-step").getAttribute("data-status")).toBe("invoiced");
    expect(await page.getByTestId("order-your-part").innerText()).toContain(`PI-${String(order.id).padStart(6, "0")}`);
    await shootAll(page, "my-orders-invoiced", async () => {
      await page.getByTestId("order-next-step").waitFor();
    });
    await setLanguage(page, "mn");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByTestId(`order-invoice-${order.id}`).click(),
    ]);
    const text = (await pdfText(fs.readFileSync(await download.path()))).replace(/\s+/g, " ");
    const usd = (n: number) =>
      new Intl.NumberFormat("mn-MN", { style: "currency", currency: "USD" }).format(n).replace(/\s+/g, " ");
    expect(text).toContain(ulaanbaatar);
    expect(text).toContain("SWIFT SHBKKRSE"); // the default bank details (invoice_bank_details empty → top-up's)
    expect(text).toContain(`Нийт CIF ${ulaanbaatar} (USD)`);
    expect(text).toContain(usd(order.quote.total_usd));
    expect(text).toContain("KNAGT41BBN5012345");
    expect(text).toContain("Монгол");
    // The buyer block is complete: the address and phone asked for in the buy dialog.
    expect(text).toContain("Энхтайваны өргөн чөлөө 5-12");
    expect(text).toContain("+976 9911 2233");

    // The order page states the amount due as the invoice does (the same digits, to the cent), and
    // its steps do not promise a ship to landlocked Ulaanbaatar (a container port, by rail).
    const digits = (t: string) => t.replace(/\D/g, "");
    const due = await card.getByTestId("order-amount-due").innerText();
    expect(digits(due)).toContain(digits(usd(order.quote.total_usd)));
    expect(text.replace(/\s/g, "")).toContain(usd(order.quote.total_usd).replace(/\s/g, ""));
    expect(await page.getByTestId("order-next-step").getAttribute("data-method")).toBe("container");
    await setLanguage(page, "en");
    const ahead = page.getByTestId("order-step-shipped");
    await expect.poll(() => ahead.innerText()).toContain("container");
    expect(await page.getByTestId("order-timeline").innerText()).not.toMatch(/vessel/i);
    await saveScreenshot(page, "ports/my-orders-amount-due-en-1280", { fullPage: true });
    await setLanguage(page, "ru");
    await expect.poll(() => card.getByTestId("order-amount-due").innerText()).toContain("$");
    await saveScreenshot(page, "ports/my-orders-amount-due-ru-1280", { fullPage: true });

    // My orders in English names the port in English too (the order keeps the Mongolian name for
    // the documents), on the card and in the timeline.
    await setLanguage(page, "en");
    await expect.poll(() => card.getByTestId("order-port").innerText()).toContain("Ulaanbaatar (via Tianjin, rail)");
    expect(await page.getByTestId("order-timeline").innerText()).not.toContain(ulaanbaatar);

    // Admin → Orders in English names the port in English, not in the buyer's Mongolian.
    await staff.goto("/admin/orders?lang=en");
    const shipping = staff.getByTestId(`admin-order-shipping-${order.id}`);
    await expect.poll(() => shipping.innerText()).toContain("Ulaanbaatar (via Tianjin, rail)");
    expect(await shipping.innerText()).not.toContain("Улаанбаатар");
  });
});

let adminHeaders: { cookie: string } | undefined;
let adminUser: Awaited<ReturnType<typeof createAdmin>> | undefined;
async function adminCookie() {
  if (adminHeaders) return adminHeaders;
  adminUser = await createAdmin(e2e.app);
  adminHeaders = { cookie: await loginCookie(e2e.app, adminUser) };
  return adminHeaders;
}
