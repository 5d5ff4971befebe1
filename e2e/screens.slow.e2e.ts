// What buyers see on screen (issue 27): prices, units and dates written the page's way, amounts in the
// chosen currency (converted to won for the API), and phone layouts that keep everything in sight.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { open, startLayoutFixture, type LayoutFixture } from "./layout-sweep.js";
import { getSettings } from "../src/server/modules/settings/service.js";
import { createBannerCar } from "../test/factories.js";
import { notify, siteInfo } from "../src/server/modules/notifications/service.js";
import { renderNotification } from "../src/server/modules/notifications/templates/catalogue.js";

let fx: LayoutFixture;
let rates: { usd: number; mnt: number; rub: number };
beforeAll(async () => {
  fx = await startLayoutFixture();
  const s = await getSettings(fx.e2e.app.core);
  rates = { usd: s.usd_krw_rate, mnt: s.mnt_krw_rate, rub: s.rub_krw_rate };
});
afterAll(async () => {
  await fx?.close();
});

async function withCurrency(lang: string, width: number, currency: string, cookie: string | null): Promise<Page> {
  const page = await open(fx.e2e, lang, width, cookie);
  await page.addInitScript(`localStorage.setItem("currency", ${JSON.stringify(currency)})`);
  return page;
}

const text = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

describe("languages", () => {
  it("in-app notifications follow the page language; My page says emails follow the country", async () => {
    const { app } = fx.e2e;
    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: fx.userCookie } });
    const userId = (me.json() as { id: number }).id;
    const params = { reason: "review" as const, amount: 2 };
    await app.core.db.transaction((tx) => notify(app.core, tx, { userId, kind: "cc_reward", params }));
    for (const lang of ["en", "ru"] as const) {
      const page = await open(fx.e2e, lang, 1280, fx.userCookie);
      await page.goto("/me/notifications");
      const title = renderNotification("cc_reward", lang, params, siteInfo(app.core)).title;
      await page.getByText(title, { exact: true }).first().waitFor();
    }
    // The fixture's buyer lives in Mongolia: emails are Mongolian whatever the site's language.
    const page = await open(fx.e2e, "en", 1280, fx.userCookie);
    await page.goto("/me");
    // The language is named in the page's language, not in its own ("Монгол" on an English page).
    expect(await text(page, "profile-email-language")).toBe("Emails are in Mongolian, the language of your country.");
  });
});

describe("formats", () => {
  it("tugriks are written with ₮ and rounded to thousands; km and cc in the page's language", async () => {
    const page = await withCurrency("mn", 1280, "MNT", fx.userCookie);
    await page.goto(`/cars/${fx.carId}`);
    const price = await text(page, "car-price");
    expect(price).not.toContain("MNT");
    expect(price).toContain("₮");
    const tugriks = Math.round(21_500_000 / rates.mnt / 1000) * 1000;
    expect(price.replace(/\D/g, "")).toBe(String(tugriks));
    const specs = page.getByTestId("car-specs");
    expect(await specs.locator('[data-spec="mileage"] td').innerText()).toMatch(/км$/);

    const ru = await open(fx.e2e, "ru", 1280, null);
    await ru.goto("/cars");
    await ru.getByTestId("cars-grid").waitFor();
    expect(await ru.getByTestId("cars-grid").innerText()).toMatch(/\d\sкм/);
    expect(await ru.getByTestId("cars-grid").innerText()).not.toMatch(/\d\skm/);
  });

  it("Mongolian dates are written 2026.11.27, never as Chromium's '2026 M11 27'", async () => {
    const page = await open(fx.e2e, "mn", 1280, fx.userCookie);
    await page.goto("/inquiry");
    const sent = page.getByTestId("my-request").first();
    await sent.waitFor();
    const body = await sent.innerText();
    expect(body).not.toMatch(/M\d{1,2}/);
    expect(body).toMatch(/\d{4}\.\d{2}\.\d{2}/);
  });
});

