// Deals in the browser: a CC top-up from the request to the admin's confirmation (with a slip
// upload, in Russian), and a direct purchase from the reservation to the delivery with the
// invoice downloaded (in Korean), each with the admin side in English.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import { createAdmin, createBannerCar, createUser, loginCookie, reloadUser } from "../test/factories.js";
import { startE2e, type E2e, saveScreenshot, waitForApp } from "./harness.js";
import { ensurePorts } from "../src/server/modules/ports/service.js";
import { DEMO_PORTS } from "../src/server/demo/ports.js";
import { actor, post, send } from "../test/helper.js";

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
  // The admin picks the order's destination among the active ports.
  await ensurePorts(e2e.app.core, DEMO_PORTS);
});
afterAll(async () => {
  await e2e?.close();
});

// A tiny valid PNG (1×1): the server checks the type from these bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function fund(userId: number, milli: number) {
  await e2e.app.core.db.transaction((tx) =>
    applyLedgerEntry(tx, {
      userId,
      account: "cc",
      amount: milli,
      kind: "admin_adjustment",
      idempotencyKey: `e2e-fund:${userId}:${Date.now()}`,
    }),
  );
}

/** Logs in (the session cookie; accounts.e2e.ts drives the login form), then switches the page language. */
async function loggedInPage(user: { email: string; password: string }, lang: "en" | "ko" | "ru") {
  const page = await e2e.newPage();
  await e2e.logIn(page, user);
  await page.goto("/");
  // The switcher acts once the page is live (a choice made before is the native select's alone).
  await waitForApp(page);
  if (lang !== "en") await page.getByTestId("language-switcher").first().selectOption(lang);
  return page;
}

