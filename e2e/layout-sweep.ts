// The clipping sweep shared by layout-public.slow.e2e.ts and layout-admin.slow.e2e.ts (two files, so two
// browser workers share it): clipped text in four languages at phone and desktop width — a word
// cut by a button edge, an ellipsis on a status badge, a select whose value does not fit, row
// actions pushed off screen. With E2E_SCREENSHOTS=<dir> every checked page is also saved as a PNG.
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { startE2e, type E2e } from "./harness.js";
import { createAdmin, createBannerCar, createUser, loginCookie } from "../test/factories.js";
import { vehicleRequests } from "../src/server/db/schema/requests.js";
import { updateSettings } from "../src/server/modules/settings/service.js";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import { patient } from "./patience.js";
import { documentUpload } from "../test/order-documents-helpers.js";
import { claimForm } from "../test/protection-helpers.js";
import { createInvoicedOrder } from "../test/invoice-helpers.js";
import { FULL_SWEEP, sweep } from "./sweep.js";

// 1280 px: the narrowest common laptop, where the desktop header has least room.
const WIDTHS = [390, 1280] as const;
/** What the sweep measures (e2e/sweep.ts): every language at both widths in test:all, a page in one of two pairs alone. */
export const SWEPT = FULL_SWEEP ? "en/ko/mn/ru at 390 and 1280 px" : "mn at 390 px or ru at 1280 px";
const SHOTS = process.env.E2E_SCREENSHOTS;
const TILE_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPY9+EHAAXYAqdKnvVgAAAAAElFTkSuQmCC";

export type LayoutFixture = {
  e2e: E2e;
  carId: number;
  userCookie: string;
  adminCookie: string;
  /** The verification code of an invoiced order (another buyer's: the swept user's pages stay as they were). */
  invoiceCode: string;
  /** The sweep's page for each session (sweepPage), kept from page to page; close() closes them. */
  sweepPages: Map<SweptPage["as"], Page>;
  /** How many pages were swept: in npm test the next page's turn of languages and widths. */
  swept: number;
  close(): Promise<void>;
};

/** The app with the longest texts a page may meet: a Korean car name, a long Russian name and email. */
export async function startLayoutFixture(): Promise<LayoutFixture> {
  const e2e = await startE2e();
  const { app } = e2e;
  await updateSettings(app.core, { show_dealer_comment: true });
  const car = await createBannerCar(app, {
    carName: "현대 디 올 뉴 그랜저 하이브리드 3.5 캘리그래피",
    description: "1인 신조 차량입니다.\n정비 이력 모두 있습니다.",
    dealerComment: "실내 아주 깨끗합니다. 타이어 4짝 교체.",
  });
  const carId = car.id;
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
  const userCookie = await loginCookie(app, user);
  const adminCookie = await loginCookie(app, await createAdmin(app));
  // Rows for the Audit page: a settings change with a long text before and after (the seller's
  // address: printed on invoices only, so no other swept page shows it).
  for (const address of [
    "Монгол Улс, Улаанбаатар хот, Хан-Уул дүүрэг, 15-р хороо, Чингисийн өргөн чөлөө 24, Монкор Импорт Экспорт ХХК",
    "Монгол Улс, Улаанбаатар хот, Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 5, Монкор Импорт Экспорт ХХК",
  ]) {
    await app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie: adminCookie },
      payload: { seller_address: address },
    });
  }
  await shippedOrderWithDocuments(e2e, userCookie, adminCookie);
  const { code: invoiceCode } = await createInvoicedOrder(app, {
    country: "KG",
    priceUsd: 1_234_567.89,
    vin: "KMHL341DBPA123456",
    carName: "기아 K5",
  });
  const sweepPages = new Map<SweptPage["as"], Page>();
  return {
    e2e,
    carId,
    userCookie,
    adminCookie,
    invoiceCode,
    sweepPages,
    swept: 0,
    async close() {
      await Promise.all(
        [...sweepPages.values()].map((page) =>
          page
            .context()
            .close()
            .catch(() => {}),
        ),
      );
      await e2e.close();
    },
  };
}

