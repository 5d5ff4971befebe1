import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startE2e, type E2e, saveScreenshot, takeConsoleErrors } from "./harness.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "../test/factories.js";
import { startSmtpSink } from "../test/smtp-sink.js";
import { codeFrom, mailTo, type Sink } from "../test/accounts-helpers.js";
import { users } from "../src/server/db/schema/users.js";

let e2e: E2e;
let sink: Sink;
beforeAll(async () => {
  sink = await startSmtpSink();
  e2e = await startE2e({ smtpUrl: sink.url });
});
afterAll(async () => {
  await e2e?.close();
  await sink?.stop();
});

const ruleMet = (page: Page, id: string) => page.getByTestId(`password-rule-${id}`).getAttribute("data-met");

describe("accounts in the browser", () => {
  it("registers through email, code and details with the live password checklist and a referral", async () => {
    const referrer = await createUser(e2e.app);
    const email = `browser-${Date.now()}@example.com`;
    const page = await e2e.newPage();
    await page.goto(`/register?ref=${referrer.referralCode}`);

    await page.getByTestId("register-email").fill(email);
    const since = sink.messages.length;
    await page.getByTestId("register-send-code").click();
    const code = codeFrom(await mailTo(sink, email, since));
    await page.getByTestId("register-code").locator("input").first().click();
    await page.keyboard.type(code);
    await page.getByTestId("register-code-next").click();

    await page.getByTestId("register-details-form").waitFor();
    expect(await page.getByTestId("register-referral").inputValue()).toBe(referrer.referralCode);
    const password = page.getByTestId("register-password");
    // Nothing typed: the length and special-character rules are open.
    expect(await ruleMet(page, "min_length")).toBe("false");
    expect(await ruleMet(page, "special_char")).toBe("false");
    await password.fill("short!");
    await expect.poll(() => ruleMet(page, "special_char")).toBe("true");
    expect(await ruleMet(page, "min_length")).toBe("false");
    await password.fill("longenough1");
    await expect.poll(() => ruleMet(page, "min_length")).toBe("true");
    expect(await ruleMet(page, "special_char")).toBe("false");
    await password.fill("longenough1!");
    await expect.poll(() => ruleMet(page, "special_char")).toBe("true");
    expect(await ruleMet(page, "max_length")).toBe("true");
    await saveScreenshot(page, "register-checklist", { fullPage: true });

    await page.getByTestId("register-confirm").fill("longenough1!");
    await page.getByTestId("register-name").fill("Browser Buyer");
    await page.getByTestId("register-country").click();
    await page.getByTestId("register-country").fill("Mongolia");
    await page.getByRole("option", { name: "Mongolia" }).click();
    await page.getByTestId("register-submit").click();

    await page.waitForURL((url) => url.pathname === "/me");
    await page.getByTestId("referral-link").waitFor();
    const [created] = await e2e.app.core.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ name: "Browser Buyer", country: "MN", referredByUserId: referrer.id });
    expect((await reloadUser(e2e.app, referrer.id)).ccBalance).toBe(10000);
    await saveScreenshot(page, "my-page", { fullPage: true });
  });

  it("warns about the remaining attempts and, once locked, links to the password reset", async () => {
    const user = await createUser(e2e.app);
    const page = await e2e.newPage();
    await page.goto("/login");
    await page.getByTestId("login-email").fill(user.email);
    await page.getByTestId("login-password").fill("not-the-password");
    await page.getByTestId("login-submit").click();
    const warning = page.getByTestId("login-remaining-attempts");
    await warning.waitFor();
    expect(await warning.innerText()).toContain("19");

    // Jump to the last allowed failure.
    await e2e.app.core.db.update(users).set({ failedLoginCount: 19 }).where(eq(users.id, user.id));
    await page.getByTestId("login-submit").click();
    await page.getByTestId("login-locked").waitFor();
    const link = page.getByTestId("login-reset-link");
    expect(await link.getAttribute("href")).toContain(`/forgot-password?email=${encodeURIComponent(user.email)}`);
    await saveScreenshot(page, "login-locked");
  });

  it("resets a password from the emailed link", async () => {
    const user = await createUser(e2e.app, { lockedAt: new Date(), failedLoginCount: 20 });
    const page = await e2e.newPage();
    await page.goto(`/forgot-password?email=${encodeURIComponent(user.email)}`);
    expect(await page.getByTestId("forgot-email").inputValue()).toBe(user.email);
    const since = sink.messages.length;
    await page.getByTestId("forgot-submit").click();
    await page.getByTestId("forgot-sent").waitFor();
    const mail = await mailTo(sink, user.email, since);
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? "")![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByTestId("reset-password").fill("Fresh-password-1");
    await page.getByTestId("reset-confirm").fill("Fresh-password-1");
    await page.getByTestId("reset-submit").click();
    await page.getByTestId("reset-done").waitFor();
    const after = await reloadUser(e2e.app, user.id);
    expect(after.lockedAt).toBeNull();
  });

  it("lets an admin deactivate a user after confirming", async () => {
    const admin = await createAdmin(e2e.app);
    const target = await createUser(e2e.app, { name: "Target Person" });
    const page = await e2e.newPage();
    await page.goto("/login");
    await page.getByTestId("login-email").fill(admin.email);
    await page.getByTestId("login-password").fill(admin.password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto("/admin/users");
    await page.getByTestId("admin-users-search").fill(target.email);
    await page.getByTestId(`admin-user-row-${target.id}`).waitFor();
    await page.getByTestId(`admin-user-menu-${target.id}`).click();
    await page.getByRole("menuitem", { name: "Deactivate" }).click();
    await page.getByTestId("admin-user-confirm").waitFor();
    await page.getByTestId("admin-user-confirm-button").click();
    await expect.poll(async () => (await reloadUser(e2e.app, target.id)).isActive).toBe(false);
    await saveScreenshot(page, "admin-users", { fullPage: true });
  });

  it("downloads my data from My page as the JSON file the server names", async () => {
    const user = await createUser(e2e.app, { name: "Data Owner" });
    const page = await e2e.newPage();
    await e2e.logIn(page, user);
    await page.goto("/me");
    const button = page.getByTestId("data-export-button");
    await button.waitFor();
    await saveScreenshot(page.getByTestId("account-data"), "data-export-en-1280");
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^k-car-market-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, name: "Data Owner" });
    expect(JSON.stringify(data)).not.toContain(user.passwordHash);
    // The button is ready again for another download.
    await expect.poll(() => button.getAttribute("data-loading")).toBeNull();
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page.getByTestId("account-data"), "data-export-en-390");
  });

  it("says in the buyer's language that the download failed (here: too many in a minute)", async () => {
    const user = await createUser(e2e.app, { country: "MN", lang: "mn" });
    const page = await e2e.newPage({ lang: "mn" });
    await page.addInitScript(`localStorage.setItem("lang", "mn")`);
    await e2e.logIn(page, user);
    await page.goto("/me");
    const button = page.getByTestId("data-export-button");
    await expect.poll(() => button.innerText()).toBe("Мэдээллээ татах");
    await saveScreenshot(page.getByTestId("account-data"), "data-export-mn-1280");
    // The limit is a few exports a minute per user: use them up just before the click, so the
    // page's one is refused.
    const cookie = await loginCookie(e2e.app, user);
    for (let i = 0; i < 3; i++) {
      const res = await e2e.app.inject({ method: "GET", url: "/api/users/me/export", headers: { cookie } });
      expect(res.statusCode).toBe(200);
    }
    await button.click();
    await page.getByText("Таны мэдээллийг татаж чадсангүй").waitFor();
    await saveScreenshot(page, "data-export-mn-failed-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page.getByTestId("account-data"), "data-export-mn-390");
    // The refused request is the browser's only complaint.
    expect(takeConsoleErrors()).toEqual([expect.stringMatching(/status of 429/)]);
  });
});
