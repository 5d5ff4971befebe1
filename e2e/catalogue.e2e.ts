import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startE2e, type E2e, saveScreenshot, waitForApp } from "./harness.js";
import { createAdmin, loginCookie } from "../test/factories.js";
import { renderDemoPhoto } from "../src/server/demo/photos.js";
import { createCar } from "../src/server/modules/cars/service.js";

let e2e: E2e;
let adminCookie: string;
const ids: Record<string, number> = {};

async function photos(seed: number) {
  const storage = e2e.app.core.photoStorage;
  return [
    await storage.save(await renderDemoPhoto({ seed })),
    await storage.save(await renderDemoPhoto({ seed: seed + 1 })),
  ];
}

beforeAll(async () => {
  e2e = await startE2e();
  adminCookie = await loginCookie(e2e.app, await createAdmin(e2e.app));
  const base = {
    year: 2021,
    mileage: 42_000,
    fuel: "가솔린",
    transmission: "오토",
    color: "흰색",
    options: ["선루프", "후방카메라"],
  };
  ids.sonata = (
    await createCar(e2e.app.core, e2e.app.core.db, {
      ...base,
      car_name: "현대 쏘나타 DN8 2.0 가솔린 프리미엄",
      maker: "현대",
      model: "쏘나타",
      grade: "DN8 2.0 가솔린 프리미엄",
      price_krw: 21_500_000,
      images: await photos(1),
    })
  ).id;
  ids.sorento = (
    await createCar(e2e.app.core, e2e.app.core.db, {
      ...base,
      car_name: "기아 쏘렌토 MQ4 2.2 디젤 시그니처",
      maker: "기아",
      model: "쏘렌토",
      fuel: "디젤",
      price_krw: 33_000_000,
      images: await photos(3),
    })
  ).id;
  ids.g80 = (
    await createCar(e2e.app.core, e2e.app.core.db, {
      ...base,
      car_name: "제네시스 G80 RG3 2.5T AWD",
      maker: "제네시스",
      model: "G80",
      price_krw: 52_000_000,
      images: await photos(5),
    })
  ).id;
});
afterAll(async () => {
  await e2e?.close();
});

const api = (method: "POST" | "DELETE" | "PUT", url: string, payload?: unknown) =>
  e2e.app.inject({ method, url, headers: { cookie: adminCookie }, payload: payload as object });

async function adminPage(): Promise<Page> {
  const page = await e2e.newPage();
  await page.context().addCookies([{ name: "sid", value: adminCookie.replace(/^sid=/, ""), url: e2e.baseUrl }]);
  return page;
}

