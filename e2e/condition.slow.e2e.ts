// The condition report in the browser: the car page's section with the panels on the car outline
// (in four languages, at 390 and 1366 px), the No accident badge and filter on the Cars list, and a
// Korean admin writing a local car's record in the admin car editor.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2e, type E2e } from "./harness.js";
import { open } from "./layout-sweep.js";
import { sweep } from "./sweep.js";
import { createAdmin, loginCookie } from "../test/factories.js";
import { renderDemoPhoto } from "../src/server/demo/photos.js";
import { createCar } from "../src/server/modules/cars/service.js";
import type { CarCondition } from "../src/shared/api/condition.js";

let e2e: E2e;
let adminCookie: string;
const ids: Record<string, number> = {};
const SHOTS = process.env.E2E_SCREENSHOTS;

const ACCIDENT: CarCondition = {
  inspected_at: "2025-09-14",
  odometer_ok: true,
  accident: true,
  simple_repair: true,
  flood: false,
  fire: false,
  tuning: false,
  use_history: "rental",
  // The record did not say: the page must say "Not stated", never 0.
  insurance_claims: null,
  owner_changes: 2,
  panels: [
    { part: "hood", state: "exchanged" },
    { part: "front_fender_l", state: "welded" },
    { part: "rear_door_r", state: "corroded" },
    { part: "pillar_b", state: "welded" },
  ],
};
const CLEAN: CarCondition = { ...ACCIDENT, accident: false, simple_repair: false, insurance_claims: 0, panels: [] };

beforeAll(async () => {
  e2e = await startE2e();
  adminCookie = await loginCookie(e2e.app, await createAdmin(e2e.app, { lang: "ko" }));
  const base = { year: 2021, mileage: 42_000, fuel: "가솔린", transmission: "오토", color: "흰색", options: [] };
  const add = async (name: string, maker: string, model: string, seed: number, condition: CarCondition | null) =>
    (
      await createCar(
        e2e.app.core,
        e2e.app.core.db,
        {
          ...base,
          car_name: name,
          maker,
          model,
          price_krw: 20_000_000 + seed * 1_000_000,
          images: [await e2e.app.core.photoStorage.save(await renderDemoPhoto({ seed }))],
        },
        { condition },
      )
    ).id;
  ids.accident = await add("현대 쏘나타 DN8 2.0 가솔린 프리미엄", "현대", "쏘나타", 1, ACCIDENT);
  ids.clean = await add("기아 쏘렌토 MQ4 2.2 디젤 시그니처", "기아", "쏘렌토", 3, CLEAN);
  ids.none = await add("제네시스 G80 RG3 2.5T AWD", "제네시스", "G80", 5, null);
  ids.local = await add("현대 아반떼 CN7 1.6 가솔린 인스퍼레이션", "현대", "아반떼", 7, null);
  e2e.app.core.catalogueCache.clear();
});
afterAll(async () => {
  await e2e?.close();
});

const WORDS = {
  en: {
    title: "Condition report",
    accident: "Accident history",
    notStated: "Not stated",
    hood: "Hood — Exchanged (X)",
  },
  ko: { title: "성능·상태 점검", accident: "사고이력 있음", notStated: "기재 없음", hood: "후드 — 교환 (X)" },
  mn: { title: "Техникийн байдал", accident: "Осолд орсон", notStated: "Заагаагүй", hood: "Капот — Сольсон (X)" },
  ru: { title: "Техническое состояние", accident: "Был в ДТП", notStated: "Не указано", hood: "Капот — Заменена (X)" },
} as const;

