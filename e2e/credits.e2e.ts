// CC in the browser: a vehicle request through recommendation to the rewarded review, and a
// banner car opened and bought behind confirmations that show the price and the balance.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../src/server/db/schema/requests.js";
import { startE2e, type E2e, saveScreenshot } from "./harness.js";
import { createBannerCar, createCar, createUser, createAdmin, reloadUser } from "../test/factories.js";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

async function fund(userId: number, milli: number) {
  await e2e.app.core.db.transaction((tx) =>
    applyLedgerEntry(tx, {
      userId,
      account: "cc",
      amount: milli,
      kind: "admin_adjustment",
      idempotencyKey: `e2e-fund:${userId}:${Date.now()}`,
    }),
  );
}

describe("credits in the browser", () => {
  it("request → recommendation → review, with the 1 CC charge and the 1 CC reward", async () => {
    const user = await createUser(e2e.app, { name: "Dorj Bat", country: "MN" });
    const admin = await createAdmin(e2e.app);
    await fund(user.id, 2000);
    const car = await createCar(e2e.app, { carName: "현대 쏘나타 DN8 2.0 가솔린", model: "쏘나타" });

    const page = await e2e.newPage();
    await page.goto("/inquiry");
    await page.getByTestId("inquiry-login-prompt").waitFor();
    await e2e.logIn(page, user);
    await page.goto("/inquiry");
    expect(await page.getByTestId("inquiry-rules").innerText()).toContain("1 CC");
    await page.getByTestId("request-maker").click();
    await page.getByRole("option", { name: "Hyundai", exact: true }).click();
    await page.getByTestId("request-note").fill("White, please");
    await page.getByTestId("request-submit").click();
    const card = page.getByTestId("my-request").first();
    await card.waitFor();
    expect(await card.getAttribute("data-status")).toBe("pending");
    const requestId = Number(await card.getAttribute("data-request-id"));

    const adminPage = await e2e.newPage();
    await e2e.logIn(adminPage, admin);
    await adminPage.goto("/admin/vehicle-requests");
    await adminPage.getByTestId(`admin-request-menu-${requestId}`).click();
    await adminPage.getByTestId("admin-request-recommend").click();
    await adminPage.getByTestId("recommend-search").fill(String(car.id));
    await adminPage.locator(`[data-testid="recommend-result"][data-car-id="${car.id}"]`).click();
    await adminPage.getByTestId("recommend-submit").click();
    await expect
      .poll(() =>
        adminPage
          .locator(`[data-testid="admin-request-row"][data-request-id="${requestId}"]`)
          .getAttribute("data-status"),
      )
      .toBe("completed");
    await saveScreenshot(adminPage, "admin-vehicle-requests", { fullPage: true });
    expect((await reloadUser(e2e.app, user.id)).ccBalance).toBe(1000);

    await page.reload();
    await expect.poll(() => page.getByTestId("my-request").first().getAttribute("data-status")).toBe("completed");
    expect(await page.getByTestId("recommended-cars").getByTestId("car-card").count()).toBe(1);
    // The form starts with no stars: sending it without a choice asks for one.
    expect(await page.getByTestId("review-rating").locator("input:checked").getAttribute("value")).toBe("0");
    await page.getByTestId("review-content").fill("Great car, fast answer.");
    await page.getByTestId("review-submit").click();
    await page.getByTestId("review-rating-error").waitFor();
    // Mantine's Rating has a label for 0 first: the fifth label is 4 stars.
    await page.getByTestId("review-rating").locator("label").nth(4).click();
    await page.getByTestId("review-submit").click();
    await page.getByTestId("my-review").waitFor();
    expect((await reloadUser(e2e.app, user.id)).ccBalance).toBe(2000);
    const [saved] = await e2e.app.core.db.select().from(reviews).where(eq(reviews.vehicleRequestId, requestId));
    expect(saved).toMatchObject({ rating: 4, content: "Great car, fast answer." });
    await saveScreenshot(page, "inquiry", { fullPage: true });

    await page.goto("/reviews");
    const review = page.getByTestId("review-card").filter({ hasText: "Great car, fast answer." });
    await review.waitFor();
    expect(await review.innerText()).toContain("Dorj");

    await page.goto("/me/vehicles");
    await page.getByTestId("my-vehicles-recommended").getByTestId("car-card").first().waitFor();

    // The recommended car is reserved at no charge, and says so rather than "reserve for 0 CC".
    await page.goto(`/cars/${car.id}`);
    const buy = page.getByTestId("purchase-button");
    await expect.poll(() => buy.innerText()).toContain("reserve at no charge");
    expect(await buy.innerText()).not.toContain("0 CC");
    await buy.click();
    const confirm = page.getByTestId("purchase-confirm");
    await confirm.getByTestId("charge-price").waitFor();
    expect(await confirm.innerText()).toContain("reserving it costs no CC");
    expect(await confirm.getByTestId("charge-confirm").innerText()).toBe("Reserve at no charge");
  });

  it("opens a banner car's description and buys it, each after a confirmation with price and balance", async () => {
    // With the invoice's address and phone on the profile, the buy dialog has them filled in.
    const user = await createUser(e2e.app, { address: "Peace Avenue 5, Ulaanbaatar", phone: "+976 9911 2233" });
    await fund(user.id, 1500);
    const car = await createBannerCar(e2e.app, { description: "Accident-free, one owner." });
    const page = await e2e.newPage();
    await e2e.logIn(page, user);
    await page.goto(`/cars/${car.id}`);

    await page.getByTestId("banner-view-button").click();
    const viewConfirm = page.getByTestId("banner-view-confirm");
    await viewConfirm.getByTestId("charge-price").waitFor();
    expect(await viewConfirm.getByTestId("charge-price").innerText()).toBe("0.1 CC");
    expect(await viewConfirm.getByTestId("charge-balance").innerText()).toBe("1.5 CC");
    expect(await viewConfirm.getByTestId("charge-after").innerText()).toBe("1.4 CC");
    expect((await reloadUser(e2e.app, user.id)).ccBalance).toBe(1500);
    await viewConfirm.getByTestId("charge-confirm").click();
    await page.getByTestId("banner-view-description").waitFor();
    expect(await page.getByTestId("banner-view-description").innerText()).toContain("Accident-free");
    expect(await page.getByTestId("banner-view-pdf").getAttribute("href")).toBe(`/api/cars/${car.id}/pdf?lang=en`);
    expect((await reloadUser(e2e.app, user.id)).ccBalance).toBe(1400);
    await page.keyboard.press("Escape");

    await page.getByTestId("purchase-button").click();
    const buyConfirm = page.getByTestId("purchase-confirm");
    await buyConfirm.getByTestId("charge-price").waitFor();
    expect(await buyConfirm.getByTestId("charge-price").innerText()).toBe("1 CC");
    // 1 CC beside a car of tens of thousands of dollars: both say it is a reservation fee.
    expect(await page.getByTestId("purchase-button").innerText()).toContain("reserve for 1 CC");
    expect(await buyConfirm.innerText()).toContain("reservation fee, not the car's price");
    // The summary names the 1 CC a reservation fee, and the car's own price stands beside it as
    // what the invoice asks for later.
    expect(await buyConfirm.getByTestId("charge-summary").innerText()).toContain("Reservation fee");
    const carPrice = buyConfirm.getByTestId("purchase-car-price");
    expect(await carPrice.innerText()).toContain("The car's price");
    expect(await carPrice.getByTestId("purchase-car-price-value").innerText()).toBe(
      await page.getByTestId("car-detail").getByTestId("car-price").first().innerText(),
    );
    await expect.poll(() => buyConfirm.getByTestId("charge-balance").innerText()).toBe("1.4 CC");
    await saveScreenshot(page, "purchase-confirm", { fullPage: true });
    await buyConfirm.getByTestId("charge-confirm").click();
    await page.getByTestId("purchase-done").waitFor();
    expect((await reloadUser(e2e.app, user.id)).ccBalance).toBe(400);

    // The PDF opens for the buyer.
    const pdf = await page.request.get(`/api/cars/${car.id}/pdf?lang=ru`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    await page.goto("/me/vehicles");
    const purchased = page.getByTestId("my-vehicles-purchased").getByTestId("my-vehicle");
    await purchased.first().waitFor();
    expect(await purchased.first().getAttribute("data-car-id")).toBe(String(car.id));
    await saveScreenshot(page, "my-vehicles", { fullPage: true });
  });
});
