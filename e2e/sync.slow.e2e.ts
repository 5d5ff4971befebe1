import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveScreenshot, type E2e } from "./harness.js";
import { openAsAdmin as openAs, startUpstreamE2e, type UpstreamE2e } from "./upstream-harness.js";
import type { UpstreamSim } from "../tools/upstream-sim/server.js";
import type { Page } from "playwright-core";
import { patient } from "./patience.js";

let env: UpstreamE2e;
let sim: UpstreamSim;
let e2e: E2e;
beforeAll(async () => {
  env = await startUpstreamE2e();
  ({ sim, e2e } = env);
});
afterAll(async () => {
  await env?.close();
});

const openAsAdmin = (page: Page, path: string) => openAs(e2e, page, path);

const MAX_PRICE = 30_000_000;

describe("admin sync rules", () => {
  it("creates a rule, runs the sync now and shows the run's figures", { timeout: patient(180_000) }, async () => {
    const page = await e2e.newPage();
    await openAsAdmin(page, "/admin/upstream");
    await page.getByTestId("upstream-tab-sync").click({ timeout: patient(30_000) });
    await expect.poll(() => page.url()).toContain("tab=sync");
    await page.getByTestId("sync-rules-empty").waitFor({ timeout: patient(30_000) });
    await expect.poll(() => page.getByTestId("sync-runs-empty").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("sync-schedule").innerText()).toContain("05:00");

    // A rule: one complex, one maker, a price ceiling.
    await page.getByTestId("sync-rule-add").click();
    const form = page.getByTestId("sync-rule-form");
    await form.waitFor();
    // Saving without a complex is refused in the form.
    await page.getByTestId("sync-rule-save").click();
    await expect.poll(() => form.innerText()).toContain("Choose a complex the upstream lists.");
    await page.getByTestId("sync-rule-complex").click();
    await page.getByRole("option", { name: "장안평 중고차 매매단지" }).click();
    await page.getByTestId("sync-rule-maker").click();
    await page.getByRole("option", { name: /\(현대\)/ }).click();
    await page.getByTestId("sync-rule-max-price").fill(String(MAX_PRICE));
    await page.getByTestId("sync-rule-save").click();
    const row = page.locator('[data-testid^="sync-rule-row-"]');
    await expect.poll(() => row.count(), { timeout: patient(15_000) }).toBe(1);
    const rowText = await row.innerText();
    expect(rowText).toContain("장안평 중고차 매매단지");
    expect(rowText).toContain("현대");
    expect(rowText).toContain("30,000,000");

    // Run now: progress shows while the (slowed) upstream answers, then the run's figures.
    const expected = sim.state.cars.filter(
      (c) =>
        c.state === "available" &&
        !c.brokenRow &&
        c.complexCode === "1001" &&
        c.maker === "현대" &&
        c.priceManwon !== null &&
        c.priceManwon * 10_000 <= MAX_PRICE,
    ).length;
    expect(expected).toBeGreaterThan(0);
    sim.faults.slowMs = 150;
    await page.getByTestId("sync-run-now").click();
    await page.getByTestId("sync-run-progress").waitFor({ timeout: patient(30_000) });
    sim.faults.slowMs = 0;
    const run = page.locator('[data-testid^="sync-run-row-"]').first();
    await expect
      .poll(() => run.getByTestId("sync-run-status").textContent(), { timeout: patient(60_000) })
      .toBe("Finished");
    expect(Number(await run.getByTestId("sync-run-imported").innerText())).toBe(expected);
    expect(Number(await run.getByTestId("sync-run-failed").innerText())).toBe(0);
    expect(Number(await run.getByTestId("sync-run-price_changes").innerText())).toBe(0);
    expect(await page.getByTestId("sync-run-progress").count()).toBe(0);
    await saveScreenshot(page, "admin-sync-rules", { fullPage: true });

    // A second run finds the same listings already imported: skipped.
    await page.getByTestId("sync-run-now").click();
    const runs = page.locator('[data-testid^="sync-run-row-"]');
    await expect.poll(() => runs.count(), { timeout: patient(30_000) }).toBe(2);
    await expect
      .poll(() => runs.first().getByTestId("sync-run-status").textContent(), { timeout: patient(60_000) })
      .toBe("Finished");
    expect(Number(await runs.first().getByTestId("sync-run-imported").innerText())).toBe(0);
    expect(Number(await runs.first().getByTestId("sync-run-skipped").innerText())).toBe(expected);

    // Switch the rule off, then delete it behind its confirmation.
    const ruleId = (await row.getAttribute("data-testid"))!.replace("sync-rule-row-", "");
    await page.getByTestId(`sync-rule-toggle-${ruleId}`).click({ force: true });
    await expect.poll(() => page.getByTestId(`sync-rule-toggle-${ruleId}`).isChecked()).toBe(false);
    await page.getByTestId(`sync-rule-delete-${ruleId}`).click();
    await page.getByTestId("sync-rule-delete-confirm").waitFor();
    await page.getByTestId("sync-rule-delete-button").click();
    await page.getByTestId("sync-rules-empty").waitFor({ timeout: patient(15_000) });
  });

  it("shows the sync settings on the settings page in Korean", async () => {
    const page = await e2e.newPage({ lang: "ko-KR" });
    await openAsAdmin(page, "/admin/settings");
    await expect.poll(() => page.locator("body").innerText(), { timeout: patient(30_000) }).toContain("자동 동기화");
    await expect.poll(() => page.locator("body").innerText()).toContain("실행당 최대 가져오기 수");
  });
});
