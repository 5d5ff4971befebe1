import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2e, saveScreenshot, type E2e } from "./harness.js";
import { createAdmin, loginCookie, reloadUser } from "../test/factories.js";
import { totpCodeAt } from "../src/server/modules/accounts/totp.js";

// Admins must have a second factor here (ADMIN_TOTP=required, as in production).
let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({ adminTotp: "required" });
});
afterAll(async () => {
  await e2e?.close();
});

/** Turns two-step sign-in on through the API, as the set-up page does; returns the secret. */
async function enrolThroughApi(user: { email: string; password: string }) {
  const cookie = await loginCookie(e2e.app, user);
  const setup = await e2e.app.inject({ method: "POST", url: "/api/users/me/totp", headers: { cookie } });
  const { secret } = setup.json() as { secret: string };
  const enabled = await e2e.app.inject({
    method: "POST",
    url: "/api/users/me/totp/enable",
    headers: { cookie },
    payload: { code: totpCodeAt(secret) },
  });
  expect(enabled.statusCode).toBe(200);
  return secret;
}

/** Waits until the layout stopped moving (the admin sidebar slides when the width crosses its breakpoint). */
const settled = (page: Page) => page.waitForFunction(() => (globalThis as any).document.getAnimations().length === 0);

/** Pictures of a step at a phone's and a desktop's width (only with E2E_SCREENSHOTS). */
async function bothWidths(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
  }
}

async function passwordStep(page: Page, user: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByTestId("login-email").fill(user.email);
  await page.getByTestId("login-password").fill(user.password);
  await page.getByTestId("login-submit").click();
  await page.getByTestId("login-totp").waitFor();
}

describe("two-step sign-in in the browser", () => {
  it("an admin with it logs in with the code in a second step and lands in the admin area", async () => {
    const admin = await createAdmin(e2e.app);
    const secret = await enrolThroughApi(admin);
    const page = await e2e.newPage();
    await passwordStep(page, admin);
    await bothWidths(page, "login-totp-en");

    // A wrong code: said so, with the attempts left, and the step stays.
    const right = totpCodeAt(secret, Date.now() + 30_000);
    await page.getByTestId("login-totp").fill(`${(Number(right[0]) + 1) % 10}${right.slice(1)}`);
    await page.getByTestId("login-totp-submit").click();
    await page.getByTestId("login-totp-error").waitFor();
    expect(await page.getByTestId("login-remaining-attempts").innerText()).toContain("18");
    await bothWidths(page, "login-totp-wrong-en");

    // The next step's code (the current one went to the set-up).
    await page.getByTestId("login-totp").fill(right);
    await page.getByTestId("login-totp-submit").click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByTestId("admin-dashboard").waitFor();
    expect((await reloadUser(e2e.app, admin.id)).failedLoginCount).toBe(0);
    // My page says it is on.
    await page.goto("/me");
    await page.getByTestId("account-security").getByTestId("totp-enabled").waitFor();
  });

  it("asks for the code in the visitor's language and takes a recovery code", async () => {
    const admin = await createAdmin(e2e.app, { lang: "mn", country: "MN" });
    const cookie = await loginCookie(e2e.app, admin);
    const setup = await e2e.app.inject({ method: "POST", url: "/api/users/me/totp", headers: { cookie } });
    const { secret } = setup.json() as { secret: string };
    const enabled = await e2e.app.inject({
      method: "POST",
      url: "/api/users/me/totp/enable",
      headers: { cookie },
      payload: { code: totpCodeAt(secret) },
    });
    const [recovery] = (enabled.json() as { recovery_codes: string[] }).recovery_codes;
    const page = await e2e.newPage({ lang: "mn" });
    await page.addInitScript(`localStorage.setItem("lang", "mn")`);
    await passwordStep(page, admin);
    expect(await page.getByTestId("login-totp-explain").innerText()).toContain("хоёр шаттай нэвтрэлт");
    await bothWidths(page, "login-totp-mn");
    await page.getByTestId("login-totp-toggle").click();
    expect(await page.getByTestId("login-totp-explain").innerText()).toContain("сэргээх код");
    await page.getByTestId("login-totp").fill(recovery.toUpperCase());
    await page.getByTestId("login-totp-submit").click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByTestId("admin-dashboard").waitFor();
  });

  for (const lang of ["en", "mn"] as const) {
    it(`an admin without it is sent to the set-up (${lang}): QR code, first code, recovery codes, admin area`, async () => {
      const admin = await createAdmin(e2e.app, { lang });
      const page = await e2e.newPage({ lang: lang === "en" ? "en-US" : "mn" });
      if (lang === "mn") await page.addInitScript(`localStorage.setItem("lang", "mn")`);
      await e2e.logIn(page, admin);
      await page.goto("/admin");
      const gate = page.getByTestId("totp-enrollment-required");
      await gate.waitFor();
      await bothWidths(page, `admin-totp-required-${lang}`);
      await gate.getByRole("link").click();
      await page.waitForURL((url) => url.pathname === "/me/security");
      await page.getByTestId("totp-required").waitFor();
      await bothWidths(page, `security-off-${lang}`);

      await page.getByTestId("totp-start").click();
      const qr = page.getByTestId("totp-qr");
      await qr.waitFor();
      // The QR code is an image the browser could draw (an SVG from the server).
      await expect
        .poll(() => qr.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
      const secret = (await page.getByTestId("totp-secret").getAttribute("data-secret"))!;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await bothWidths(page, `security-setup-${lang}`);

      await page.getByTestId("totp-enable-code").locator("input").first().click();
      await page.keyboard.type(totpCodeAt(secret));
      await page.getByTestId("totp-enable-submit").click();
      await page.getByTestId("totp-recovery").waitFor();
      const codes = await page.getByTestId("totp-recovery-code").allInnerTexts();
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      await bothWidths(page, `security-recovery-${lang}`);
      const download = page.waitForEvent("download");
      await page.getByTestId("totp-recovery-download").click();
      expect((await download).suggestedFilename()).toMatch(/recovery-codes\.txt$/);
      // "Done" waits until the codes are said to be saved.
      expect(await page.getByTestId("totp-recovery-done").isDisabled()).toBe(true);
      await page.getByTestId("totp-recovery-saved").click();
      await page.getByTestId("totp-recovery-done").click();
      await page.getByTestId("totp-enabled").waitFor();
      await bothWidths(page, `security-on-${lang}`);
      expect((await reloadUser(e2e.app, admin.id)).totpSecret).toBe(secret);

      await page.getByTestId("security-back-admin").click();
      await page.getByTestId("admin-dashboard").waitFor();

      if (lang === "en") {
        // Turning it off: a confirmation with a code; the admin area closes again.
        await page.goto("/me/security");
        await page.getByTestId("totp-disable-open").click();
        await page.getByTestId("totp-disable-code").fill(codes[0]);
        await bothWidths(page, "security-disable-en");
        await page.getByTestId("totp-disable-confirm").click();
        await page.getByTestId("totp-off").waitFor();
        expect((await reloadUser(e2e.app, admin.id)).totpSecret).toBeNull();
        await page.goto("/admin");
        await page.getByTestId("totp-enrollment-required").waitFor();
      }
    });
  }
});