describe("condition report", () => {
  it("the car page shows the report with the panels on the outline, in four languages, at 390 and 1366 px", async () => {
    if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
    for (const { lang, widths } of sweep(390, 1366)) {
      // One load per language, opened at phone width; the desktop width is the same page widened
      // (every check below is made again at each width).
      const page = await open(e2e, lang, 390, null);
      await page.goto(`/cars/${ids.accident}`);
      for (const width of widths) {
        if (width !== 390) await page.setViewportSize({ width, height: 900 });
        const section = page.getByTestId("condition-report");
        await expect.poll(() => section.getByRole("heading").first().textContent()).toBe(WORDS[lang].title);
        expect(await page.getByTestId("condition-accident").textContent()).toBe(WORDS[lang].accident);
        // The outline marks exactly the record's parts, each with its state and letter.
        const outline = page.getByTestId("car-outline");
        expect(await outline.getAttribute("role")).toBe("img");
        const marked = await outline
          .locator("g[data-state]:not([data-state='none'])")
          .evaluateAll((gs) =>
            gs.map(
              (g) =>
                `${g.getAttribute("data-part")}:${g.getAttribute("data-state")}:${g.querySelector("text")?.textContent}`,
            ),
          );
        expect(marked.sort()).toEqual(
          ["front_fender_l:welded:W", "hood:exchanged:X", "pillar_b:welded:W", "rear_door_r:corroded:C"].sort(),
        );
        // Patterns, not only colours: each marked part is filled with its state's pattern.
        const fills = await outline
          .locator("g[data-part='hood'] path, g[data-part='rear_door_r'] path")
          .evaluateAll((ps) => ps.map((p) => p.getAttribute("fill")));
        expect(fills.every((f) => /^url\(#.+-(exchanged|corroded)\)$/.test(f ?? ""))).toBe(true);
        expect(await page.getByTestId("condition-legend").locator("svg").count()).toBe(3);
        // The same panels as a text list (what a screen reader reads).
        const items = await page.getByTestId("condition-panels").locator("li [data-panel-text]").allTextContents();
        expect(items).toHaveLength(4);
        expect(items.map((s) => s.trim())).toContain(WORDS[lang].hood);
        // Unknown stays unknown.
        const claims = page.locator("[data-fact='insurance_claims'] dd");
        expect((await claims.textContent())?.trim()).toBe(WORDS[lang].notStated);
        // Nothing wider than the window.
        expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
        if (SHOTS) {
          await section.scrollIntoViewIfNeeded();
          await page.evaluate("document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(r)))");
          await section.screenshot({ path: path.join(SHOTS, `condition-${lang}-${width}.png`) });
        }
      }
      await page.context().close();
    }
    // On a wide screen the report follows the photos at once: no empty column under them, and it
    // comes before the specs, the questions and the share buttons (it sat below all of them).
    {
      const wide = await open(e2e, "en", 1366, null);
      await wide.goto(`/cars/${ids.accident}`);
      await wide.getByTestId("condition-report").waitFor();
      const box = async (id: string) => (await wide.getByTestId(id).first().boundingBox())!;
      const [gallery, report, specs, share] = await Promise.all(
        ["car-gallery", "condition-report", "car-specs", "share-buttons"].map(box),
      );
      expect(report.y).toBeLessThan(specs.y);
      expect(report.y).toBeLessThanOrEqual(share.y + 1);
      // The report starts under the photos and the price card, without a screen of empty space.
      expect(report.y - (gallery.y + gallery.height)).toBeLessThan(900);
      if (SHOTS) await wide.screenshot({ path: path.join(SHOTS, "car-page-en-1366.png"), fullPage: true });
      await wide.context().close();
    }
    // No record: said so, no outline.
    const page = await open(e2e, "en", 1366, null);
    await page.goto(`/cars/${ids.none}`);
    await expect
      .poll(() => page.getByTestId("condition-none").textContent())
      .toBe("This car has no inspection record.");
    expect(await page.getByTestId("car-outline").count()).toBe(0);
  });

  it("the Cars list marks no-accident cars and filters them (no_accident=true in the address)", async () => {
    const page = await open(e2e, "en", 1366, null);
    await page.goto("/cars");
    await expect.poll(() => page.getByTestId("car-card").count()).toBe(4);
    const badges = page.getByTestId("car-no-accident");
    await expect.poll(() => badges.count()).toBe(1);
    expect(await badges.textContent()).toBe("No accident");
    await page.getByTestId("filter-no-accident").click({ force: true });
    await page.waitForURL((url) => url.searchParams.get("no_accident") === "true");
    await expect.poll(() => page.getByTestId("car-card").count()).toBe(1);
    expect(await page.getByTestId("car-card").getAttribute("href")).toBe(`/cars/${ids.clean}`);
    // The address alone opens the filtered list.
    const again = await open(e2e, "ko", 390, null);
    await again.goto("/cars?no_accident=true");
    await expect.poll(() => again.getByTestId("car-card").count()).toBe(1);
    expect(await again.getByTestId("car-no-accident").textContent()).toBe("무사고");
  });

  it("a Korean admin writes a local car's condition report, and buyers see it", async () => {
    const page = await open(e2e, "ko", 1366, adminCookie);
    await page.goto(`/admin/cars/${ids.local}`);
    const form = page.getByTestId("admin-condition-form");
    await expect.poll(() => form.getByRole("heading").first().textContent()).toBe("성능·상태 점검");
    await form.getByTestId("condition-has-record").check({ force: true });
    await form.getByTestId("condition-inspected-at").fill("2025-10-21");
    await form.getByTestId("condition-accident").getByText("있음", { exact: true }).click();
    await form.getByTestId("condition-flood").getByText("없음", { exact: true }).click();
    await form.getByTestId("condition-owner_changes").fill("1");
    await form.getByTestId("condition-panel-hood").click();
    await page.getByRole("option", { name: "교환", exact: true }).click();
    await form.getByTestId("condition-panel-quarter_panel_r").click();
    await page.getByRole("option", { name: "판금/용접", exact: true }).click();
    if (SHOTS) await form.screenshot({ path: path.join(SHOTS, "admin-condition-ko-1366.png") });
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(1366);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/cars/${ids.local}/condition`));
    await form.getByTestId("condition-save").click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByText("점검 내용을 저장했습니다").count()).toBeGreaterThan(0);

    const detail = (await e2e.app.inject({ method: "GET", url: `/api/cars/${ids.local}` })).json();
    expect(detail.condition).toEqual({
      inspected_at: "2025-10-21",
      odometer_ok: null,
      accident: true,
      simple_repair: null,
      flood: false,
      fire: null,
      tuning: null,
      use_history: null,
      insurance_claims: null,
      owner_changes: 1,
      panels: [
        { part: "hood", state: "exchanged" },
        { part: "quarter_panel_r", state: "welded" },
      ],
    });
    const buyer = await open(e2e, "ko", 390, null);
    await buyer.goto(`/cars/${ids.local}`);
    await expect.poll(() => buyer.getByTestId("condition-accident").textContent()).toBe("사고이력 있음");
    expect(
      await buyer.getByTestId("car-outline").locator("g[data-part='quarter_panel_r']").getAttribute("data-state"),
    ).toBe("welded");
    expect((await buyer.locator("[data-fact='fire'] dd").textContent())?.trim()).toBe("기재 없음");
    // The editor at phone width: nothing wider than the window.
    const phone = await open(e2e, "ko", 390, adminCookie);
    await phone.goto(`/admin/cars/${ids.local}`);
    await expect.poll(() => phone.getByTestId("condition-panel-hood").inputValue()).toBe("교환");
    expect(await phone.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    if (SHOTS)
      await phone
        .getByTestId("admin-condition-form")
        .screenshot({ path: path.join(SHOTS, "admin-condition-ko-390.png") });
  });
});
