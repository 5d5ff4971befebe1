// Cars that may not leave Korea for the buyer's port, in the browser (issue 50): the car page of a
// restricted car in Russian on a phone (the reason and the source instead of the buy button; what an
// "unknown" car does not state), the list's "can be shipped to my port" filter, and a purchase
// refused when the buyer picks such a port in the buy dialog (nothing charged). Screens are saved
// as PNGs in <E2E_SCREENSHOTS>/export-restrictions/ when that is set.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../src/server/db/schema/deals.js";
import { users } from "../src/server/db/schema/users.js";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import { DEMO_EXPORT_RESTRICTIONS } from "../src/server/demo/export-restrictions.js";
import { DEMO_PORTS } from "../src/server/demo/ports.js";
import { ensureExportRestrictions } from "../src/server/modules/export-restrictions/service.js";
import { ensurePorts } from "../src/server/modules/ports/service.js";
import { createBannerCar, createCar, createUser } from "../test/factories.js";
import { pageAtPort, portsByCountry } from "./duties-fixtures.js";
import { saveScreenshot, startE2e, type E2e } from "./harness.js";

let e2e: E2e;
const ports: Record<string, number> = {};
const RU = DEMO_EXPORT_RESTRICTIONS.find((r) => r.country === "RU")!;
const flat = (s: string) => s.replace(/\s+/g, " ").trim();

beforeAll(async () => {
  e2e = await startE2e();
  await ensurePorts(e2e.app.core, DEMO_PORTS);
  await ensureExportRestrictions(e2e.app.core, DEMO_EXPORT_RESTRICTIONS);
  Object.assign(ports, await portsByCountry(e2e));
});
afterAll(async () => {
  await e2e?.close();
});