describe("deals in the browser", () => {
  it("top-up (ru): request → bank details and reference → slip upload → admin confirms from the dashboard", async () => {
    const buyer = await createUser(e2e.app, { name: "Иван Петров", country: "RU" });
    const admin = await createAdmin(e2e.app);
    const page = await loggedInPage(buyer, "ru");
    await page.goto("/me");
    await page.getByTestId("me-topup-link").click();
    await page.waitForURL("**/me/topups");
    await page.getByTestId("topup-amount").fill("25");
    await expect.poll(() => page.getByTestId("topup-usd").innerText()).toMatch(/25,00/);
    expect(await page.getByTestId("topup-payer").inputValue()).toBe("Иван Петров");
    await page.getByTestId("topup-submit").click();
    const instructions = page.getByTestId("topup-instructions");
    await instructions.waitFor();
    const reference = await page.getByTestId("topup-reference").innerText();
    expect(reference).toMatch(/^CC-[A-Z2-9]{8}$/);
    expect(await page.getByTestId("topup-bank-details").innerText()).toContain("SWIFT");
    expect(await instructions.innerText()).toContain("Переведите");
    await instructions.locator('input[type="file"]').setInputFiles({
      name: "slip.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await instructions.locator('[data-testid^="topup-has-proof-"]').waitFor();
    await saveScreenshot(page, "deals-topup-ru", { fullPage: true });

    const adminPage = await loggedInPage(admin, "en");
    await adminPage.goto("/admin");
    const tile = adminPage.getByTestId("dashboard-topups_pending");
    await expect.poll(() => tile.innerText()).toContain("1");
    await saveScreenshot(adminPage, "deals-admin-dashboard", { fullPage: true });
    await tile.click();
    await adminPage.waitForURL("**/admin/topups?status=pending");
    const row = adminPage.getByRole("row").filter({ hasText: reference });
    await row.waitFor();
    // The slip shows inline (an image served to the admin).
    const slip = row.locator("img");
    await expect
      .poll(() =>
        slip.evaluate((img) => {
          const image = img as unknown as { complete: boolean; naturalWidth: number };
          return image.complete && image.naturalWidth > 0;
        }),
      )
      .toBe(true);
    await saveScreenshot(adminPage, "deals-admin-topups", { fullPage: true });
    await row.getByRole("button", { name: "Confirm" }).click();
    await adminPage.getByTestId("admin-topup-amount").fill("24.5");
    expect((await reloadUser(e2e.app, buyer.id)).ccBalance).toBe(0);
    await adminPage.getByTestId("admin-topup-submit").click();
    await adminPage.getByTestId("admin-topups-empty").waitFor();
    expect((await reloadUser(e2e.app, buyer.id)).ccBalance).toBe(24_500);

    await page.reload();
    const mine = page.getByRole("row").filter({ hasText: reference });
    // textContent: the badge's CSS upper-cases what innerText reports.
    await expect.poll(() => mine.getByTestId("topup-status").textContent()).toBe("Зачислено");
    expect(await mine.innerText()).toContain("24,5");
  });

  it("purchase (ko): prices in the chosen currency, reservation → invoiced → paid → shipped → delivered, invoice downloaded", async () => {
    // The buy dialog asks for the invoice's address and phone; this buyer's profile has them.
    const buyer = await createUser(e2e.app, {
      name: "김민수",
      country: "KR",
      address: "서울특별시 강남구 테헤란로 123",
      phone: "+82 10 1234 5678",
    });
    const other = await createUser(e2e.app);
    const admin = await createAdmin(e2e.app);
    await fund(buyer.id, 2000);
    await fund(other.id, 2000);
    const car = await createBannerCar(e2e.app, { priceKrw: 25_000_000, carNumber: "12가3456" });

    const page = await loggedInPage(buyer, "ko");
    await page.goto(`/cars/${car.id}`);
    const price = page.getByTestId("car-price");
    await price.waitFor();
    // Korean visitors see KRW by default; the switcher changes every price and keeps KRW beside it.
    expect(await price.getAttribute("data-currency")).toBe("KRW");
    expect(await page.getByTestId("currency-switcher").first().inputValue()).toBe("KRW");
    await page.getByTestId("currency-switcher").first().selectOption("USD");
    await expect.poll(() => price.getAttribute("data-currency")).toBe("USD");
    expect(await price.innerText()).toContain("$");
    expect(await page.getByTestId("car-price-krw").innerText()).toContain("2,500만원");
    expect(await page.getByTestId("car-export-cost").innerText()).toContain("합계");
    await page.getByTestId("purchase-button").click();
    await page.getByTestId("purchase-confirm").getByTestId("charge-confirm").click();
    await page.getByTestId("purchase-done").waitFor();
    await page.reload();
    await page.getByTestId("car-reserved-badge").waitFor();
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(
          "currency",
        ),
      ),
    ).toBe("USD");
    await saveScreenshot(page, "deals-car-reserved-ko", { fullPage: true });

    // Another buyer sees it reserved and cannot buy it.
    const otherPage = await loggedInPage(other, "en");
    await otherPage.goto(`/cars/${car.id}`);
    await otherPage.getByTestId("purchase-reserved").waitFor();
    expect(await otherPage.getByTestId("purchase-reserved").isDisabled()).toBe(true);
    await otherPage.goto("/cars");
    await otherPage.getByTestId("car-reserved-badge").first().waitFor();
    // A visitor is offered no buying either: no "Log in to buy" beside RESERVED (issue 51).
    const visitor = await e2e.newPage();
    await visitor.goto(`/cars/${car.id}`);
    await waitForApp(visitor);
    await visitor.getByTestId("car-credit-actions").waitFor();
    expect(await visitor.getByTestId("car-reserved-badge").count()).toBe(1);
    expect(await visitor.getByTestId("purchase-login").count()).toBe(0);

    const adminPage = await loggedInPage(admin, "en");
    await adminPage.goto("/admin/orders?status=reserved");
    const row = adminPage.getByRole("row").filter({ hasText: buyer.email });
    await row.waitFor();
    const move = async (status: string, fill: () => Promise<void> = async () => {}) => {
      await row.getByRole("button", { name: "Update" }).click();
      const dialog = adminPage.getByTestId("admin-order-dialog");
      await dialog.getByTestId("admin-order-status").click();
      await dialog.getByRole("option", { name: status, exact: true }).click();
      await fill();
      await dialog.getByTestId("admin-order-save").click();
      await dialog.getByTestId("admin-order-confirm-text").waitFor();
      await dialog.getByTestId("admin-order-save").click();
      await dialog.waitFor({ state: "detached" });
      // The list refetches after the save; the next "Update" must open the order as it is now
      // (opened from the stale row, the dialog offers the old status's next steps).
      await expect.poll(async () => (await row.innerText()).toLowerCase()).toContain(status.toLowerCase());
    };
    // Show every status so the row stays in view while it moves.
    await adminPage.getByTestId("admin-orders-status").getByText("All").click();
    await move("Invoiced", async () => {
      await adminPage.getByTestId("admin-order-price").fill("18950");
      // The destination is a choice of the active ports (a typed one made an FOB-only invoice).
      await adminPage.getByTestId("admin-order-port").click();
      await adminPage.getByRole("option", { name: /^Ulaanbaatar/ }).click();
      // This car has no chassis number: the admin is warned before invoicing it.
      await adminPage.getByTestId("admin-order-no-vin").waitFor();
      await saveScreenshot(adminPage, "deals-admin-order-dialog-en");
    });
    await saveScreenshot(adminPage, "deals-admin-orders", { fullPage: true });
    await move("Paid");
    await move("Shipped", async () => {
      await adminPage.getByTestId("admin-order-vessel").fill("MV Morning Lady");
      await adminPage.getByTestId("admin-order-bl").fill("BL-2026-0042");
      await adminPage.getByTestId("admin-order-etd").fill("2026-12-01");
      await adminPage.getByTestId("admin-order-eta").fill("2026-12-09");
    });
    await move("Delivered");
    await expect.poll(() => row.innerText()).toMatch(/delivered/i);

    await page.goto("/me/orders");
    const order = page
      .locator('[data-testid^="order-"]')
      .filter({ has: page.getByTestId("order-timeline") })
      .first();
    await order.waitFor();
    await expect.poll(() => order.getByTestId("order-status").innerText()).toBe("인도 완료");
    const timeline = await order.getByTestId("order-timeline").innerText();
    for (const step of ["예약됨", "청구서 발행", "결제 완료", "선적됨", "인도 완료"]) expect(timeline).toContain(step);
    expect(timeline).toContain("BL-2026-0042");
    await saveScreenshot(page, "deals-my-orders-ko", { fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      order.locator('[data-testid^="order-invoice-"]').click(),
    ]);
    const file = ".tmp/deals-invoice-ko.pdf";
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^PI-\d{6}-ko\.pdf$/);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");

    // Paid marked the car sold out: the car page shows the sold-out markers.
    await page.goto(`/cars/${car.id}`);
    await page.locator('[data-soldout="true"]').first().waitFor();
  });

  it("an order whose port was switched off still names it in the admin's dialog, and it cannot be picked again", async () => {
    const adminUser = await createAdmin(e2e.app);
    const admin = { id: adminUser.id, email: adminUser.email, cookie: await loginCookie(e2e.app, adminUser) };
    const created = await post(e2e.app, admin, "/api/admin/ports", {
      name: { en: "Nakhodka", ko: "나홋카", mn: "Находка", ru: "Находка" },
      country: "RU",
      method: "roro",
      freight_usd: 1300,
      insurance_pct: 0.5,
      transit_days: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const port = created.json() as { id: number };
    const buyer = await actor(e2e.app, { country: "RU" });
    await fund(buyer.id, 2000);
    const car = await createBannerCar(e2e.app, { priceKrw: 21_000_000 });
    const bought = await post(e2e.app, buyer, `/api/cars/${car.id}/purchase`, { port_id: port.id });
    expect(bought.statusCode, bought.body).toBe(200);
    const off = await send(e2e.app, admin, "PATCH", `/api/admin/ports/${port.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);

    const adminPage = await loggedInPage(adminUser, "en");
    await adminPage.goto("/admin/orders?status=reserved");
    const row = adminPage.getByRole("row").filter({ hasText: buyer.email });
    await row.getByRole("button", { name: "Update" }).click();
    const select = adminPage.getByTestId("admin-order-port");
    // The field names the order's port, as the quote keeps it, not an empty select.
    await expect.poll(() => select.inputValue()).toBe("Nakhodka (switched off)");
    await select.click();
    const option = adminPage.getByRole("option", { name: "Nakhodka (switched off)" });
    await option.waitFor();
    expect(await option.getAttribute("aria-disabled")).toBe("true");
    await saveScreenshot(adminPage, "deals-admin-order-port-off-en");
  });
});
