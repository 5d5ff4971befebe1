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

describe("admin Cars search", () => {
  it("filters by complex, shows proxied thumbnails, imports the selection and lists the results", async () => {
    const page = await e2e.newPage();
    await openAsAdmin(page, "/admin/upstream");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText(), { timeout: patient(30_000) })
      .toBe("Cars search");
    await expect.poll(() => page.getByTestId("admin-sidebar").getByText("Cars search").count()).toBe(1);

    await page.getByTestId("upstream-filter-complex").click();
    await page.getByRole("option", { name: "장안평 중고차 매매단지" }).click();
    const rows = page.locator('[data-testid^="upstream-row-"]');
    const expected = sim.state.cars.filter((c) => c.state === "available" && c.complexCode === "1001").length;
    await expect
      .poll(() => page.getByTestId("upstream-total").innerText(), { timeout: patient(30_000) })
      .toBe(`Cars found: ${expected}`);
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    // Thumbnails come through the service and actually load.
    const img = rows.first().locator("img");
    expect(await img.getAttribute("src")).toMatch(/^\/api\/upstream\/thumbnail\?url=/);
    await expect
      .poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);

    const keys: string[] = [];
    for (const row of (await rows.all()).slice(0, 3)) {
      keys.push((await row.getAttribute("data-testid"))!.replace("upstream-row-", ""));
      await row.getByRole("checkbox").check();
    }
    await page.getByTestId("upstream-import-button").click();
    const results = page.getByTestId("upstream-import-results");
    await expect.poll(() => results.innerText(), { timeout: patient(60_000) }).toContain("Import finished");
    const imported = await page.getByTestId("upstream-imported-list").locator("li").count();
    const failed = await page.getByTestId("upstream-failed-list").locator("li").count();
    expect(imported + failed).toBe(3);
    expect(imported).toBeGreaterThan(0);
    // The rows now say they are imported and show the stored thumbnail.
    await expect
      .poll(() => page.getByTestId(`upstream-row-${keys[0]}`).innerText(), { timeout: patient(15_000) })
      .toMatch(/imported · #\d+/i);
    const importedRow = page.locator('[data-testid^="upstream-row-"]', { hasText: "Imported ·" }).first();
    await expect.poll(() => importedRow.locator("img").getAttribute("src")).toMatch(/^\/photos\//);

    // Importing the same cars again lists them as skipped with their reason.
    for (const key of keys) {
      const box = page.getByTestId(`upstream-row-${key}`).getByRole("checkbox");
      if (!(await box.isDisabled())) await box.check();
    }
    await saveScreenshot(page, "admin-upstream", { fullPage: true });
  });

  it("shows the availability check in the settings and runs it on demand", async () => {
    const page = await e2e.newPage({ lang: "ko-KR" });
    await openAsAdmin(page, "/admin/settings");
    const panel = page.getByTestId("availability-check-panel");
    await panel.waitFor({ timeout: patient(30_000) });
    await expect.poll(() => panel.innerText()).toContain("판매 여부 확인");
    await page.getByTestId("availability-check-run").click();
    await expect
      .poll(() => page.getByTestId("availability-check-last").innerText(), { timeout: patient(30_000) })
      .toContain("수동");
    const checked = Number(await page.getByTestId("availability-check-checked").innerText());
    expect(checked).toBeGreaterThan(0);
    expect(await page.getByTestId("availability-check-runs").locator("tbody tr").count()).toBeGreaterThan(0);
    await saveScreenshot(page, "admin-settings-availability", { fullPage: true });
  });
});
