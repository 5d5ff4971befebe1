import { afterAll, beforeAll, it } from "vitest";
import * as cheerio from "cheerio";
import { startE2e, takeConsoleErrors, type E2e } from "./harness.js";
import { createCar } from "../test/factories.js";

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
  await createCar(e2e.app, { carName: "현대 그랜저 IG 2.4 가솔린", maker: "현대", model: "그랜저", year: 2019 });
});
afterAll(async () => e2e?.close());

it("debug", async () => {
  const urls: string[] = [];
  for (const l of ["en", "ko", "mn", "ru"]) urls.push(`/cars/1?lang=${l}`, `/cars?lang=${l}`, `/?lang=${l}`, `/cost?lang=${l}`, `/board?lang=${l}`, `/reviews?lang=${l}`);
  urls.push("/nope", "/cars/999");
  for (const url of urls) {
    const page = await e2e.newPage();
    const answer = await page.goto(url);
    const html = await answer!.text();
    const $ = cheerio.load(html);
    $("style,script").remove();
    const serverTexts = $("#root").text();
    await page.waitForTimeout(1500);
    const clientTexts = await page.evaluate(() => {
      const root = document.getElementById("root")!.cloneNode(true) as HTMLElement;
      root.querySelectorAll("style,script").forEach((e) => e.remove());
      return root.textContent ?? "";
    });
    const errs = takeConsoleErrors();
    console.log("URL", url, errs);
    if (errs.length === 0) { await page.context().close(); continue; }
    // print the first difference
    let i = 0;
    while (i < serverTexts.length && serverTexts[i] === clientTexts[i]) i++;
    console.log("SERVER:", JSON.stringify(serverTexts.slice(Math.max(0, i - 80), i + 80)));
    console.log("CLIENT:", JSON.stringify(clientTexts.slice(Math.max(0, i - 80), i + 80)));
  }
}, 600_000);
