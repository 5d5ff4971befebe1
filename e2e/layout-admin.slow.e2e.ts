// No clipped text on the admin pages in en/ko/mn/ru at 390 and 1280 px (see layout-sweep.ts). In
// `npm run test:all` (the slow browser tier); run alone without E2E_SWEEP=full it draws each page
// once, in two of those pairs by turns (e2e/sweep.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_IMPORT_RULES } from "../src/server/demo/import-rules.js";
import { DEMO_EXPORT_RESTRICTIONS } from "../src/server/demo/export-restrictions.js";
import { ensureExportRestrictions } from "../src/server/modules/export-restrictions/service.js";
import { putRules } from "./duties-fixtures.js";
import {
  open,
  startLayoutFixture,
  sweepPage,
  SWEEP_TIMEOUT_MS,
  SWEPT,
  type LayoutFixture,
  type SweptPage,
} from "./layout-sweep.js";

let fx: LayoutFixture;
beforeAll(async () => {
  fx = await startLayoutFixture();
  // Import rules for the list and the editor: the demo's (Mongolia's bands by age and engine size).
  for (const { country, ...rules } of DEMO_IMPORT_RULES) await putRules(fx.e2e, fx.adminCookie, country, rules);
  // Export restrictions for their list and editor: the demo's (Russia's and Belarus's).
  await ensureExportRestrictions(fx.e2e.app.core, DEMO_EXPORT_RESTRICTIONS);
});
afterAll(async () => {
  await fx?.close();
});

const PAGES: SweptPage[] = (
  [
    // An invoiced and shipped order (the fixture's): its Invoice button stays in sight.
    ["admin-orders", "/admin/orders", "admin-orders-table"],
    // The fixture's delivered order has an open claim with evidence.
    ["admin-claims", "/admin/claims", "admin-claims-table"],
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
    ["admin-export-restrictions", "/admin/export-restrictions", "admin-export-restrictions-table"],
    ["admin-export-restrictions-editor", "/admin/export-restrictions?country=RU", "restrictions-editor"],
  ] as const
).map(([name, path, ready]) => ({ name, path, as: "admin", ready }));

describe("no clipped text on the admin pages", () => {
  for (const p of PAGES) {
    it(
      `${p.name}: nothing cut in ${SWEPT}`,
      async () => {
        expect(await sweepPage(fx, p)).toEqual([]);
      },
      SWEEP_TIMEOUT_MS,
    );
  }
});

describe("Admin → Orders: the buyer's email", () => {
  it("wraps only between its parts, never mid-word, at 1280 and 390 px (issue 51)", async () => {
    const page = await open(fx.e2e, "en", 1280, fx.adminCookie);
    await page.goto("/admin/orders");
    const email = page.locator('[data-testid^="admin-order-email-"]', { hasText: "konstantinopolskaya" }).first();
    await email.waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Where each line starts: the index of its first character in the address.
      const { text, starts } = (await email.evaluate((el: any) => {
        const doc = el.ownerDocument;
        const walker = doc.createTreeWalker(el, 4 /* text */);
        let all = "";
        const tops: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent.length; i++) {
            const range = doc.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            tops.push(Math.round(range.getBoundingClientRect().top));
            all += node.textContent[i];
          }
        }
        return { text: all, starts: tops.flatMap((top, i) => (i > 0 && top > tops[i - 1] + 2 ? [i] : [])) };
      })) as { text: string; starts: number[] };
      expect(text).toBe("aleksandra.konstantinopolskaya.long.address@example-mail-provider.com");
      expect(starts.length, `${width} px`).toBeGreaterThan(0);
      // A line may start after the "@", at a dot, or after a hyphen: never inside a word.
      for (const i of starts)
        expect(text[i - 1] === "@" || text[i] === "." || text[i - 1] === "-", `${width}: ${text.slice(0, i)}|`).toBe(
          true,
        );
    }
  });
});
