// The admin Audit page (contract "Who did what"): what two admins did, newest first, filtered by
// action, by changed item (clicking one shows its history) and by administrator, with the empty
// state; drawn at 390 and 1280 px in English and Mongolian (PNGs in <E2E_SCREENSHOTS>/audit/).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test/factories.js";
import { carInput } from "../test/catalogue-helpers.js";
import { saveScreenshot, startE2e, type E2e } from "./harness.js";

let e2e: E2e;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let other: Awaited<ReturnType<typeof createAdmin>>;
let carId: number;

beforeAll(async () => {
  e2e = await startE2e();
  admin = await createAdmin(e2e.app, { email: "desk.manager@example.com" });
  other = await createAdmin(e2e.app, { email: "aleksandra.konstantinopolskaya.ops@example-mail-provider.com" });
  const cookie = await login(admin);
  const call = async (who: string, method: string, url: string, payload?: object) => {
    const res = await e2e.app.inject({ method: method as "POST", url, headers: { cookie: who }, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? {} : res.json();
  };
  await call(cookie, "PUT", "/api/admin/settings", {
    topup_bank_details: "Хаан банк, 5000 1234 56, Монкор ХХК",
  });
  await call(cookie, "PUT", "/api/admin/settings", {
    topup_bank_details: "Голомт банк, 1105 0099 88, Монкор ХХК (SWIFT GLMTMNUB)",
  });
  carId = (await call(cookie, "POST", "/api/cars", carInput({ car_number: null }))).id;
  await call(cookie, "PATCH", `/api/cars/${carId}`, { price_krw: 19_900_000, mileage: 40_000 });
  const otherCookie = await login(other);
  await call(otherCookie, "POST", "/api/admin/ports", {
    name: { en: "Vladivostok", ko: "블라디보스토크", mn: "Владивосток", ru: "Владивосток" },
    country: "RU",
    method: "roro",
    freight_usd: 1250,
    insurance_pct: 0.5,
    transit_days: 5,
  });
});
afterAll(async () => {
  await e2e?.close();
});

async function login(user: { email: string; password: string }) {
  const res = await e2e.app.inject({ method: "POST", url: "/api/auth/login", payload: user });
  return `sid=${res.cookies.find((c) => c.name === "sid")!.value}`;
}

const rows = (page: Page) => page.getByTestId("admin-audit-row");
const actionsShown = (page: Page) =>
  rows(page).evaluateAll((trs) => trs.map((tr) => (tr as unknown as { dataset: { action: string } }).dataset.action));

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("the Audit page", () => {
  it("lists who did what and narrows it by action, changed item and administrator", async () => {
    const page = await e2e.newPage();
    await e2e.logIn(page, admin);
    await page.goto("/admin/audit");
    await expect
      .poll(() => actionsShown(page))
      .toEqual([
        // This page's own session, then what beforeAll did.
        "auth.login",
        "port.create",
        "auth.login",
        "car.update",
        "car.create",
        "settings.update",
        "settings.update",
        "auth.login",
      ]);
    // The newest bank-details change shows the old text struck through and the new one.
    const bank = rows(page).filter({ hasText: "topup_bank_details" }).first();
    await expect
      .poll(() => bank.locator('[data-part="before"]').textContent())
      .toBe("Хаан банк, 5000 1234 56, Монкор ХХК");
    await expect
      .poll(() => bank.locator('[data-part="after"]').textContent())
      .toBe("Голомт банк, 1105 0099 88, Монкор ХХК (SWIFT GLMTMNUB)");
    await expect.poll(() => page.getByRole("link", { name: "Audit log" }).count()).toBeGreaterThan(0);
    await saveScreenshot(page, "audit/audit-list-en-1280", { fullPage: true });

    await pick(page, "admin-audit-action", "Edited a car");
    await expect.poll(() => actionsShown(page)).toEqual(["car.update"]);
    const car = rows(page).first();
    await expect
      .poll(() => car.locator('[data-field="price_krw"]').textContent())
      .toBe("price_krw: 21500000 → 19900000");

    // The car's whole history (its creation and the edit), from the changed item of a row.
    await page.getByTestId("admin-audit-clear").click();
    await expect.poll(() => actionsShown(page)).toHaveLength(8);
    await rows(page)
      .filter({ hasText: "price_krw" })
      .getByRole("button", { name: `Car · #${carId}` })
      .click();
    await expect.poll(() => page.getByTestId("admin-audit-target-id").inputValue()).toBe(String(carId));
    await expect.poll(() => actionsShown(page)).toEqual(["car.update", "car.create"]);
    // A created car has more fields than a row shows at first.
    await page.getByRole("button", { name: /^Show all \d+ fields$/ }).click();
    await expect.poll(() => page.getByRole("button", { name: "Show fewer fields" }).count()).toBe(1);
    await saveScreenshot(page, "audit/audit-car-history-en-1280", { fullPage: true });

    // Another administrator's actions, by part of their email.
    await page.getByTestId("admin-audit-clear").click();
    await page.getByTestId("admin-audit-actor").fill("konstantinopolskaya");
    await expect.poll(() => actionsShown(page)).toEqual(["port.create", "auth.login"]);

    await page.getByTestId("admin-audit-actor").fill("nobody-here");
    await page.getByTestId("admin-audit-empty").waitFor();
    expect(await page.getByTestId("admin-audit-empty").textContent()).toBe("No entries match these filters.");
  });

  it("is drawn at 390 and 1280 px in English and Mongolian", async () => {
    const page = await e2e.newPage();
    await e2e.logIn(page, admin);
    for (const lang of ["en", "mn"] as const) {
      await page.goto("/admin/audit");
      const switcher = page.locator('select[data-testid="language-switcher"]:visible').first();
      if ((await switcher.inputValue()) !== lang) await switcher.selectOption(lang);
      await expect.poll(() => page.evaluate("document.documentElement.lang")).toBe(lang);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await rows(page).first().waitFor();
        await saveScreenshot(page, `audit/audit-${lang}-${width}`, { fullPage: true });
      }
    }
    // Mongolian labels, not English ones.
    await expect
      .poll(() => page.getByTestId("admin-audit-actor").locator("xpath=..").textContent())
      .not.toContain("Administrator");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Үйлдлийн бүртгэл");
  });
});
