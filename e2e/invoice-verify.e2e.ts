// Verifying an invoice in the browser: the form at /verify leads to /verify/{code}; a real code
// shows what the invoice states (reference, amount, bank details, car, country) and to pay only to
// those details; an unknown code warns that it is not an invoice of ours; too many look-ups ask to
// try again. In the four languages, at phone and desktop width.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateSettings } from "../src/server/modules/settings/service.js";
import { createInvoicedOrder } from "../test/invoice-helpers.js";
import type { Locator } from "playwright-core";
import { createAdmin } from "../test/factories.js";
import { getSettings } from "../src/server/modules/settings/service.js";
import { saveScreenshot, startE2e, takeConsoleErrors, type E2e } from "./harness.js";
import { sweep } from "./sweep.js";

let e2e: E2e;
let invoice: Awaited<ReturnType<typeof createInvoicedOrder>>;
const BANK = "Bank: Kookmin Bank (SWIFT CZNBKRSE)\nAccount: 754-21-0099-887 (USD)";

beforeAll(async () => {
  // One proxy hop trusted: each test's pages come from an address of their own (X-Forwarded-For),
  // so this file's look-ups never reach the limit of 20 a minute that one address has.
  e2e = await startE2e({ trustProxy: 1 });
  await updateSettings(e2e.app.core, { invoice_bank_details: BANK, seller_legal_name: "Hanbit Auto Export Co., Ltd." });
  invoice = await createInvoicedOrder(e2e.app, {
    country: "MN",
    priceUsd: 18_450.5,
    vin: "KMHL341DBPA123456",
    carName: "현대 그랜저 하이브리드",
  });
});
afterAll(async () => {
  await e2e?.close();
});

/** On how many lines `text` (inside `scope`) is drawn, from its rectangles. */
function linesOf(scope: Locator, text: string): Promise<number> {
  return scope.evaluate((el: any, wanted: string) => {
    const doc = el.ownerDocument;
    const walker = doc.createTreeWalker(el, 4 /* text */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent.indexOf(wanted);
      if (at < 0) continue;
      const range = doc.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].map((r: any) => Math.round(r.top))).size;
    }
    return 0;
  }, text);
}

