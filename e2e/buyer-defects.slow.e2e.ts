// Issue 42, the buyer's screens at 390 and 1280 px: the port in the buy dialog, the compare tray
// in sight, the filters' "Show N cars" on a phone, and pages without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import { ensurePorts } from "../src/server/modules/ports/service.js";
import { DEMO_PORTS } from "../src/server/demo/ports.js";
import { createAdmin, createBannerCar, createCar, createUser, loginCookie } from "../test/factories.js";
import { saveScreenshot, startE2e, type E2e } from "./harness.js";
import { sweepLangs } from "./sweep.js";

type DOMRectLike = { x: number; y: number; width: number; height: number };

let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
  await ensurePorts(e2e.app.core, DEMO_PORTS);
  // A list longer than a phone's screen many times over.
  for (let i = 0; i < 30; i++) await createCar(e2e.app, { priceKrw: 15_000_000 + i * 100_000 });
});
afterAll(async () => {
  await e2e?.close();
});

async function portsByName() {
  const res = await fetch(`${e2e.baseUrl}/api/ports`);
  return (await res.json()) as { id: number; name: Record<string, string> }[];
}

describe("the buyer's screens (issue 42)", () => {
  it("a Mongolian buyer on a phone picks a port in the buy dialog: it stays open, keeps the port, and the order names it", async () => {
    const buyer = await createUser(e2e.app, {
      name: "Бат",
      country: "MN",
      // The buy dialog asks for the invoice's address and phone: this profile has them.
      address: "Энхтайваны өргөн чөлөө 5, Улаанбаатар",
      phone: "+976 9911 2233",
    });
    await e2e.app.core.db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: buyer.id,
        account: "cc",
        amount: 3000,
        kind: "admin_adjustment",
        idempotencyKey: `e2e-defects-fund:${buyer.id}`,
      }),
    );
    const car = await createBannerCar(e2e.app, { priceKrw: 19_900_000 });
    const page = await e2e.newPage({ lang: "mn-MN" });
    await page.setViewportSize({ width: 390, height: 844 });
    await e2e.logIn(page, buyer);
    await page.goto(`/cars/${car.id}?lang=mn`);
    await page.getByTestId("car-detail").waitFor();
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("mn");

    await page.getByTestId("purchase-button").click();
    const dialog = page.getByTestId("purchase-confirm");
    await dialog.getByTestId("charge-confirm").waitFor();
    const port = (await portsByName())[1];
    const portName = port.name.mn;
    await dialog.getByTestId("port-picker").click();
    await page.getByRole("option", { name: portName, exact: true }).click();
    // The car's landed price at the port is asked for anew: the dialog must stay open meanwhile.
    await expect.poll(() => page.getByTestId("car-detail").getByTestId("landed-total").count()).toBe(1);
    expect(await dialog.getByTestId("charge-confirm").isVisible()).toBe(true);
    await expect.poll(() => dialog.getByTestId("port-picker").innerText()).toBe(portName);
    // Tapping the chosen port again keeps it.
    await dialog.getByTestId("port-picker").click();
    await page.getByRole("option", { name: portName, exact: true }).click();
    await expect.poll(() => dialog.getByTestId("port-picker").innerText()).toBe(portName);
    expect(await dialog.getByTestId("charge-confirm").isVisible()).toBe(true);
    // The port's whole name is in sight: it wraps rather than being cut at the picker's edge.
    const fits = await dialog
      .getByTestId("port-picker")
      .evaluate((el: any) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);
    expect(fits).toBe(true);
    await saveScreenshot(page, "defects/buy-dialog-port-mn-390");

    await dialog.getByTestId("charge-confirm").click();
    await page.getByTestId("purchase-done").waitFor();
    const admin = await createAdmin(e2e.app);
    const orders = await e2e.app.inject({
      method: "GET",
      url: "/api/admin/orders?page_size=100",
      headers: { cookie: await loginCookie(e2e.app, admin) },
    });
    const [order] = orders.json().items.filter((o: { car: { id: number } }) => o.car.id === car.id);
    expect(order.destination_port).toBe(portName);
  });

  for (const width of [390, 1280]) {
    it(`the compare tray is in sight at ${width} px, and the menu links to Compare with the count`, async () => {
      const page = await e2e.newPage();
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/cars?lang=mn");
      await page.getByTestId("cars-grid").waitFor();
      await page.getByTestId("compare-toggle").nth(0).click();
      await page.getByTestId("compare-toggle").nth(1).click();
      const tray = page.getByTestId("compare-tray");
      await tray.waitFor();
      // Pinned to the bottom of the window, not after the footer.
      const box = (await tray.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.y).toBeGreaterThan(844 / 2);
      // The page ends with room for it: the footer's last line is not under the tray.
      await page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)");
      const footer = (await page.locator("footer").last().boundingBox())!;
      const trayAtEnd = (await tray.boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(trayAtEnd.y + 1);
      await saveScreenshot(page, `defects/compare-tray-mn-${width}`);
      // The menu has Compare, with the count. At 1280 px the header keeps its links, language,
      // currency and log-in beside it in Mongolian and Russian, drawn compact (issue 50: it fell
      // back to the menu button and hid them all); a phone has them behind the button.
      if (width >= 1280) {
        await expect.poll(() => page.getByTestId("header-row").getAttribute("data-level")).not.toBe("menu");
        for (const id of ["main-nav", "language-switcher", "currency-switcher", "login-button"])
          expect(await page.getByTestId(id).first().isVisible(), id).toBe(true);
      } else await page.getByTestId("mobile-menu-button").click();
      const link = page.getByTestId("nav-compare").filter({ visible: true });
      await link.waitFor();
      expect(await link.getAttribute("href")).toMatch(/^\/compare/);
      expect(await link.innerText()).toContain("2");
      await saveScreenshot(page, `defects/compare-menu-mn-${width}`);
      if (width >= 1280) {
        await page.goto("/cars?lang=ru");
        await page.getByTestId("cars-grid").waitFor();
        await expect.poll(() => page.getByTestId("header-row").getAttribute("data-level")).not.toBe("menu");
        expect(await page.getByTestId("main-nav").isVisible()).toBe(true);
        expect(await page.getByTestId("nav-compare").innerText()).toContain("2");
        await saveScreenshot(page, "defects/compare-menu-ru-1280");
      }
    });
  }

  for (const lang of sweepLangs()) {
    it(`on a phone the filters end with "Show N cars" (${lang}), which closes them`, async () => {
      const page = await e2e.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/cars?lang=${lang}`);
      await page.getByTestId("cars-grid").waitFor();
      const total = Number((await page.getByTestId("cars-total").innerText()).replace(/\D/g, ""));
      await page.getByTestId("filters-toggle").click();
      const show = page.getByTestId("filters-show");
      await show.waitFor();
      expect(await show.innerText()).toContain(String(total));
      await saveScreenshot(page, `defects/filters-show-${lang}-390`);
      // A tap on the button is a tap on it: nothing (the cars below) is drawn over it.
      await show.scrollIntoViewIfNeeded();
      const onTop = await show.evaluate(
        (el: {
          getBoundingClientRect(): DOMRectLike;
          contains(n: unknown): boolean;
          ownerDocument: { elementFromPoint(x: number, y: number): unknown };
        }) => {
          const r = el.getBoundingClientRect();
          return el.contains(el.ownerDocument.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        },
      );
      expect(onTop).toBe(true);
      await show.click();
      await expect.poll(() => page.getByTestId("filters-toggle").getAttribute("aria-expanded")).toBe("false");
      await show.waitFor({ state: "detached" });
      expect(await page.getByTestId("filters-toggle").getAttribute("aria-expanded")).toBe("false");
    });
  }

  for (const width of [390, 1280]) {
    it(`without JavaScript the pages keep their header, menu, buttons and styles at ${width} px`, async () => {
      const car = await createBannerCar(e2e.app, { priceKrw: 18_000_000 });
      const context = await e2e.browser.newContext({
        baseURL: e2e.baseUrl,
        javaScriptEnabled: false,
        viewport: { width, height: 844 },
        locale: "en-US",
        // The server draws the phone's header for a phone's browser (it guesses from the User-Agent).
        userAgent:
          width < 1000
            ? "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36"
            : undefined,
      });
      try {
        const page = await context.newPage();
        for (const [name, path] of [
          ["home", "/"],
          ["list", "/cars"],
          ["car", `/cars/${car.id}`],
        ] as const) {
          await page.goto(path);
          // Mantine's styles (borders of inputs, filled buttons) hang on the colour scheme attribute.
          expect(await page.locator("html").getAttribute("data-mantine-color-scheme")).toBe("light");
          const header = page.locator("header").first();
          if (width >= 1000) {
            await header.getByRole("link", { name: "Cars", exact: true }).waitFor();
          } else {
            // A menu that opens without a script, with the language and the currency (issue 50).
            await header.locator("details summary").click();
            await header.getByRole("link", { name: "Cars", exact: true }).waitFor();
            const switches = header.getByTestId("nojs-switches");
            for (const name of ["English", "한국어", "Монгол", "Русский", "KRW", "USD", "MNT", "RUB"])
              expect(await switches.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
          }
          await header.getByRole("link", { name: "Log in" }).first().waitFor();
          await saveScreenshot(page, `defects/nojs-${name}-${width}`, { fullPage: true });
        }
        if (width >= 1000) {
          // A desktop page without a script switches in the footer (the header's selects need one).
          await page.goto("/cars");
          await page.getByTestId("footer-switches").getByRole("link", { name: "Русский", exact: true }).click();
          await page.waitForURL((url) => url.searchParams.get("lang") === "ru");
          expect(await page.locator("html").getAttribute("lang")).toBe("ru");
          await page.getByTestId("footer-switches").getByRole("link", { name: "RUB", exact: true }).click();
          await page.waitForURL((url) => url.searchParams.get("currency") === "RUB");
          expect(new URL(page.url()).searchParams.get("lang")).toBe("ru");
          expect(await page.getByTestId("car-card-price").first().innerText()).toContain("₽");
          await saveScreenshot(page, `defects/nojs-footer-ru-rub-${width}`, { fullPage: true });
        }
        if (width < 1000) {
          // Roubles chosen without a script: the server draws the prices in them, and the links keep them.
          await page.goto("/cars");
          await page.locator("header details summary").click();
          await page.getByTestId("nojs-switches").getByRole("link", { name: "RUB", exact: true }).click();
          await page.waitForURL((url) => url.searchParams.get("currency") === "RUB");
          expect(await page.getByTestId("car-card-price").first().innerText()).toContain("₽");
          await page.locator(`a[href^="/cars/${car.id}"]`).first().click();
          await page.waitForURL((url) => url.pathname === `/cars/${car.id}`);
          expect(new URL(page.url()).searchParams.get("currency")).toBe("RUB");
          expect(await page.getByTestId("car-price").first().innerText()).toContain("₽");
          await saveScreenshot(page, "defects/nojs-car-rub-390", { fullPage: true });
        }
      } finally {
        await context.close();
      }
    });
  }
});
