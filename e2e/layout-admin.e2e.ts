// No clipped text on the admin pages in en/ko/mn/ru at 390 and 1280 px (see layout-sweep.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_IMPORT_RULES } from "../src/server/demo/import-rules.js";
import { putRules } from "./duties-fixtures.js";
import { startLayoutFixture, sweepPage, SWEEP_TIMEOUT_MS, type LayoutFixture, type SweptPage } from "./layout-sweep.js";

let fx: LayoutFixture;
beforeAll(async () => {
  fx = await startLayoutFixture();
  // Import rules for the list and the editor: the demo's (Mongolia's bands by age and engine size).
  for (const { country, ...rules } of DEMO_IMPORT_RULES) await putRules(fx.e2e, fx.adminCookie, country, rules);
});
afterAll(async () => {
  await fx?.close();
});

const PAGES: SweptPage[] = (
  [
    // An invoiced and shipped order (the fixture's): its Invoice button stays in sight.
    ["admin-orders", "/admin/orders", "admin-orders-table"],
    ["admin-requests", "/admin/vehicle-requests", "admin-requests-table"],
    ["admin-users", "/admin/users", "admin-users-table"],
    ["admin-sns", "/admin/sns", "admin-sns-status"],
    ["admin-withdrawals", "/admin/withdrawals", "admin-withdrawals-status"],
    ["admin-reviews", "/admin/reviews", "admin-reviews-search"],
    ["admin-contact", "/admin/contact-messages", "admin-contact-search"],
    ["admin-settings", "/admin/settings", "admin-settings-form"],
    ["admin-visitors", "/admin/visitors", "total-visits"],
    ["admin-sync", "/admin/upstream?tab=sync", "sync-rules"],
    ["admin-audit", "/admin/audit", "admin-audit-table"],
    ["admin-jobs", "/admin/jobs", "admin-jobs-state"],
    ["admin-import-rules", "/admin/import-rules", "admin-import-rules-country"],
    ["admin-import-rules-editor", "/admin/import-rules?country=MN", "rules-editor"],
  ] as const
).map(([name, path, ready]) => ({ name, path, as: "admin", ready }));

describe("no clipped text on the admin pages", () => {
  for (const p of PAGES) {
    it(
      `${p.name}: nothing cut in en/ko/mn/ru at 390 and 1280 px`,
      async () => {
        expect(await sweepPage(fx, p)).toEqual([]);
      },
      SWEEP_TIMEOUT_MS,
    );
  }
});
