// Clipped text in four languages at phone and desktop width: a word cut by a button edge, an
// ellipsis on a status badge, a select whose value does not fit, row actions pushed off screen.
// With E2E_SCREENSHOTS=<dir> every checked page is also saved as a PNG to look at.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startE2e, type E2e } from "./harness.js";
import { createAdmin, createBannerCar, createUser, loginCookie } from "../test/factories.js";
import { vehicleRequests } from "../src/server/db/schema/requests.js";
import { updateSettings } from "../src/server/modules/settings/service.js";
import { applyLedgerEntry } from "../src/server/modules/credits/ledger.js";

const LANGS = ["en", "ko", "mn", "ru"] as const;
const WIDTHS = [390, 1366] as const;
const SHOTS = process.env.E2E_SCREENSHOTS;
const TILE_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPY9+EHAAXYAqdKnvVgAAAAAElFTkSuQmCC";

let e2e: E2e;
let carId: number;
let userCookie: string;
let adminCookie: string;

beforeAll(async () => {
  e2e = await startE2e();
  const { app } = e2e;
  await updateSettings(app.core, { show_dealer_comment: true });
  const car = await createBannerCar(app, {
    carName: "현대 디 올 뉴 그랜저 하이브리드 3.5 캘리그래피",
    description: "1인 신조 차량입니다.\n정비 이력 모두 있습니다.",
    dealerComment: "실내 아주 깨끗합니다. 타이어 4짝 교체.",
  });
  carId = car.id;
  const user = await createUser(app, {
    name: "Александра Константинопольская",
    email: "aleksandra.konstantinopolskaya.long.address@example-mail-provider.com",
    country: "MN",
  });
  await app.core.db.transaction((tx) =>
    applyLedgerEntry(tx, {
      userId: user.id,
      account: "cc",
      amount: 5000,
      kind: "admin_adjustment",
      idempotencyKey: `layout:${user.id}`,
    }),
  );
  const statuses = ["pending", "in_progress", "completed", "cancelled", "rejected"];
  await app.core.db.insert(vehicleRequests).values(
    statuses.map((status, i) => ({
      userId: user.id,
      maker: "현대",
      model: "그랜저",
      grade: "캘리그래피",
      year: 2022,
      fuel: "하이브리드",
      mileage: 30_000 + i,
      budgetKrw: 45_000_000,
      note: "Светлый салон, без ДТП, желательно с люком",
      status,
    })),
  );
  userCookie = await loginCookie(app, user);
  adminCookie = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  await e2e?.close();
});

// The measuring runs inside the page; it is plain JavaScript because the test code has no DOM types.
const findClippedSource = fs.readFileSync(new URL("./find-clipped.js", import.meta.url), "utf8");

async function open(lang: string, width: number, cookie: string | null): Promise<Page> {
  const page = await e2e.newPage({ lang });
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  // Map tiles never leave the machine in tests: every tile is one grey pixel.
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: Buffer.from(TILE_PNG, "base64") }),
  );
  await page.addInitScript(`localStorage.setItem("lang", ${JSON.stringify(lang)})`);
  if (cookie) {
    const [name, value] = cookie.split("=");
    await page.context().addCookies([{ name, value, url: e2e.baseUrl }]);
  }
  return page;
}

/**
 * Waits until the page is quiet: no request in flight for 300 ms (late chunks, locale files and API
 * answers change widths), fonts loaded, and two frames painted after the last change.
 */
async function settle(page: Page): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    // Anything asked for right after the change (a language's chunk) starts within a frame or two.
    await page.waitForTimeout(100);
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastChange >= 300, { timeout: 20_000, interval: 50 })
      .toBe(true);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
  await page.evaluate(
    "document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))",
  );
}

