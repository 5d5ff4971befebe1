// The buyer's money in the browser (api.md "The buyer's money, protected"): one order followed in
// Mongolian at 390 px from the invoice to a refund. The admin records two partial payments (the
// second makes it paid), is refused shipping without the bill of lading, uploads it and ships,
// delivers; the buyer files a claim with a photo; the admin accepts it and refunds it. After each
// step the buyer's order shows the balance and the protection it should.
import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import type { OrderStatus } from "../src/shared/api/deals-statuses.js";
import { orderStatusLabel } from "../src/shared/order-status-words.js";
import { createAdmin, createBannerCar, createUser, loginCookie } from "../test/factories.js";
import { saveScreenshot, startE2e, type E2e } from "./harness.js";
import { open } from "./layout-sweep.js";

let e2e: E2e;
let adminCookie: string;
beforeAll(async () => {
  e2e = await startE2e();
  adminCookie = await loginCookie(e2e.app, await createAdmin(e2e.app, { country: "MN" }));
});
afterAll(async () => {
  await e2e?.close();
});

type Json = Record<string, any>;
const mn = (ns: string): Json => JSON.parse(fs.readFileSync(`src/web/locales/mn/${ns}.json`, "utf8"));
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

async function send(cookie: string, method: "POST" | "PATCH" | "GET", url: string, payload?: object) {
  const res = await e2e.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The digits of an amount as the page writes it ("$12,000.00", "12 000,00 $" → "1200000"). */
const digits = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).last().innerText()).replace(/\D/g, "").replace(/^0+(?=\d)/, "");

