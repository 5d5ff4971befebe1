// The truth at the border in the browser (issue 50): engine power from the admin's form to the car
// page. Screens are saved as PNGs in <E2E_SCREENSHOTS>/export/ when that is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCar } from "../test/factories.js";
import { saveScreenshot, startE2e, type E2e } from "./harness.js";

let e2e: E2e;
let admin: { email: string; password: string };

beforeAll(async () => {
  e2e = await startE2e();
  admin = await createAdmin(e2e.app);
});
afterAll(async () => {
  await e2e?.close();
});

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

describe("engine power", () => {
  it("an admin enters it in the edit form, and the car page states it in each language", async () => {
    const car = await createCar(e2e.app, { carName: "현대 쏘나타 DN8 1.6 터보 가솔린", displacementCc: 1598 });
    const page = await e2e.newPage();
    await e2e.logIn(page, admin);
    await page.goto(`/admin/cars/${car.id}`);
    const field = page.getByTestId("field-power-hp");
    await field.fill("180");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/cars/${car.id}`) && r.request().method() === "PATCH",
    );
    await page.getByTestId("car-form-submit").click();
    expect((await saved).status()).toBe(200);
    await saveScreenshot(page, "export/admin-car-power-1280");

    const expected = { en: "180 hp", ko: "180마력", mn: "180 м.х.", ru: "180 л.с." } as const;
    for (const [lang, text] of Object.entries(expected)) {
      const visitor = await e2e.newPage({ lang });
      await visitor.goto(`/cars/${car.id}?lang=${lang}`);
      const row = visitor.locator('[data-testid="car-specs"] [data-spec="power"] td');
      expect(flat(await row.innerText()), lang).toBe(text);
    }
  });
});