describe("a car that cannot be shipped to the buyer's port", () => {
  it("the car page says so plainly in Russian on a phone, with the reason and the source, instead of the buy button", async () => {
    const g90 = await createBannerCar(e2e.app, {
      carName: "제네시스 G90 3.5 터보 AWD",
      maker: "제네시스",
      model: "G90",
      displacementCc: 3470,
      powerHp: 380,
      priceKrw: 62_000_000,
    });
    const page = await pageAtPort(e2e, "ru", ports.RU, 390);
    await page.goto(`/cars/${g90.id}?lang=ru`);
    const notice = page.getByTestId("export-notice");
    await notice.waitFor();
    expect(await notice.getAttribute("data-status")).toBe("restricted");
    const text = flat(await notice.innerText());
    expect(text).toContain("нельзя отправить в порт «Владивосток»");
    expect(text).toContain(RU.rules[0].reason.ru);
    // The source as written (English), labelled as the original text, with the rules' date.
    expect(text).toContain(
      "Источник (по состоянию на 24 февр. 2024 г.; текст оригинала, английский): Ministry of Trade, Industry and Energy (MOTIE)",
    );
    // No way to buy it for this port, and nothing of the notice is cut at 390 px.
    expect(await page.getByTestId("purchase-button").count()).toBe(0);
    expect(await page.getByTestId("purchase-login").count()).toBe(0);
    const fits = await notice.evaluate((el: any) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
    await saveScreenshot(page, "export-restrictions/car-restricted-ru-390", { fullPage: true });

    // A car that does not state its engine size: what is missing, in place of the button too.
    const noCc = await createBannerCar(e2e.app, { displacementCc: null });
    await page.goto(`/cars/${noCc.id}?lang=ru`);
    await page.getByTestId("export-notice").waitFor();
    expect(await page.getByTestId("export-notice").getAttribute("data-status")).toBe("unknown");
    expect(flat(await page.getByTestId("export-missing").innerText())).toContain("объём двигателя");
    expect(await page.getByTestId("purchase-button").count()).toBe(0);
    await saveScreenshot(page, "export-restrictions/car-unknown-ru-390", { fullPage: true });

    // At a port it may go to, the page has its buy button and no notice.
    const mn = await pageAtPort(e2e, "ru", ports.MN, 390);
    await mn.goto(`/cars/${g90.id}?lang=ru`);
    await mn.getByTestId("purchase-login").waitFor();
    expect(await mn.getByTestId("export-notice").count()).toBe(0);
  });

  it("the list marks cards that cannot go to the port, and its filter keeps only those that can", async () => {
    const maker = "수출필터";
    const small = await createCar(e2e.app, { maker, model: "A", displacementCc: 1598, priceKrw: 18_000_000 });
    await createCar(e2e.app, { maker, model: "B", displacementCc: 3342, priceKrw: 28_000_000 });
    await createCar(e2e.app, { maker, model: "C", displacementCc: null, priceKrw: 23_000_000 });
    const page = await pageAtPort(e2e, "en", ports.RU, 1280);
    await page.goto(`/cars?maker=${encodeURIComponent(maker)}&sort=price_asc&lang=en`);
    const cards = page.getByTestId("car-card");
    await expect.poll(() => cards.count()).toBe(3);
    const badgeOf = async (i: number) => {
      const badge = cards.nth(i).getByTestId("car-export-badge");
      return (await badge.count()) === 0 ? null : await badge.getAttribute("data-status");
    };
    // The server draws the list without the visitor's port (kept in the browser); the cards at the port follow.
    await expect
      .poll(async () => [await badgeOf(0), await badgeOf(1), await badgeOf(2)])
      .toEqual([null, "unknown", "restricted"]);
    expect(flat(await cards.nth(2).getByTestId("car-export-badge").innerText())).toBe("Can't go to your port");
    await saveScreenshot(page, "export-restrictions/list-badges-en-1280");

    const filter = page.getByTestId("filter-exportable");
    const answered = page.waitForResponse((r) => r.url().includes("exportable=true") && r.url().includes("/api/cars?"));
    await filter.click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => new URL(page.url()).searchParams.get("exportable")).toBe("true");
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute("href")).toContain(`/cars/${small.id}`);
    expect(flat(await page.getByTestId("cars-total").innerText())).toMatch(/\b1\b/);
    await saveScreenshot(page, "export-restrictions/list-filter-en-1280");

    // Without a port the switch means nothing: off, with a word, and the list keeps every car.
    const noPort = await pageAtPort(e2e, "en", null, 1280);
    await noPort.goto(`/cars?maker=${encodeURIComponent(maker)}&exportable=true&lang=en`);
    await expect.poll(() => noPort.getByTestId("car-card").count()).toBe(3);
    const off = noPort.getByTestId("filter-exportable");
    expect(await off.isDisabled()).toBe(true);
    expect(await off.isChecked()).toBe(false);
    expect(await noPort.getByText("Choose your port to use this").count()).toBe(1);
  });

  it("a purchase for such a port, picked in the buy dialog, is refused with the reason; nothing charged, no order", async () => {
    const buyer = await createUser(e2e.app, {
      name: "Иван",
      country: "RU",
      portId: ports.MN,
      address: "ул. Светланская, 1, Владивосток",
      phone: "+7 914 123 4567",
    });
    await e2e.app.core.db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: buyer.id,
        account: "cc",
        amount: 3000,
        kind: "admin_adjustment",
        idempotencyKey: `e2e-export-fund:${buyer.id}`,
      }),
    );
    const car = await createBannerCar(e2e.app, {
      displacementCc: 2497,
      fuel: "가솔린하이브리드",
      priceKrw: 31_000_000,
    });
    const page = await pageAtPort(e2e, "ru", ports.MN, 1280);
    await e2e.logIn(page, buyer);
    await page.goto(`/cars/${car.id}?lang=ru`);
    await page.getByTestId("purchase-button").click();
    const dialog = page.getByTestId("purchase-confirm");
    await dialog.getByTestId("charge-confirm").waitFor();
    await dialog.getByTestId("port-picker").click();
    await page.getByRole("option", { name: "Владивосток", exact: true }).click();
    await expect.poll(() => dialog.getByTestId("port-picker").innerText()).toBe("Владивосток");
    // The page behind now says the car cannot go there; the open dialog stays.
    await page.getByTestId("car-detail").getByTestId("export-notice").waitFor();
    const refused = page.waitForResponse((r) => r.url().endsWith(`/api/cars/${car.id}/purchase`));
    await dialog.getByTestId("charge-confirm").click();
    const res = await refused;
    expect(res.status()).toBe(422);
    expect((await res.json()).error.code).toBe("export_restricted");
    const why = dialog.getByTestId("charge-export-refusal");
    await why.waitFor();
    expect(flat(await dialog.getByRole("alert").innerText())).toContain(
      "Этот автомобиль нельзя вывезти в страну выбранного порта.",
    );
    expect(flat(await why.innerText())).toContain(RU.rules[0].reason.ru);
    await saveScreenshot(page, "export-restrictions/purchase-refused-ru-1280");
    const [row] = await e2e.app.core.db.select({ cc: users.ccBalance }).from(users).where(eq(users.id, buyer.id));
    expect(row.cc).toBe(3000);
    expect(await e2e.app.core.db.select().from(orders).where(eq(orders.carId, car.id))).toHaveLength(0);
    // Closed, the dialog leaves the notice and no buy button.
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("purchase-button").count()).toBe(0);
  });
});