describe("the buyer's money, in Mongolian at 390 px", () => {
  it("invoice → two payments → paid → B/L → shipped → delivered → claim with a photo → accepted → refund", async () => {
    const orders = mn("orders");
    const adminOrders = mn("admin-orders");
    const buyer = await createUser(e2e.app, { country: "MN", name: "Бат-Эрдэнэ Ганбаатар" });
    await e2e.app.core.db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: buyer.id,
        account: "cc",
        amount: 2000,
        kind: "admin_adjustment",
        idempotencyKey: `e2e-money:${buyer.id}`,
      }),
    );
    const buyerCookie = await loginCookie(e2e.app, buyer);
    const car = await createBannerCar(e2e.app, { priceKrw: 27_800_000 });
    const { order_id: orderId } = await send(buyerCookie, "POST", `/api/cars/${car.id}/purchase`);
    await send(adminCookie, "PATCH", `/api/admin/orders/${orderId}`, { status: "invoiced", price_usd: 20_000 });

    const buyerPage = await open(e2e, "mn", 390, buyerCookie);
    const adminPage = await open(e2e, "mn", 390, adminCookie);
    const card = buyerPage.getByTestId(`order-${orderId}`);

    /** The buyer's order as it stands: its balance (digits) and the protection's status. */
    const buyerSees = async (balance: string, protection: string, shot: string) => {
      await buyerPage.goto("/me/orders");
      await card.getByTestId("order-money").waitFor();
      await expect.poll(() => card.getByTestId("money-protection").getAttribute("data-status")).toBe(protection);
      expect(await digits(buyerPage, "money-balance")).toBe(balance);
      expect(await digits(buyerPage, "money-amount-due")).toBe("2000000");
      expect(await card.getByTestId("money-protection").innerText()).toContain(orders.money.protection.title);
      // Nothing is wider than the phone.
      expect(
        await buyerPage.evaluate(() => {
          const w = globalThis as any;
          return w.document.documentElement.scrollWidth <= w.innerWidth + 1;
        }),
      ).toBe(true);
      await card.getByTestId("order-money").scrollIntoViewIfNeeded();
      await saveScreenshot(buyerPage, `buyer-money-mn-390-${shot}`, { fullPage: true });
    };

    /** Opens the order's dialog in Admin → Orders. */
    const openOrder = async () => {
      await adminPage.goto("/admin/orders");
      await adminPage.getByTestId(`admin-order-edit-${orderId}`).click();
      await adminPage.getByTestId("admin-order-money").waitFor();
    };
    const recordPayment = async (amount: string, reference: string) => {
      await openOrder();
      const panel = adminPage.getByTestId("admin-order-money");
      await panel.getByTestId("payment-amount").fill(amount);
      await panel.getByTestId("payment-reference").fill(reference);
      await panel.getByTestId("payment-save").click();
      // Asked first: the record is kept for good and the buyer is told.
      expect(await panel.getByTestId("payment-confirm-text").innerText()).toContain(`#${orderId}`);
      await panel.getByTestId("payment-confirm").click();
      await expect.poll(() => panel.getByTestId("money-payment").count()).toBeGreaterThan(0);
      await expect.poll(() => panel.getByText(reference).count()).toBe(1);
    };

    // Invoiced, nothing paid: the whole amount is due, nothing is held yet.
    await buyerSees("2000000", "none", "1-invoiced");
    expect(await card.getByTestId("money-statement").innerText()).toContain(orders.money.nothingYet);

    // A first partial payment: held, no ship-by date yet.
    await recordPayment("8000", "TT-MN-0001");
    await saveScreenshot(adminPage, "admin-money-mn-390-payment", { fullPage: true });
    await buyerSees("1200000", "held", "2-partial");
    expect(await card.getByTestId("money-payment").innerText()).toContain("TT-MN-0001");
    expect(await card.getByTestId("money-ship-by").count()).toBe(0);

    // The second covers the amount due: paid, the money held until the ship-by date.
    await recordPayment("12000", "TT-MN-0002");
    await buyerSees("0", "held", "3-paid");
    expect(await card.getByTestId("order-status").first().textContent()).toBe(orderStatusLabel("paid", "mn"));
    expect(await card.getByTestId("money-payment").count()).toBe(2);
    const order = await send(buyerCookie, "GET", `/api/users/me/orders/${orderId}`);
    expect(order.protection.ship_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Mongolian dates are written 2026.12.31.
    expect(await card.getByTestId("money-ship-by").innerText()).toContain(order.protection.ship_by.replace(/-/g, "."));

    // Shipping without the bill of lading is refused with the reason, in Mongolian.
    await openOrder();
    const moveTo = async (status: OrderStatus) => {
      await adminPage.getByTestId("admin-order-status").click();
      await adminPage.getByRole("option", { name: orderStatusLabel(status, "mn"), exact: true }).click();
    };
    await moveTo("shipped");
    await adminPage.getByTestId("admin-order-save").click();
    await adminPage.getByTestId("admin-order-save").click();
    const refusal = adminPage
      .getByTestId("admin-order-dialog")
      .getByRole("alert")
      .filter({ hasText: adminOrders.blMissingDocument });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(adminOrders.blMissingNumber);
    await saveScreenshot(adminPage, "admin-money-mn-390-bl-missing", { fullPage: true });

    // The B/L uploaded and its number typed: shipped, the money released.
    const docs = adminPage.getByTestId("admin-order-documents");
    await docs.getByTestId("admin-document-kind").click();
    await docs.getByRole("option", { name: orders.documents.kind.bill_of_lading, exact: true }).click();
    await docs
      .locator('input[type="file"]')
      .setInputFiles({ name: "BL MOL-0042.pdf", mimeType: "application/pdf", buffer: PDF });
    await docs.getByTestId("admin-document-upload").click();
    await expect.poll(() => docs.getByTestId("admin-documents-list").innerText()).toContain("BL MOL-0042.pdf");
    await adminPage.getByTestId("admin-order-bl").fill("MOL-ICN-0042871");
    // The move was confirmed before the refusal: one click sends it again.
    await adminPage.getByTestId("admin-order-save").click();
    await adminPage.getByTestId("admin-order-dialog").waitFor({ state: "detached" });
    await buyerSees("0", "released", "4-shipped");
    expect(await card.getByTestId("money-protection").innerText()).toContain(
      orders.money.protection.released.slice(0, 20),
    );

    // Delivered: the claim window opens.
    await openOrder();
    await moveTo("delivered");
    await adminPage.getByTestId("admin-order-save").click();
    await adminPage.getByTestId("admin-order-save").click();
    await adminPage.getByTestId("admin-order-dialog").waitFor({ state: "detached" });
    await buyerSees("0", "released", "5-delivered");

    // The buyer files a claim with a photo.
    await card.getByTestId(`order-claim-button-${orderId}`).click();
    const form = buyerPage.getByTestId("claim-form");
    await form.getByTestId("claim-category").click();
    await buyerPage.getByRole("option", { name: orders.claims.category.damage, exact: true }).click();
    await form.getByTestId("claim-description").fill("Арын бамперт 10 см хагарал байна, тээвэрлэлтийн үеэр гэмтсэн.");
    await form.getByTestId("claim-amount").fill("500");
    await form.locator('input[type="file"]').setInputFiles({ name: "bamper.png", mimeType: "image/png", buffer: PNG });
    await expect.poll(() => form.getByTestId("claim-files-chosen").innerText()).toContain("bamper.png");
    await saveScreenshot(buyerPage, "buyer-money-mn-390-6-claim-form", { fullPage: true });
    await form.getByTestId("claim-submit").click();
    await form.waitFor({ state: "detached" });
    const claims = await send(buyerCookie, "GET", `/api/users/me/orders/${orderId}/claims`);
    expect(claims).toHaveLength(1);
    const claimId = claims[0].id as number;
    expect(claims[0]).toMatchObject({ category: "damage", amount_usd: 500, evidence: [{ content_type: "image/png" }] });
    const claimCard = card.getByTestId(`order-claim-${claimId}`);
    await expect.poll(() => claimCard.getAttribute("data-status")).toBe("open");
    expect(await claimCard.getByTestId("order-claim-status").textContent()).toBe(orders.claims.status.open);
    await buyerSees("0", "released", "7-claim-open");

    // The admin sees it with its photo and accepts it, with a note, after a confirmation.
    await adminPage.goto("/admin/claims");
    const row = adminPage.getByTestId(`admin-claim-row-${claimId}`);
    expect(await row.innerText()).toContain("bamper.png");
    await saveScreenshot(adminPage, "admin-claims-mn-390", { fullPage: true });
    await row.getByTestId(`admin-claim-accept-${claimId}`).click();
    await adminPage.getByTestId("admin-claim-note").fill("Бамперын засварын зардлыг буцаан олгоно.");
    await adminPage.getByTestId("admin-claim-confirm").click();
    await adminPage.getByTestId("admin-claim-decision").waitFor({ state: "detached" });
    await buyerSees("0", "released", "8-claim-accepted");
    await expect.poll(() => claimCard.getAttribute("data-status")).toBe("accepted");
    expect(await claimCard.getByTestId("order-claim-decision").innerText()).toContain("Бамперын засварын");

    // The refund names the claim: asked first, then on the statement and the claim.
    await adminPage.goto("/admin/claims?status=accepted");
    await adminPage.getByTestId(`admin-claim-refund-${claimId}`).click();
    const refund = adminPage.getByTestId("refund-form");
    expect((await refund.getByTestId("refund-amount").inputValue()).replace(/\D/g, "")).toBe("500");
    await refund.getByTestId("refund-reference").fill("RF-MN-0001");
    await refund.getByTestId("refund-save").click();
    await refund.getByTestId("refund-confirm-text").waitFor();
    await saveScreenshot(adminPage, "admin-refund-mn-390-confirm", { fullPage: true });
    await refund.getByTestId("refund-confirm").click();
    await refund.waitFor({ state: "detached" });
    // The balance is the contract's: the amount due less what was paid net of refunds; the page says
    // that nothing more is to be paid once the car has shipped.
    await buyerSees("50000", "released", "9-refunded");
    expect(await card.getByTestId("money-refunds-note").innerText()).toBe(orders.money.refundsNote);
    expect(await card.getByTestId("money-refund").innerText()).toContain("RF-MN-0001");
    expect((await card.getByTestId("money-refund").innerText()).replace(/\D/g, "").endsWith("50000")).toBe(true);
    await expect.poll(() => claimCard.getByTestId("order-claim-refunded").count()).toBe(1);
    const after = await send(buyerCookie, "GET", `/api/users/me/orders/${orderId}`);
    expect(after).toMatchObject({
      paid_usd: 20_000,
      refunded_usd: 500,
      balance_due_usd: 500,
      protection: { status: "released", held_usd: 0 },
      refunds: [{ claim_id: claimId, amount_usd: 500 }],
    });
  });
});