async function check(page: Page, name: string, lang: string, width: number): Promise<string[]> {
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${width}.png`), fullPage: true });
  }
  const clipped = (await page.evaluate(`(${findClippedSource})(${width >= 1000})`)) as {
    what: string;
    text: string;
    scrollWidth: number;
    clientWidth: number;
  }[];
  return clipped.map((c) => `${name} ${lang} ${width}px: ${c.what} "${c.text}" (${c.scrollWidth} > ${c.clientWidth})`);
}

const PAGES: { name: string; path: () => string; cookie: () => string | null; ready: string }[] = [
  { name: "cars", path: () => "/cars", cookie: () => null, ready: "filter-sort" },
  { name: "car", path: () => `/cars/${carId}`, cookie: () => userCookie, ready: "car-credit-actions" },
  { name: "me", path: () => "/me", cookie: () => userCookie, ready: "me-email" },
  { name: "inquiry", path: () => "/inquiry", cookie: () => userCookie, ready: "request-form" },
  { name: "cost", path: () => "/cost?price_krw=21500000", cookie: () => null, ready: "cost-price" },
  ...(
    [
      ["admin-requests", "/admin/vehicle-requests", "admin-requests-table"],
      ["admin-users", "/admin/users", "admin-users-table"],
      ["admin-sns", "/admin/sns", "admin-sns-status"],
      ["admin-withdrawals", "/admin/withdrawals", "admin-withdrawals-status"],
      ["admin-reviews", "/admin/reviews", "admin-reviews-search"],
      ["admin-contact", "/admin/contact-messages", "admin-contact-search"],
      ["admin-settings", "/admin/settings", "admin-settings-form"],
      ["admin-visitors", "/admin/visitors", "total-visits"],
    ] as const
  ).map(([name, path, ready]) => ({ name, path: () => path, cookie: () => adminCookie, ready })),
];

describe("no clipped text", () => {
  // One load per page: the first language comes from the start, the others through the header's
  // language switcher (as a visitor changes it), and each is measured at both widths by resizing.
  for (const p of PAGES) {
    it(`${p.name}: nothing cut in en/ko/mn/ru at 390 and 1366 px`, async () => {
      const problems: string[] = [];
      const [first, ...others] = LANGS;
      const page = await open(first, WIDTHS[1], p.cookie());
      await page.goto(p.path());
      await page.getByTestId(p.ready).first().waitFor({ timeout: 30_000 });
      for (const lang of [first, ...others]) {
        if (lang !== first) {
          await page.setViewportSize({ width: WIDTHS[1], height: 900 });
          await page.locator('select[data-testid="language-switcher"]:visible').first().selectOption(lang);
          await expect.poll(() => page.evaluate("document.documentElement.lang")).toBe(lang);
        }
        for (const width of [...WIDTHS].reverse()) {
          await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
          await settle(page);
          await page.getByTestId(p.ready).first().waitFor({ timeout: 30_000 });
          problems.push(...(await check(page, p.name, lang, width)));
        }
      }
      await page.close();
      expect(problems).toEqual([]);
      // Eight measurements in one test: on a busy 2-core machine that is more than a minute.
    }, 180_000);
  }

  it("speaks the page language: Mongolian country name, Russian number input, 'Original (Korean)'", async () => {
    const mn = await open("mn", 1366, userCookie);
    await mn.goto("/me");
    await expect.poll(() => mn.getByTestId("profile-country").inputValue()).toBe("Монгол");

    const ru = await open("ru", 390, null);
    await ru.goto("/cost?price_krw=21500000");
    // The input groups digits the way Russian tables do: "21 500 000" with a no-break space.
    const russian = await ru.evaluate("new Intl.NumberFormat('ru').format(21500000)");
    await expect.poll(async () => (await ru.getByTestId("cost-price").inputValue()).replace(/\s*₩$/, "")).toBe(russian);

    const en = await open("en", 1366, userCookie);
    await en.goto(`/cars/${carId}`);
    expect(await en.getByTestId("dealer-comment").getByTestId("original-language").innerText()).toBe(
      "Original (Korean)",
    );
  });

  it("an anonymous visit asks /api/auth/session and gets no 401 from /api/auth/me", async () => {
    const page = await open("en", 1366, null);
    const failed: string[] = [];
    page.on("response", (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    const session = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/auth/session");
    await page.goto("/");
    expect((await session).status()).toBe(200);
    await page.waitForLoadState("networkidle");
    expect(failed).toEqual([]);
  });
});
