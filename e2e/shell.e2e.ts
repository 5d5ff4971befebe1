import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2e, type E2e, saveScreenshot } from "./harness.js";
import { createAdmin } from "../test/factories.js";

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const NAV = {
  en: ["Home", "Cars", "Inquiry", "Board", "Contact Us", "Cost"],
  ko: ["홈", "차량", "차량 요청", "게시판", "문의하기", "비용"],
  mn: ["Нүүр", "Автомашин", "Хүсэлт", "Самбар", "Холбоо барих", "Зардал"],
  ru: ["Главная", "Автомобили", "Запрос", "Форум", "Контакты", "Стоимость"],
};

describe("web shell", () => {
  it("is served as the production build that users get (not React's development build)", async () => {
    const html = await (await fetch(`${e2e.baseUrl}/`)).text();
    const entry = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, "the page's entry script").toBeTruthy();
    const bundle = await (await fetch(`${e2e.baseUrl}${entry}`)).text();
    // React's development JSX runtime is the one with jsxDEV; a production bundle never has it.
    expect(bundle.includes("jsxDEV")).toBe(false);
  });

  it("shows the home page and its menu in all four languages, remembering the choice", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    for (const lang of ["en", "ko", "mn", "ru"] as const) {
      await page.getByTestId("language-switcher").selectOption(lang);
      const nav = page.getByTestId("main-nav");
      for (const label of NAV[lang])
        await expect.poll(() => nav.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
      // Board sits between Inquiry and Contact Us.
      const text = (await nav.innerText()).split(/\s*\n\s*/).filter(Boolean);
      expect(text.indexOf(NAV[lang][3])).toBe(text.indexOf(NAV[lang][2]) + 1);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    }
    await page.reload();
    await expect
      .poll(() => page.getByTestId("main-nav").getByText("Главная", { exact: true }).count())
      .toBeGreaterThan(0);
    await saveScreenshot(page, "home-ru");

    // The footer's links switch in place too, without a new page: Mongolian, then tugriks.
    const footer = page.getByTestId("footer-switches");
    await footer.getByRole("link", { name: "Монгол", exact: true }).click();
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("mn");
    expect(new URL(page.url()).searchParams.has("lang")).toBe(false);
    await expect.poll(() => page.getByTestId("language-switcher").inputValue()).toBe("mn");
    await expect.poll(() => footer.innerText()).toContain("Хэл");
    await footer.getByRole("link", { name: "MNT", exact: true }).click();
    await expect.poll(() => page.getByTestId("currency-switcher").inputValue()).toBe("MNT");
    expect(await footer.getByRole("link", { name: "MNT", exact: true }).getAttribute("aria-current")).toBe("true");
  });

  it("lets an admin log in and change a setting", async () => {
    const admin = await createAdmin(e2e.app);
    const page = await e2e.newPage();
    await page.goto("/login");
    await page.getByTestId("login-email").fill(admin.email);
    await page.getByTestId("login-password").fill(admin.password);
    await page.getByTestId("login-submit").click();
    // An administrator lands in the admin area (README).
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.goto("/admin/settings");
    const form = page.getByTestId("admin-settings-form");
    await form.waitFor();
    const board = page.getByTestId("setting-board_enabled");
    await expect.poll(() => board.isChecked()).toBe(true);
    await board.uncheck({ force: true });
    await page.getByTestId("admin-settings-save").click();
    await expect.poll(async () => (await e2e.app.inject("/api/settings/public")).json().board_enabled).toBe(false);
    await saveScreenshot(page, "admin-settings", { fullPage: true });
    // With the board off, the public menu loses its entry.
    await page.goto("/");
    await expect
      .poll(() => page.getByTestId("main-nav").getByText("Contact Us", { exact: true }).count())
      .toBeGreaterThan(0);
    expect(await page.getByTestId("main-nav").getByText("Board", { exact: true }).count()).toBe(0);
  });
});

describe("staging", () => {
  it("shows a STAGING badge in the admin area of a staging deployment", async () => {
    const staging = await startE2e({ appEnv: "staging" });
    try {
      const admin = await createAdmin(staging.app);
      const page = await staging.newPage();
      // The session cookie: the login form is driven by the test above.
      await staging.logIn(page, admin);
      await page.goto("/admin/settings");
      await page.getByTestId("staging-badge").waitFor();
      expect(await page.getByTestId("staging-badge").innerText()).toMatch(/STAGING/);
    } finally {
      await staging.close();
    }
  });
});
