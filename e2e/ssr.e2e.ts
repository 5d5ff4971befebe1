import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startE2e, type E2e } from "./harness.js";
import { createCar } from "../test/factories.js";
import { translateCarName } from "../src/shared/vehicle-terms.js";

// Server-rendered pages taken over by the browser: any hydration warning or console error fails
// the test (e2e/setup.ts checks the console after each test; React reports a mismatch there).
let e2e: E2e;
let carId: number;
const CAR_NAME = "현대 그랜저 IG 2.4 가솔린";

beforeAll(async () => {
  e2e = await startE2e();
  carId = (await createCar(e2e.app, { carName: CAR_NAME, maker: "현대", model: "그랜저", year: 2019 })).id;
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * Before any script runs, remembers the element the server drew for `selector`; after hydration,
 * whether that same element is still in the page (React kept the server's DOM: no second draw).
 */
// Functions, not strings: the CSP (script-src 'self') refuses eval.
async function keepsServerDom(page: Page, selector: string) {
  await page.addInitScript((sel: string) => {
    const g = globalThis as any;
    g.document.addEventListener("readystatechange", () => {
      if (g.document.readyState === "interactive") g.__drawn = g.document.querySelector(sel);
    });
  }, selector);
}
const sameNode = (page: Page, selector: string) =>
  page.evaluate((sel: string) => {
    const g = globalThis as any;
    const drawn = g.__drawn;
    return Boolean(drawn) && drawn === g.document.querySelector(sel) && drawn.isConnected;
  }, selector);

describe("server-rendered pages in the browser", () => {
  for (const lang of ["ko", "ru"] as const) {
    it(`a car page in ${lang} is drawn by the server and hydrated without a warning or a second draw`, async () => {
      const page = await e2e.newPage();
      await keepsServerDom(page, '[data-testid="car-detail"]');
      const answer = await page.goto(`/cars/${carId}?lang=${lang}`);
      const html = await answer!.text();
      expect(html).toContain('data-testid="car-detail"');
      expect(html).toContain(translateCarName(CAR_NAME, lang));
      // goto waited for <html data-hydrated> (harness): the app runs.
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await expect.poll(() => sameNode(page, '[data-testid="car-detail"]')).toBe(true);
      await expect.poll(() => page.getByTestId("car-name").innerText()).toContain(translateCarName(CAR_NAME, lang));
      // Links keep the page's language, and work at once.
      await page.getByTestId("main-nav").locator('a[href^="/cars"]').first().click();
      await page.waitForURL((url) => url.pathname === "/cars" && url.searchParams.get("lang") === lang);
      await expect.poll(() => page.getByTestId("car-card").count()).toBeGreaterThan(0);
      const href = await page
        .getByTestId("car-card")
        .first()
        .locator("xpath=ancestor-or-self::a | .//a")
        .first()
        .getAttribute("href");
      expect(href).toContain(`lang=${lang}`);
    });
  }

  it("a public page starts its app from one script, not a waterfall of small ones", async () => {
    // The bundler puts everything the entry imports into the entry's own chunk (vite.config.ts,
    // codeSplitting's "$initial" group). Without it, Rolldown split that code into some 30 shared
    // chunks, each announced with a modulepreload: on Lighthouse's slow phone network the list and
    // car pages' LCP went from 2.2 to 3.2 s.
    for (const path of ["/", "/cars", `/cars/${carId}`]) {
      const html = await (await fetch(`${e2e.baseUrl}${path}`)).text();
      const entries = [...html.matchAll(/<script type="module"[^>]*src="([^"]+\.js)"/g)].map((m) => m[1]);
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1]);
      expect(entries, path).toHaveLength(1);
      // at most the bundler's runtime of a few hundred bytes beside it
      expect(preloads.length, `${path}: ${preloads.join(", ")}`).toBeLessThanOrEqual(1);
    }
  });

  it("a car page's first load leaves the popovers' positioning engine (floating-ui) until used", async () => {
    // The specs table is a Mantine Table; its ScrollArea's one floating-ui hook brought the whole
    // 14 KB (brotli) chunk with it before vite.config.ts pointed that import at Mantine's own hook.
    const page = await e2e.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/cars/${carId}?lang=en`);
    await expect.poll(() => page.getByTestId("car-specs").isVisible()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(
      scripts.some((path) => /ScrollArea/.test(path)),
      scripts.join(", "),
    ).toBe(true);
    expect(scripts.filter((path) => /floating-ui/i.test(path))).toEqual([]);
  });

  it("the list and home pages hydrate in place; switching the language moves to that language's URL", async () => {
    const page = await e2e.newPage();
    await keepsServerDom(page, '[data-testid="cars-grid"]');
    await page.goto("/cars?lang=mn");
    await expect.poll(() => sameNode(page, '[data-testid="cars-grid"]')).toBe(true);
    await page.getByTestId("language-switcher").selectOption("en");
    await page.waitForURL((url) => url.searchParams.get("lang") === "en");
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await page.goto("/?lang=ko");
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("ko");
    // A page that names its currency follows the switch in its address, and the footer's links do too.
    await page.goto("/cars?currency=RUB");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByTestId("currency-switcher").selectOption("USD");
    await page.waitForURL((url) => url.searchParams.get("currency") === "USD");
    await page.getByTestId("footer-switches").getByRole("link", { name: "Русский", exact: true }).click();
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("ru");
    expect(new URL(page.url()).searchParams.get("currency")).toBe("USD");
    expect(new URL(page.url()).searchParams.has("lang")).toBe(false);
  });

  it("a phone gets the narrow layout from the server and keeps it", async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseUrl,
      viewport: { width: 390, height: 844 },
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await page.goto(`/cars/${carId}?lang=ru`);
      await page.waitForFunction(() => (globalThis as any).document.documentElement.dataset.hydrated === "1");
      await expect.poll(() => page.getByTestId("car-name").isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a car page's alert preferences keep the server's markup, and fetch their code when scrolled to", async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseUrl,
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_UA,
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await keepsServerDom(page, '[data-testid="promo-email-enabled"]');
      await page.goto(`/cars/${carId}?lang=mn`);
      await page.waitForFunction(() => (globalThis as any).document.documentElement.dataset.hydrated === "1");
      await page.waitForLoadState("networkidle");
      const part = page.getByTestId("car-promo");
      // Far below the first screen: drawn by the server and left as it is, its code not fetched.
      expect(await part.getAttribute("data-when-visible")).toBe("drawn");
      expect(await sameNode(page, '[data-testid="promo-email-enabled"]')).toBe(true);
      expect(scripts.filter((path) => /promo-preference/.test(path))).toEqual([]);
      // Scrolled to, it comes to life in place: the server's switch is the one the visitor taps.
      await part.scrollIntoViewIfNeeded();
      await expect.poll(() => part.getAttribute("data-when-visible")).toBe("live");
      expect(scripts.filter((path) => /promo-preference/.test(path))).toHaveLength(1);
      expect(await sameNode(page, '[data-testid="promo-email-enabled"]')).toBe(true);
      await part.getByTestId("promo-email-enabled").click({ force: true });
      await part.getByTestId("promo-login-prompt").waitFor();
      // A car opened by a link (drawn by the browser, not the server) shows the part at once.
      const other = await context.newPage();
      await other.goto("/cars?lang=mn");
      await other.waitForFunction(() => (globalThis as any).document.documentElement.dataset.hydrated === "1");
      await other.getByTestId("car-card").first().locator("xpath=ancestor-or-self::a | .//a").first().click();
      await other.waitForURL((url) => /^\/cars\/\d+$/.test(url.pathname));
      await expect.poll(() => other.getByTestId("car-promo").getAttribute("data-when-visible")).toBe("live");
    } finally {
      await context.close();
    }
  });
});

const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

type Box = { id: string; x: number; y: number; w: number; h: number };

/** The boxes of the first screen's named elements (test ids), as drawn now. */
const firstScreenBoxes = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as any;
    const boxes: Box[] = [];
    const seen = new Map<string, number>();
    for (const el of g.document.querySelectorAll("[data-testid]")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.top > g.innerHeight) continue;
      const name = el.getAttribute("data-testid");
      const n = seen.get(name) ?? 0;
      seen.set(name, n + 1);
      boxes.push({ id: `${name}#${n}`, x: r.left, y: r.top, w: r.width, h: r.height });
    }
    return boxes;
  });

/**
 * Icons and buttons a page without its script would draw empty (blank circles, white boxes). The
 * header, menu and colour scheme are buyer-defects.slow.e2e.ts's.
 */
const missingWithoutScript = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as any;
    const doc = g.document;
    const missing: string[] = [];
    // Every icon is drawn: an SVG with a size and a path.
    for (const svg of doc.querySelectorAll("header svg, main svg")) {
      const r = svg.getBoundingClientRect();
      if (r.width === 0 || !svg.querySelector("path, circle, rect, polyline, line")) {
        missing.push(`icon ${svg.getAttribute("class") ?? ""}`);
        break;
      }
    }
    // Every visible button and link has something to read or see.
    for (const el of doc.querySelectorAll("header a, header button, main a, main button")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (!el.textContent.trim() && !el.querySelector("svg, img") && !el.getAttribute("aria-label")) {
        missing.push(`empty ${el.tagName.toLowerCase()} ${el.getAttribute("data-testid") ?? ""}`);
      }
    }
    return missing;
  });