/**
 * An order of the user on its way (My orders): paid in two transfers, a long vessel name, B/L,
 * dates, a courier with a long tracking number and documents with long file names; and a delivered
 * order with a claim.
 */
async function shippedOrderWithDocuments(e2e: E2e, userCookie: string, adminCookie: string) {
  const { app } = e2e;
  const car = await createBannerCar(app, { carName: "기아 더 뉴 쏘렌토 하이브리드 1.6 터보 시그니처" });
  const send = async (cookie: string, method: "POST" | "PATCH", url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const { order_id: orderId } = await send(userCookie, "POST", `/api/cars/${car.id}/purchase`);
  const url = `/api/admin/orders/${orderId}`;
  await send(adminCookie, "PATCH", url, { status: "invoiced", price_usd: 23_450 });
  // Paid in two transfers with long bank references (the statement on My orders and Admin → Orders).
  await send(adminCookie, "POST", `${url}/payments`, {
    amount_usd: 10_000,
    received_on: "2026-11-20",
    reference: "KHAN BANK SWIFT MT103 AGRMMNUB 2026112000004871 PI-000001",
  });
  await send(adminCookie, "POST", `${url}/payments`, {
    amount_usd: 13_450,
    received_on: "2026-11-24",
    reference: "GOLOMT BANK SWIFT MT103 GOLOMNUB 2026112400000093",
  });
  await uploadDocuments(app, adminCookie, url);
  await send(adminCookie, "PATCH", url, {
    status: "shipped",
    vessel: "MV Glovis Splendor (Hyundai Glovis)",
    bl_number: "GLVS-INC-ULN-2026-0000487",
    etd: "2026-12-01",
    eta: "2026-12-19",
    courier_name: "DHL Express Worldwide",
    courier_tracking: "JD014600006254478812",
    note: "Погружено в порту Инчхон, контейнер MSKU 123456-7",
  });
  // A second order, delivered, with a claim awaiting a decision (My orders, Admin → Claims).
  const other = await createBannerCar(app, { carName: "현대 디 올 뉴 싼타페 하이브리드 1.6 터보 캘리그래피" });
  const { order_id: deliveredId } = await send(userCookie, "POST", `/api/cars/${other.id}/purchase`);
  const deliveredUrl = `/api/admin/orders/${deliveredId}`;
  await send(adminCookie, "PATCH", deliveredUrl, { status: "invoiced", price_usd: 31_780 });
  await send(adminCookie, "PATCH", deliveredUrl, { status: "paid" });
  await send(adminCookie, "PATCH", deliveredUrl, { status: "shipped" });
  await send(adminCookie, "PATCH", deliveredUrl, { status: "delivered" });
  const claim = claimForm(
    {
      category: "not_as_described",
      description:
        "Пробег на одометре на 23 000 км больше, чем в объявлении, а задний бампер перекрашен. Прилагаю фото приборной панели и отчёт автосервиса.",
      amount_usd: "1850.50",
    },
    [{ data: PDF_BYTES, filename: "Отчёт_автосервиса_Улаанбаатар_2026_12_22_диагностика.pdf" }],
  );
  const filed = await app.inject({
    method: "POST",
    url: `/api/users/me/orders/${deliveredId}/claims`,
    payload: claim.payload,
    headers: { ...claim.headers, cookie: userCookie },
  });
  if (filed.statusCode !== 201) throw new Error(`claim: ${filed.statusCode} ${filed.body}`);
}

/** The shipping documents of an order, with long file names. */
async function uploadDocuments(app: E2e["app"], adminCookie: string, url: string) {
  const documents: Array<[string, Buffer, string]> = [
    ["bill_of_lading", PDF_BYTES, "Bill of lading GLVS-INC-ULN-2026-0000487 original scan.pdf"],
    ["export_certificate", PDF_BYTES, "수출신고필증_2026_12_01_기아_쏘렌토_하이브리드.pdf"],
    ["photo", Buffer.from(TILE_PNG, "base64"), "loading-photo.png"],
  ];
  for (const [kind, data, filename] of documents) {
    const body = documentUpload(kind, data, filename);
    const res = await app.inject({
      method: "POST",
      url: `${url}/documents`,
      payload: body.payload,
      headers: { ...body.headers, cookie: adminCookie },
    });
    if (res.statusCode !== 201) throw new Error(`document: ${res.statusCode} ${res.body}`);
  }
}

const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

// The measuring runs inside the page; it is plain JavaScript because the test code has no DOM types.
const findClippedSource = fs.readFileSync(new URL("./find-clipped.js", import.meta.url), "utf8");

export async function open(
  e2e: E2e,
  lang: string,
  width: number,
  cookie: string | null,
  opts: { keep?: boolean } = {},
): Promise<Page> {
  const page = await e2e.newPage({ lang, keep: opts.keep });
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
      .poll(() => inFlight === 0 && Date.now() - lastChange >= 300, { timeout: patient(20_000), interval: 50 })
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

/** A page of the sweep: where it is, whose session opens it, and a test id that shows it is drawn. */
export type SweptPage = {
  name: string;
  path: string;
  as: "visitor" | "user" | "admin";
  ready: string;
  /** What the browser keeps for the page (e.g. the chosen `port_id`): set, then the page is loaded again. */
  storage?: Record<string, string>;
};

/**
 * One load per page: the first language comes from the start, the others through the header's
 * language switcher (as a visitor changes it), and each is measured at both widths by resizing.
 * The pages of one session (visitor, user, admin) are loaded one after the other in one browser
 * context, emptied of storage between them (its init script sets the first language again on
 * every load): a context per page cost Chromium and the server a cold start each (about a second
 * of CPU) and measured nothing more. Returns every clipped text found.
 */
export async function sweepPage(fx: LayoutFixture, p: SweptPage): Promise<string[]> {
  const problems: string[] = [];
  const cookie = p.as === "visitor" ? null : p.as === "user" ? fx.userCookie : fx.adminCookie;
  // Without the full sweep (a file run alone) each page is drawn once, in the two pairs of the
  // short sweep by turns (a page in Mongolian on the phone, the next in Russian on the wide
  // screen); test:all draws every pair on every page.
  const pairs = sweep(WIDTHS[0], WIDTHS[1]);
  const plan = FULL_SWEEP ? pairs : [pairs[fx.swept++ % pairs.length]];
  const first = plan[0].lang;
  let page = fx.sweepPages.get(p.as);
  if (page) {
    // As a fresh context: no storage, no cookie but the session's (the language switcher leaves
    // one naming the language, which the server would draw the next page in).
    await page.evaluate("localStorage.clear(); sessionStorage.clear()");
    await page.context().clearCookies();
    if (cookie) {
      const [name, value] = cookie.split("=");
      await page.context().addCookies([{ name, value, url: fx.e2e.baseUrl }]);
    }
    await page.setViewportSize({ width: WIDTHS[1], height: 900 });
  } else {
    page = await open(fx.e2e, first, WIDTHS[1], cookie, { keep: true });
    fx.sweepPages.set(p.as, page);
  }
  await page.goto(p.path);
  if (p.storage) {
    await page.evaluate(
      `for (const [k, v] of Object.entries(${JSON.stringify(p.storage)})) localStorage.setItem(k, v)`,
    );
    await page.reload();
  }
  await page
    .getByTestId(p.ready)
    .first()
    .waitFor({ timeout: patient(30_000) });
  for (const { lang, widths } of plan) {
    if ((await page.evaluate("document.documentElement.lang")) !== lang) {
      await page.setViewportSize({ width: WIDTHS[1], height: 900 });
      await page.locator('select[data-testid="language-switcher"]:visible').first().selectOption(lang);
      await expect.poll(() => page.evaluate("document.documentElement.lang")).toBe(lang);
    }
    for (const width of [...widths].reverse()) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await settle(page);
      await page
        .getByTestId(p.ready)
        .first()
        .waitFor({ timeout: patient(30_000) });
      problems.push(...(await check(page, p.name, lang, width)));
    }
  }
  return problems;
}

/** Eight measurements in one test: on a busy 2-core machine that is more than a minute. */
export const SWEEP_TIMEOUT_MS = 180_000;