let addressSeq = 0;
/** A page whose requests come from an address of its own. */
async function pageFromOwnAddress(lang?: string) {
  const page = await e2e.newPage(lang ? { lang } : {});
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${++addressSeq}` });
  return page;
}

const reference = () => `PI-${String(invoice.orderId).padStart(6, "0")}`;

// The bank details' labels in the page's language, as the invoice prints them; the values as typed.
const TEXTS = {
  en: {
    valid: "This invoice was issued by us",
    unknown: "This is not an invoice of ours",
    country: "Mongolia",
    car: "Hyundai",
    bank: BANK,
  },
  ko: {
    valid: "당사가 발행한 청구서입니다",
    unknown: "당사가 발행한 청구서가 아닙니다",
    country: "몽골",
    car: "현대",
    bank: "은행: Kookmin Bank (SWIFT CZNBKRSE)\n계좌번호: 754-21-0099-887 (USD)",
  },
  mn: {
    valid: "Энэ нэхэмжлэхийг бид гаргасан",
    unknown: "Энэ нь манай нэхэмжлэх биш",
    country: "Монгол",
    car: "Hyundai",
    bank: "Банк: Kookmin Bank (SWIFT CZNBKRSE)\nДансны дугаар: 754-21-0099-887 (USD)",
  },
  ru: {
    valid: "Этот счёт выставлен нами",
    unknown: "Это не наш счёт",
    country: "Монголия",
    car: "Hyundai",
    bank: "Банк: Kookmin Bank (SWIFT CZNBKRSE)\nСчёт: 754-21-0099-887 (USD)",
  },
} as const;

describe("verify an invoice", () => {
  it("the form (a code typed in lower case with spaces and dashes) leads to the real invoice's details", async () => {
    const page = await pageFromOwnAddress();
    const answer = await page.goto("/verify");
    expect(answer!.status()).toBe(200);
    await expect.poll(() => page.title()).toContain("Verify an invoice");
    // Linked from every page's footer.
    await expect.poll(() => page.locator("footer a[href='/verify']").count()).toBe(1);
    const c = invoice.code.toLowerCase();
    await page.getByTestId("verify-code").fill(`${c.slice(0, 4)} ${c.slice(4, 8)}-${c.slice(8, 12)}-${c.slice(12)}`);
    await saveScreenshot(page, "verify-form-en-1280", { fullPage: true });
    await page.getByTestId("verify-submit").click();
    await page.getByTestId("verify-valid").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/verify/${invoice.code}`);
    expect(await page.getByTestId("verify-reference").innerText()).toBe(reference());
    expect(await page.getByTestId("verify-amount").innerText()).toBe("$18,450.50");
    expect(await page.getByTestId("verify-bank").innerText()).toBe(BANK);
    expect(await page.getByTestId("verify-beneficiary").innerText()).toBe("Hanbit Auto Export Co., Ltd.");
    expect(await page.getByTestId("verify-vin").innerText()).toBe("…123456");
    expect(await page.getByTestId("verify-pay-only").innerText()).toContain("Pay only to these bank details");
    // Nothing names the buyer.
    expect(await page.locator("main").innerText()).not.toContain(invoice.buyer.email);
    expect(await page.locator("main").innerText()).not.toContain(invoice.buyer.name);

    // An empty code is refused in the form.
    await page.goto("/verify");
    await page.getByTestId("verify-submit").click();
    await expect
      .poll(() => page.getByTestId("verify-form").innerText())
      .toContain("Enter the code printed on the invoice");
  });

  for (const { lang, widths } of sweep(390, 1280)) {
    for (const width of widths) {
      it(`${lang} at ${width} px: a real code shows the invoice, an unknown one a warning`, async () => {
        const page = await pageFromOwnAddress(lang);
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        const answer = await page.goto(`/verify/${invoice.code}?lang=${lang}`);
        expect(answer!.status()).toBe(200);
        // A code's page is public but not for search engines.
        expect(await answer!.text()).toContain('<meta name="robots" content="noindex" />');
        await page.getByTestId("verify-valid").waitFor();
        expect(await page.evaluate("document.documentElement.lang")).toBe(lang);
        const t = TEXTS[lang];
        expect(await page.getByTestId("verify-valid").innerText()).toContain(t.valid);
        expect(await page.getByTestId("verify-reference").innerText()).toBe(reference());
        expect(await page.getByTestId("verify-country").innerText()).toBe(t.country);
        expect(await page.getByTestId("verify-car").innerText()).toContain(t.car);
        expect(await page.getByTestId("verify-bank").innerText()).toBe(t.bank);
        // The account number on one line: "754-21-" above "0099-887" reads as two numbers (issue 51).
        expect(await linesOf(page.getByTestId("verify-bank"), "754-21-0099-887")).toBe(1);
        const amount = await page.evaluate(
          (l) =>
            new Intl.NumberFormat(l, {
              style: "currency",
              currency: "USD",
              currencyDisplay: "narrowSymbol",
              minimumFractionDigits: 2,
            }).format(18450.5),
          lang,
        );
        expect((await page.getByTestId("verify-amount").innerText()).replace(/\s/g, "")).toBe(
          amount.replace(/\s/g, ""),
        );
        // Nothing wider than the window.
        expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
        await saveScreenshot(page, `verify-valid-${lang}-${width}`, { fullPage: true });

        await page.goto(`/verify/0000000000000000?lang=${lang}`);
        await page.getByTestId("verify-unknown").waitFor();
        expect(await page.getByTestId("verify-unknown").innerText()).toContain(t.unknown);
        expect(await page.getByTestId("verify-unknown").innerText()).toContain("0000000000000000");
        expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
        await saveScreenshot(page, `verify-unknown-${lang}-${width}`, { fullPage: true });
      });
    }
  }

  it("too many look-ups: the page asks to try again (ru)", async () => {
    const page = await e2e.newPage({ lang: "ru" });
    // The server's limit is per client address, shared by this file's pages: the answer is played here.
    await page.route("**/api/invoices/verify/**", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "retry-after": "42" },
        body: JSON.stringify({
          error: { code: "rate_limited", message: "Too many requests", details: { retry_after_seconds: 42 } },
        }),
      }),
    );
    await page.goto(`/verify/${invoice.code}?lang=ru`);
    await page.getByTestId("verify-limited").waitFor();
    expect(await page.getByTestId("verify-limited").innerText()).toContain("Попробуйте снова через 42");
    await saveScreenshot(page, "verify-limited-ru-1280", { fullPage: true });
    // The refused look-up is the browser's only complaint (a 429 is not expected anywhere else).
    expect(takeConsoleErrors()).toEqual([expect.stringMatching(/status of 429/)]);
  });

  it("Admin → Settings asks before changing the invoices' bank details, naming the invoiced orders (issue 51)", async () => {
    const page = await e2e.newPage({ lang: "en" });
    await e2e.logIn(page, await createAdmin(e2e.app));
    await page.goto("/admin/settings?lang=en");
    const field = page.getByTestId("setting-invoice_bank_details");
    await field.waitFor();
    const NEW = "Bank: Woori Bank (SWIFT HVBKKRSE)\nAccount: 1005-903-112233 (USD)";
    await field.fill(NEW);
    await page.getByTestId("admin-settings-save").click();
    const confirm = page.getByTestId("bank-details-confirm");
    await confirm.waitFor();
    // One order is invoiced in this file (beforeAll): the dialog names it before anything is saved.
    await expect.poll(() => confirm.getByTestId("bank-details-confirm-count").getAttribute("data-count")).toBe("1");
    expect(await confirm.getByTestId("bank-details-confirm-count").innerText()).toContain("1 invoiced order");
    await saveScreenshot(page, "settings-bank-confirm-en-1280");
    expect((await getSettings(e2e.app.core)).invoice_bank_details).toBe(BANK);
    // Kept: nothing changes.
    await confirm.getByTestId("bank-details-confirm-cancel").click();
    await confirm.waitFor({ state: "detached" });
    expect((await getSettings(e2e.app.core)).invoice_bank_details).toBe(BANK);
    // Confirmed: saved.
    await page.getByTestId("admin-settings-save").click();
    await confirm.getByTestId("bank-details-confirm-ok").click();
    await expect.poll(async () => (await getSettings(e2e.app.core)).invoice_bank_details).toBe(NEW);
    // The dialog closes once the answer is back (its closing transition included) and the form
    // takes the saved details as its own; before that, the next save would still compare with the old ones.
    await confirm.waitFor({ state: "detached" });
    // Another setting alone is saved without the question.
    await page.getByTestId("setting-port_of_loading").fill("Busan, Korea");
    await page.getByTestId("admin-settings-save").click();
    await expect.poll(async () => (await getSettings(e2e.app.core)).port_of_loading).toBe("Busan, Korea");
    expect(await page.getByTestId("bank-details-confirm").count()).toBe(0);
  });
});
