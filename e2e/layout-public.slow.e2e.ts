// No clipped text on the buyer's pages in en/ko/mn/ru at 390 and 1280 px (see layout-sweep.ts), and
// the pages speak the chosen language. In `npm run test:all` (the slow browser tier); run alone
// without E2E_SWEEP=full it draws each page once, in two of those pairs by turns (e2e/sweep.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  open,
  startLayoutFixture,
  sweepPage,
  SWEEP_TIMEOUT_MS,
  SWEPT,
  type LayoutFixture,
  type SweptPage,
} from "./layout-sweep.js";
import { DEMO_PORTS } from "../src/server/demo/ports.js";
import { ensurePorts } from "../src/server/modules/ports/service.js";
import { createCar } from "../test/factories.js";
import { putRules, RU_RULES } from "./duties-fixtures.js";
import { DEMO_EXPORT_RESTRICTIONS } from "../src/server/demo/export-restrictions.js";
import { ensureExportRestrictions } from "../src/server/modules/export-restrictions/service.js";

let fx: LayoutFixture;
// The car page at a port whose country has import rules: the price at the door (Vladivostok); and
// at the port with the longest name (Ulaanbaatar by rail via Tianjin), which the picker wraps.
let door: { carId: number; portId: number; longestPortId: number; restrictedCarId: number };
beforeAll(async () => {
  fx = await startLayoutFixture();
  const { app } = fx.e2e;
  await ensurePorts(app.core, DEMO_PORTS);
  await putRules(fx.e2e, fx.adminCookie, "RU", RU_RULES);
  const car = await createCar(app, {
    carName: "현대 디 올 뉴 싼타페 하이브리드 1.6 터보 캘리그래피",
    year: 2023,
    displacementCc: 1598,
    fuel: "하이브리드",
  });
  const ports = (await app.inject({ method: "GET", url: "/api/ports" })).json() as {
    id: number;
    country: string;
    name: Record<string, string>;
  }[];
  const longest = ports.reduce((a, b) => (b.name.mn.length > a.name.mn.length ? b : a));
  // A car Korea does not let leave for Russia (Korea's rule of the demo data): its page says why.
  await ensureExportRestrictions(app.core, DEMO_EXPORT_RESTRICTIONS);
  const restricted = await createCar(app, {
    carName: "제네시스 G90 3.5 터보 AWD",
    year: 2023,
    displacementCc: 3470,
    fuel: "가솔린",
  });
  door = {
    carId: car.id,
    portId: ports.find((p) => p.country === "RU")!.id,
    longestPortId: longest.id,
    restrictedCarId: restricted.id,
  };
});
afterAll(async () => {
  await fx?.close();
});

const PAGES: SweptPage[] = [
  { name: "cars", path: "/cars", as: "visitor", ready: "filter-q" },
  { name: "car", path: "/cars/{car}", as: "user", ready: "car-credit-actions" },
  { name: "me", path: "/me", as: "user", ready: "me-email" },
  { name: "inquiry", path: "/inquiry", as: "user", ready: "request-form" },
  { name: "cost", path: "/cost?price_krw=21500000", as: "visitor", ready: "cost-price" },
  { name: "topups", path: "/me/topups", as: "user", ready: "topup-form" },
  { name: "orders", path: "/me/orders", as: "user", ready: "order-documents" },
  { name: "security", path: "/me/security", as: "user", ready: "sessions" },
  { name: "verify", path: "/verify", as: "visitor", ready: "verify-form" },
  { name: "verify-valid", path: "/verify/{invoice}", as: "visitor", ready: "verify-valid" },
  { name: "verify-unknown", path: "/verify/0000000000000000", as: "visitor", ready: "verify-unknown" },
];

describe("no clipped text on the buyer's pages", () => {
  for (const p of PAGES) {
    it(
      `${p.name}: nothing cut in ${SWEPT}`,
      async () => {
        const path = p.path.replace("{car}", String(fx.carId)).replace("{invoice}", fx.invoiceCode);
        const problems = await sweepPage(fx, { ...p, path });
        expect(problems).toEqual([]);
      },
      SWEEP_TIMEOUT_MS,
    );
  }

  it(
    `car at a port: the price at the door, nothing cut in ${SWEPT}`,
    async () => {
      const problems = await sweepPage(fx, {
        name: "car-door",
        path: `/cars/${door.carId}`,
        as: "visitor",
        ready: "door-total",
        storage: { port_id: String(door.portId) },
      });
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    `car that cannot be shipped to the port: the reason and the source, nothing cut in ${SWEPT}`,
    async () => {
      const problems = await sweepPage(fx, {
        name: "car-export-restricted",
        path: `/cars/${door.restrictedCarId}`,
        as: "visitor",
        ready: "export-notice",
        storage: { port_id: String(door.portId) },
      });
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    `car at the port with the longest name: the picker shows it whole in ${SWEPT}`,
    async () => {
      const problems = await sweepPage(fx, {
        name: "car-long-port",
        path: `/cars/${door.carId}`,
        as: "visitor",
        ready: "landed-total",
        storage: { port_id: String(door.longestPortId) },
      });
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it("speaks the page language: Mongolian country name, Russian number input, 'Original (Korean)'", async () => {
    const mn = await open(fx.e2e, "mn", 1280, fx.userCookie);
    await mn.goto("/me");
    await expect.poll(() => mn.getByTestId("profile-country").inputValue()).toBe("Монгол");

    const ru = await open(fx.e2e, "ru", 390, null);
    await ru.goto("/cost?price_krw=21500000");
    // The input groups digits the way Russian tables do: "21 500 000" with a no-break space.
    const russian = await ru.evaluate("new Intl.NumberFormat('ru').format(21500000)");
    await expect.poll(async () => (await ru.getByTestId("cost-price").inputValue()).replace(/\s*₩$/, "")).toBe(russian);

    const en = await open(fx.e2e, "en", 1280, fx.userCookie);
    await en.goto(`/cars/${fx.carId}`);
    expect(await en.getByTestId("dealer-comment").getByTestId("original-language").innerText()).toBe(
      "Original (Korean)",
    );
    // Marked as Korean, and said to be the dealer's words, which the condition report outranks.
    expect(await en.getByTestId("dealer-comment").locator("[lang=ko]").count()).toBe(1);
    expect(await en.getByTestId("dealer-comment-note").innerText()).toContain("the report is the inspection's record");
  });

  it("an anonymous visit gets the session answer from the server page and no 401 from /api/auth/me", async () => {
    const page = await open(fx.e2e, "en", 1280, null);
    const failed: string[] = [];
    page.on("response", (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    const asked: string[] = [];
    page.on("request", (req) => asked.push(new URL(req.url()).pathname));
    const answer = await page.goto("/");
    // The server drew the page with the session's answer (a visitor: no user) inside it, so the
    // browser need not ask again; it never asks /api/auth/me, which would answer 401.
    expect(await answer!.text()).toContain('"queryKey":["auth","me"]');
    await page.waitForLoadState("networkidle");
    expect(asked).not.toContain("/api/auth/me");
    expect(failed).toEqual([]);
  });
});