describe("catalogue pages", () => {
  it("shows the four sold-out markers while a car is sold, and none after clearing", async () => {
    await api("POST", `/api/cars/${ids.sorento}/soldout`);
    const page = await adminPage();

    await page.goto(`/cars/${ids.sorento}`);
    await page.getByTestId("car-detail").waitFor();
    expect(await page.getByTestId("soldout-overlay").count()).toBe(1);
    expect(await page.getByTestId("soldout-badge").count()).toBe(1);
    expect(await page.getByTestId("car-name").innerText()).toContain("Sorento");

    await page.goto("/cars?include_soldout=true");
    await page.getByTestId("cars-grid").waitFor();
    expect(
      await page.locator(`[data-testid="car-card"][data-soldout="true"] [data-testid="soldout-list-overlay"]`).count(),
    ).toBe(1);
    expect(
      await page.locator(`[data-testid="car-card"][data-soldout="false"] [data-testid="soldout-list-overlay"]`).count(),
    ).toBe(0);

    await page.goto(`/admin/cars/${ids.sorento}`);
    const status = page.getByTestId("admin-status");
    await status.waitFor();
    expect(await status.getAttribute("data-status")).toBe("sold_out");
    expect(await status.innerText()).toMatch(/sold out/i);
    await saveScreenshot(page, "e2e-admin-car-sold", { fullPage: true });

    // clear from the admin view
    await page.getByTestId("admin-soldout-toggle").click();
    await expect.poll(() => status.getAttribute("data-status")).toBe("active");
    await page.goto(`/cars/${ids.sorento}`);
    await page.getByTestId("car-detail").waitFor();
    expect(await page.getByTestId("soldout-overlay").count()).toBe(0);
    expect(await page.getByTestId("soldout-badge").count()).toBe(0);
    await page.goto("/cars?include_soldout=true");
    await page.getByTestId("cars-grid").waitFor();
    expect(await page.getByTestId("soldout-list-overlay").count()).toBe(0);
  });

  it("lists banner cars first in purple and toggles a banner from its checkbox", async () => {
    const page = await adminPage();
    await page.goto("/admin/cars");
    await page.getByTestId("admin-cars-table").waitFor();
    expect(await page.getByTestId("banner-row").count()).toBe(0);
    const row = page.locator(`tr[data-car-id="${ids.g80}"]`);
    await row.getByTestId("banner-checkbox").check();
    await expect.poll(() => page.getByTestId("banner-row").count()).toBe(1);
    const bannerRow = page.getByTestId("banner-row");
    expect(await bannerRow.getAttribute("data-car-id")).toBe(String(ids.g80));
    // first row, purple background
    expect(await page.locator("tbody tr").first().getAttribute("data-car-id")).toBe(String(ids.g80));
    // the row's own background (the page has no DOM types here, hence globalThis)
    const bg = await bannerRow.evaluate((el) => (globalThis as any).getComputedStyle(el).backgroundColor as string);
    const [r, g, b] = bg.match(/\d+/g)!.map(Number);
    expect(r > g && b > g).toBe(true);
    expect(await bannerRow.getByTestId("car-status").innerText()).toMatch(/active/i);
    await saveScreenshot(page, "e2e-admin-cars", { fullPage: true });
    await bannerRow.getByTestId("banner-checkbox").uncheck();
    await expect.poll(() => page.getByTestId("banner-row").count()).toBe(0);
  });

  it("shows the hero banners on the home page in the chosen language and order", async () => {
    await api("POST", `/api/hero-banners/admin/toggle/${ids.g80}`);
    await api("POST", `/api/hero-banners/admin/toggle/${ids.sonata}`);
    const banners = (
      await e2e.app.inject({ url: "/api/hero-banners/admin/banner-cars", headers: { cookie: adminCookie } })
    ).json();
    const g80 = banners.find((b: { car_id: number }) => b.car_id === ids.g80);
    await api("PUT", `/api/hero-banners/admin/${g80.id}`, {
      title_en: "Genesis G80, nearly new",
      title_ru: "Genesis G80 почти новый",
      subtitle_ru: "Малый пробег",
    });
    await api("PUT", "/api/hero-banners/admin/reorder", { car_ids: [ids.sonata, ids.g80] });

    const page = await e2e.newPage({ lang: "ru-RU" });
    await page.goto("/");
    await page.getByTestId("hero-carousel").waitFor();
    const slides = page.getByTestId("hero-slide");
    expect(await slides.count()).toBe(2);
    expect(await slides.nth(0).getAttribute("data-car-id")).toBe(String(ids.sonata));
    expect(await slides.nth(1).getAttribute("data-car-id")).toBe(String(ids.g80));
    expect(await slides.nth(1).getByTestId("hero-title").textContent()).toBe("Genesis G80 почти новый");
    await page.getByRole("button", { name: "Следующий автомобиль" }).click();
    await expect.poll(() => slides.nth(1).getAttribute("data-active")).toBe("true");
    await saveScreenshot(page, "e2e-home-ru");
  });

  it("opens a car at its top and comes back to the same place in the list", async () => {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/cars");
    await waitForApp(page);
    const scrollY = async () => (await page.evaluate("window.scrollY")) as number;
    const last = page.getByTestId("car-card").last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(scrollY).toBeGreaterThan(300);
    const listY = await scrollY();
    await last.click();
    await page.getByTestId("car-detail").waitFor();
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await page.getByTestId("cars-grid").waitFor();
    await expect.poll(async () => Math.abs((await scrollY()) - listY)).toBeLessThan(5);
  });

  it("goes from a car page to the cost page with its price filled in", async () => {
    const page = await e2e.newPage();
    await page.goto(`/cars/${ids.sonata}`);
    await page.getByTestId("cost-link").click();
    await page.waitForURL(/\/cost\?price_krw=21500000&car_id=/);
    await page.getByTestId("cost-breakdown").waitFor();
    expect(await page.getByTestId("cost-car_price-krw").innerText()).toContain("21,500,000");
    // customs comes from the setting
    expect(await page.getByTestId("cost-domestic_export_customs-krw").innerText()).toContain("300,000");
    expect(await page.getByTestId("cost-total-local").innerText()).toContain("$");
    await saveScreenshot(page, "e2e-cost", { fullPage: true });
  });

  it("gives every car photo its size and responsive sources, so nothing shifts and phones fetch the thumbnail", async () => {
    const page = await e2e.newPage();
    await page.goto("/cars");
    const photos = page.getByTestId("car-card-photo");
    await expect.poll(() => photos.count()).toBeGreaterThanOrEqual(3);
    const attrs = await photos.evaluateAll((imgs) =>
      imgs.map((img) => ({
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        srcset: img.getAttribute("srcset") ?? "",
        sizes: img.getAttribute("sizes") ?? "",
        loading: img.getAttribute("loading"),
      })),
    );
    attrs.forEach((a, i) => {
      expect(Number(a.width) / Number(a.height), `card ${i}`).toBeCloseTo(4 / 3, 2);
      // a card offers the thumbnail the server made (shared/photo-srcset.ts), not the full photo
      expect(a.srcset, `card ${i}`).toMatch(/^\/photos\/[0-9a-f]{2}\/[0-9a-f]{32}_t\.jpg 480w$/);
      expect(a.sizes, `card ${i}`).toContain("100vw");
      // the first cards are in the first view: fetched at once; the rest when scrolled near
      expect(a.loading, `card ${i}`).toBe(i < 2 ? "eager" : "lazy");
    });
    // The photo box keeps its 4:3 shape before and after the photo arrives.
    const box = await photos.first().boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(4 / 3, 1);

    await page.goto(`/cars/${ids.sonata}`);
    const main = page.getByTestId("car-main-photo");
    await main.waitFor();
    expect(await main.getAttribute("fetchpriority")).toBe("high");
    expect(await main.getAttribute("loading")).not.toBe("lazy");
    expect(Number(await main.getAttribute("width")) / Number(await main.getAttribute("height"))).toBeCloseTo(3 / 2, 2);
    expect(await main.getAttribute("srcset")).toMatch(/_t\.jpg 480w, .*\.jpg 1600w$/);
    // the attributes give the ratio, the gallery box its size (3:2 of the column, not 1600 × 1067)
    const mainBox = await main.boundingBox();
    expect(mainBox!.width / mainBox!.height).toBeCloseTo(3 / 2, 1);
    expect(mainBox!.width).toBeLessThanOrEqual(1280);
    // A phone-wide viewport picks the candidate its width needs, and the image is drawn.
    await expect.poll(() => main.evaluate((img) => (img as unknown as { complete: boolean }).complete)).toBe(true);
  });
});
