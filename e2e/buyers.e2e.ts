// Keeping buyers in the browser: a visitor's heart asks to log in; a user favourites a car from
// the Cars page and finds it on My page; saves the Cars page's filters and opens, switches,
// renames and deletes the saved search from My page; promo alerts from a car page, visitor and user.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCar, createUser, DEFAULT_PASSWORD } from "../test/factories.js";
import { startE2e, type E2e, saveScreenshot, waitForApp } from "./harness.js";

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe("favourites and saved searches in the browser", () => {
  it("a visitor's heart shows the login prompt and changes nothing", async () => {
    const car = await createCar(e2e.app, { carName: "현대 아반떼 visitor" });
    const page = await e2e.newPage();
    await page.goto("/cars");
    const card = page.getByTestId("car-card").filter({ hasText: "visitor" }).locator("..");
    // By keyboard: the prompt's code arrives on demand and the focus stays on the heart.
    await waitForApp(page);
    await card.getByTestId("favorite-button").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("favorite-login-prompt").waitFor();
    await expect
      .poll(() => page.evaluate("document.activeElement?.getAttribute('data-testid')"))
      .toBe("favorite-button");
    expect(page.url()).toMatch(/\/cars$/);
    await page.goto(`/cars/${car.id}`);
    await page.getByTestId("car-name").waitFor();
    expect(await page.getByTestId("favorite-button").getAttribute("data-favorite")).toBe("false");
  });

  it("favourites a car from the Cars page and finds it on My page", async () => {
    const user = await createUser(e2e.app);
    const car = await createCar(e2e.app, { carName: "기아 K5 favourite", model: "K5", maker: "기아" });
    const page = await e2e.newPage();
    await e2e.logIn(page, user);
    await page.goto("/cars");
    const heart = page
      .getByTestId("car-card")
      .filter({ hasText: "favourite" })
      .locator("..")
      .getByTestId("favorite-button");
    await heart.click();
    await expect.poll(() => heart.getAttribute("data-favorite")).toBe("true");
    // Clicking the heart does not open the car.
    expect(new URL(page.url()).pathname).toBe("/cars");
    await page.goto(`/cars/${car.id}`);
    await expect.poll(() => page.getByTestId("favorite-button").getAttribute("data-favorite")).toBe("true");
    await page.goto("/me");
    const item = page.getByTestId("favorite-item");
    await item.waitFor();
    expect(await item.innerText()).toContain("K5");
    expect(await page.getByTestId("favorite-availability").innerText()).toMatch(/available/i);
    await saveScreenshot(page, "buyers-my-favourites", { fullPage: true });
  });

  it("saves the Cars page's filters and manages the saved search on My page", async () => {
    const user = await createUser(e2e.app);
    await createCar(e2e.app, { carName: "제네시스 G80 saved", maker: "제네시스", model: "G80" });
    const page = await e2e.newPage();
    await e2e.logIn(page, user);
    await page.goto("/cars?maker=%EC%A0%9C%EB%84%A4%EC%8B%9C%EC%8A%A4&year_min=2015&sort=price_asc");
    await page.getByTestId("car-card").first().waitFor();
    await page.getByTestId("save-search-open").click();
    await page.getByTestId("save-search-name").fill("Genesis since 2015");
    await page.getByTestId("save-search-submit").click();
    // The dialog closes once the server has saved it.
    await page.getByTestId("save-search-name").waitFor({ state: "detached" });

    await page.goto("/me");
    const row = page.getByTestId("saved-search-item");
    await row.waitFor();
    expect(await row.innerText()).toContain("Genesis since 2015");
    const alerts = row.getByTestId("saved-search-alerts");
    expect(await alerts.isChecked()).toBe(true);
    // Mantine draws the switch over a hidden checkbox, whose click point a re-render can move away
    // from: send the click to the checkbox itself, as a screen reader or keyboard would.
    await alerts.dispatchEvent("click");
    await expect.poll(() => alerts.isChecked()).toBe(false);

    await row.getByTestId("saved-search-rename").click();
    await page.getByTestId("saved-search-rename-input").fill("Genesis");
    await page.getByTestId("saved-search-rename-input").press("Enter");
    await expect.poll(() => row.getByTestId("saved-search-open").innerText()).toBe("Genesis");

    await row.getByTestId("saved-search-open").click();
    await page.waitForURL("**/cars?**");
    const url = new URL(page.url());
    expect(url.searchParams.get("maker")).toBe("제네시스");
    expect(url.searchParams.get("year_min")).toBe("2015");
    // The saved search keeps the order it was saved with.
    expect(url.searchParams.get("sort")).toBe("price_asc");

    await page.goto("/me");
    await page.getByTestId("saved-search-delete").click();
    await page.getByTestId("saved-search-delete-confirm").click();
    await page.getByTestId("saved-searches-empty").waitFor();
  });

  it("promo alerts: a visitor touching the control gets the login prompt; logged in, the car's maker and model are saved", async () => {
    const user = await createUser(e2e.app);
    const car = await createCar(e2e.app, { carName: "기아 쏘렌토 promo", maker: "기아", model: "쏘렌토" });
    const page = await e2e.newPage();
    await page.goto(`/cars/${car.id}`);
    const control = page.getByTestId("promo-preference");
    const enabled = control.getByTestId("promo-email-enabled");
    // The server draws the control; it becomes interactive once scrolled to (components/when-visible.tsx).
    await page.getByTestId("car-promo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId("car-promo").getAttribute("data-when-visible")).toBe("live");
    expect(await control.getByTestId("promo-login-prompt").count()).toBe(0);
    // The visitor's click is intercepted: the prompt shows and the switch stays off.
    await enabled.click({ force: true });
    const prompt = control.getByTestId("promo-login-prompt");
    await prompt.waitFor();
    expect(await enabled.isChecked()).toBe(false);
    // The prompt's login comes back to this car, where the control now acts.
    await prompt.getByTestId("promo-login-link").click();
    await page.waitForURL("**/login?next=**");
    await page.getByTestId("login-email").fill(user.email);
    await page.getByTestId("login-password").fill(DEFAULT_PASSWORD);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(`**/cars/${car.id}`);
    // Back on the car page the control acts once the page knows the buyer and has their stored
    // preference: until then it is still the visitor's (read-only, a click shows the prompt).
    await expect.poll(() => control.getByTestId("promo-maker").getAttribute("readonly")).toBeNull();
    await enabled.waitFor();
    expect(await control.getByTestId("promo-login-prompt").count()).toBe(0);
    await enabled.dispatchEvent("click");
    await expect.poll(() => enabled.isChecked()).toBe(true);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/users/me/promo-preference") && r.request().method() === "PUT",
    );
    await control.getByTestId("promo-save").click();
    expect((await saved).status()).toBe(200);
    const stored = await page.request.get("/api/users/me/promo-preference");
    expect(await stored.json()).toEqual({
      promo_preferred_maker: "기아",
      promo_preferred_model: "쏘렌토",
      promo_email_enabled: true,
    });
    // My page shows the stored preference, in the page's language.
    await page.goto("/me");
    const mine = page.getByTestId("account-promo");
    await expect.poll(() => mine.getByTestId("promo-email-enabled").isChecked()).toBe(true);
    expect(await mine.getByTestId("promo-maker").inputValue()).toBe("Kia");
    expect(await mine.getByTestId("promo-model").inputValue()).toBe("Sorento");
  });

  it("shows the price history chart and the price-dropped mark after a drop", async () => {
    const admin = await createAdmin(e2e.app);
    const page = await e2e.newPage();
    await e2e.logIn(page, admin);
    // Through the admin API, which records the first price (a factory row would have no history).
    const created = await page.request.post("/api/cars", {
      data: {
        car_name: "쌍용 렉스턴 dropped",
        maker: "쌍용",
        model: "렉스턴",
        year: 2020,
        mileage: 50_000,
        fuel: "디젤",
        transmission: "오토",
        price_krw: 30_000_000,
      },
    });
    expect(created.status()).toBe(201);
    const car = (await created.json()) as { id: number };
    await page.goto(`/cars/${car.id}`);
    await page.getByTestId("car-name").waitFor();
    // One price so far: no chart.
    expect(await page.getByTestId("price-history").count()).toBe(0);
    const res = await page.request.patch(`/api/cars/${car.id}`, { data: { price_krw: 27_000_000 } });
    expect(res.status()).toBe(200);
    await page.reload();
    await page.getByTestId("price-history").locator("polyline").waitFor();
    await page.goto("/cars");
    const card = page.getByTestId("car-card").filter({ hasText: "dropped" });
    await card.getByTestId("car-price-dropped").waitFor();
  });
});
