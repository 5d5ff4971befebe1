import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2e, type E2e } from "./harness.js";
import { createAdmin, loginCookie } from "../test/factories.js";
import { carInput } from "../test/catalogue-helpers.js";
import {
  simTranslation,
  startTranslateSim,
  untilTranslated,
  type TranslateSim,
} from "../test/comment-translations-helpers.js";

// The car page with a machine-translated dealer comment: drawn by the server, taken over by the
// browser without a console error (e2e/setup.ts), the translation under its label, the Korean kept.
const COMMENT = "1인 소유 차량이며 실내가 깨끗합니다.";
let sim: TranslateSim;
let e2e: E2e;
let carId: number;

beforeAll(async () => {
  sim = await startTranslateSim();
  e2e = await startE2e({ translateUrl: sim.url });
  const cookie = await loginCookie(e2e.app, await createAdmin(e2e.app));
  const res = await e2e.app.inject({
    method: "POST",
    url: "/api/cars",
    payload: carInput({ car_number: null, dealer_comment: COMMENT }),
    headers: { cookie },
  });
  carId = res.json().id as number;
  await untilTranslated(e2e.app, carId, "en", simTranslation(COMMENT, "en"));
});
afterAll(async () => {
  await e2e?.close();
  await sim?.close();
});

describe("the dealer comment's machine translation in the browser", () => {
  it("shows under 'Machine translation', in the page language, above the Korean original", async () => {
    const page = await e2e.newPage();
    await page.goto(`/cars/${carId}?lang=en`);
    const box = page.getByTestId("dealer-comment");
    const translation = box.getByTestId("dealer-comment-translation");
    await expect.poll(() => translation.innerText()).toContain("Machine translation");
    expect(await translation.locator("[lang=en]").innerText()).toBe(simTranslation(COMMENT, "en"));
    expect(await box.getByTestId("dealer-comment-original").getAttribute("lang")).toBe("ko");
    expect(await box.getByTestId("dealer-comment-original").innerText()).toBe(COMMENT);
  });
});