describe("the public pages without JavaScript", () => {
  for (const [width, phone] of [
    [390, true],
    [1280, false],
  ] as const) {
    it(`at ${width} px their icons and buttons are drawn, and hydrating moves nothing by more than 4 px`, async () => {
      const options = {
        baseURL: e2e.baseUrl,
        viewport: { width, height: phone ? 844 : 900 },
        ...(phone ? { userAgent: PHONE_UA, isMobile: true } : {}),
      };
      const still = await e2e.browser.newContext({ ...options, javaScriptEnabled: false });
      const live = await e2e.browser.newContext(options);
      try {
        for (const path of ["/?lang=mn", "/cars?lang=ru", `/cars/${carId}?lang=en`]) {
          const before = await still.newPage();
          await before.goto(path, { waitUntil: "load" });
          expect(await missingWithoutScript(before), path).toEqual([]);
          const drawn = await firstScreenBoxes(before);

          const after = await live.newPage();
          await after.goto(path, { waitUntil: "load" });
          await after.locator("html[data-hydrated]").waitFor({ state: "attached" });
          await after.evaluate(
            () =>
              new Promise((r) =>
                (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(r)),
              ),
          );
          const hydrated = new Map((await firstScreenBoxes(after)).map((b) => [b.id, b]));
          // Enough of the first screen is compared for "nothing moved" to mean something.
          expect(drawn.filter((b) => hydrated.has(b.id)).length, path).toBeGreaterThan(5);
          const moved = drawn
            .map((b) => ({ b, a: hydrated.get(b.id) }))
            .filter(({ a }) => a)
            .filter(({ a, b }) => Math.max(Math.abs(a!.x - b.x), Math.abs(a!.y - b.y), Math.abs(a!.w - b.w)) > 4)
            .map(({ a, b }) => `${b.id}: ${[b.x, b.y, b.w].map(Math.round)} → ${[a!.x, a!.y, a!.w].map(Math.round)}`);
          expect(moved, path).toEqual([]);
        }
      } finally {
        await still.close();
        await live.close();
      }
    });
  }
});