describe("amounts in the chosen currency", () => {
  it("the cost page and the car's export table show roubles beside won, not dollars", async () => {
    const page = await withCurrency("ru", 1280, "RUB", fx.userCookie);
    await page.goto("/cost?price_krw=21500000");
    const total = page.getByTestId("cost-total-local");
    await total.waitFor();
    expect(await total.getAttribute("data-currency")).toBe("RUB");
    expect(await total.innerText()).toContain("₽");
    // Only the shipping hint names dollars (ocean freight is priced in them); no amount does.
    const amounts = await page.getByTestId("cost-breakdown").locator('[data-testid$="-local"]').allInnerTexts();
    expect(amounts.length).toBe(7);
    for (const amount of amounts) expect(amount).toMatch(/₽$/);

    await page.goto(`/cars/${fx.carId}`);
    const table = page.getByTestId("car-export-cost");
    await table.waitFor();
    expect(await table.innerText()).toContain("₽");
    expect(await table.innerText()).not.toContain("$");
  });

  it("the price filter offers dollar amounts and asks the API in won", async () => {
    const page = await withCurrency("en", 1280, "USD", null);
    await page.goto("/cars");
    await page.getByTestId("filter-price-max").click();
    await page.getByRole("option", { name: "$10,000", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("price_max")).toBe(String(10_000 * rates.usd));
    await expect.poll(() => page.getByTestId("filter-price-max").inputValue()).toBe("$10,000");
  });

  it("a vehicle request's budget is typed in tugriks and stored in won", async () => {
    const page = await withCurrency("mn", 1280, "MNT", fx.userCookie);
    await page.goto("/inquiry");
    const budget = page.getByTestId("request-budget");
    await budget.waitFor();
    expect(await budget.getAttribute("data-currency")).toBe("MNT");
    // The make as registered; typed as it sounds in Mongolian, it is still found (issue 42).
    await page.getByTestId("request-maker").fill("Хёндэ");
    await page.getByRole("option", { name: "Hyundai", exact: true }).click();
    await budget.fill("50000000");
    await page.getByTestId("request-submit").click();
    await expect
      .poll(async () => {
        const res = await fx.e2e.app.inject({
          method: "GET",
          url: "/api/vehicle-requests/me?page_size=50",
          headers: { cookie: fx.userCookie },
        });
        return (res.json() as { items: { maker: string; budget_krw: number | null }[] }).items.map((r) => [
          r.maker,
          r.budget_krw,
        ]);
      })
      .toContainEqual(["현대", Math.round(50_000_000 * rates.mnt)]);
  });
});

describe("phones (390 px)", () => {
  it("the cost page in Russian is no wider than the phone", async () => {
    const page = await withCurrency("ru", 390, "RUB", null);
    await page.goto("/cost?price_krw=21500000");
    await page.getByTestId("cost-total-local").waitFor();
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  });

  it("Cars keeps its filters behind a button that counts the active ones", async () => {
    const page = await open(fx.e2e, "en", 390, null);
    await page.goto("/cars?fuel=%EA%B0%80%EC%86%94%EB%A6%B0&year_min=2019");
    // Headless Chromium sends a desktop User-Agent, so the server draws the desktop filters and
    // the page switches to the phone's once it has measured the screen (a phone's own agent gets
    // the phone's filters from the server): wait for that switch.
    await page.getByTestId("filters-toggle").waitFor();
    await page.getByTestId("filter-q").waitFor();
    expect(await page.getByTestId("filter-maker").isVisible()).toBe(false);
    expect(await text(page, "filters-active-count")).toBe("2");
    await page.getByTestId("filters-toggle").click();
    await page.getByTestId("filter-maker").waitFor();
    expect(await page.getByTestId("filters-toggle").getAttribute("aria-expanded")).toBe("true");
  });

  it("My top-ups shows status and slip inside the screen, and the form locks once the bank details show", async () => {
    const page = await open(fx.e2e, "ru", 390, fx.userCookie);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/me/topups");
    await page.getByTestId("topup-amount").fill("12");
    await page.getByTestId("topup-submit").click();
    await page.getByTestId("topup-instructions").waitFor();
    // No second request by a second click: the fields are disabled and the submit button gone.
    expect(await page.getByTestId("topup-amount").isDisabled()).toBe(true);
    expect(await page.getByTestId("topup-submit").count()).toBe(0);
    const reference = await text(page, "topup-reference");
    await page.getByTestId("copy-reference").click();
    await expect.poll(() => page.evaluate("navigator.clipboard.readText()")).toBe(reference);
    await page.getByTestId("copy-account").click();
    await expect.poll(() => page.evaluate("navigator.clipboard.readText()")).toBe("140-013-456789");

    const row = page.locator('[data-testid^="topup-row-"]').first();
    for (const part of [row.getByTestId("topup-status"), row.locator('[data-testid^="topup-upload-"]')]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await page.getByTestId("topup-new").click();
    expect(await page.getByTestId("topup-amount").isDisabled()).toBe(false);
  });
});

describe("saving a search", () => {
  it("opens with a name that says what it is, shows what it saves and explains a disabled Save", async () => {
    const page = await withCurrency("en", 1280, "USD", fx.userCookie);
    await page.goto(`/cars?maker=%ED%98%84%EB%8C%80&fuel=%EA%B0%80%EC%86%94%EB%A6%B0&price_max=${10_000 * rates.usd}`);
    await page.getByTestId("filter-q").waitFor();
    await page.getByTestId("save-search-open").click();
    const name = page.getByTestId("save-search-name");
    await name.waitFor();
    expect(await name.inputValue()).toBe("Hyundai · Gasoline · up to $10,000");
    expect(await text(page, "save-search-preview")).toBe("Saves: Hyundai · Gasoline · up to $10,000");
    expect(await page.getByTestId("save-search-hint").count()).toBe(0);
    await name.fill("");
    expect(await page.getByTestId("save-search-submit").isDisabled()).toBe(true);
    expect(await text(page, "save-search-hint")).toBe("Give the search a name to save it.");
  });
});

describe("a delivered order", () => {
  it("the buyer's car page says bought (not reserved) beside SOLD OUT; admin Orders names the car in the admin's language, opens the invoice and offers no empty Move to", async () => {
    const { app } = fx.e2e;
    const car = await createBannerCar(app, { carName: "기아 K5 2.0 가솔린 노블레스" });
    const as = (cookie: string, method: "POST" | "PATCH", url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie }, payload });
    const bought = await as(fx.userCookie, "POST", `/api/cars/${car.id}/purchase`);
    expect(bought.statusCode, bought.body).toBe(200);
    const orderId = (bought.json() as { order_id: number }).order_id;
    const moves: object[] = [
      { status: "invoiced", price_usd: 15_000 },
      { status: "paid" },
      { status: "shipped" },
      { status: "delivered" },
    ];
    for (const body of moves) {
      const res = await as(fx.adminCookie, "PATCH", `/api/admin/orders/${orderId}`, body);
      expect(res.statusCode, res.body).toBe(200);
    }

    const buyer = await open(fx.e2e, "en", 1280, fx.userCookie);
    await buyer.goto(`/cars/${car.id}`);
    const done = buyer.getByTestId("purchase-done");
    await done.waitFor();
    expect(await done.innerText()).toBe("Bought by you — see my orders");

    const admin = await open(fx.e2e, "ru", 1280, fx.adminCookie);
    await admin.goto("/admin/orders?status=delivered");
    const name = admin.getByTestId(`admin-order-car-${orderId}`);
    await name.waitFor();
    expect(await name.innerText()).toBe("Kia K5 2.0 Бензин Noblesse"); // trims in Latin letters outside Korean
    const invoice = admin.getByTestId(`admin-order-invoice-${orderId}`);
    const pdf = await app.inject({
      method: "GET",
      url: (await invoice.getAttribute("href"))!,
      headers: { cookie: fx.adminCookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain("-ru.pdf");
    await admin.getByTestId(`admin-order-edit-${orderId}`).click();
    await admin.getByTestId("admin-order-final").waitFor();
    expect(await admin.getByTestId("admin-order-status").count()).toBe(0);
  });
});
