import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2e, saveScreenshot, type E2e } from "./harness.js";
import { sweepLangs, type Lang } from "./sweep.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "../test/factories.js";
import { totpCodeAt } from "../src/server/modules/accounts/totp.js";
import { openTotpSecret } from "../src/server/modules/accounts/totp-secrets.js";

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
      expect(openTotpSecret(e2e.app.core.secrets, await reloadUser(e2e.app, admin.id))).toBe(secret);

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

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
// The four languages in test:all, two of them in npm test (e2e/sweep.ts).
const LANGS = sweepLangs();

/** A session of `user` opened elsewhere: a phone at a public address the visit log has placed. */
async function phoneSession(user: { email: string; password: string }, ip: string) {
  const res = await e2e.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { "user-agent": IPHONE },
    remoteAddress: ip,
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = `sid=${res.cookies.find((c) => c.name === "sid")!.value}`;
  await e2e.app.inject({
    method: "POST",
    url: "/api/visits",
    headers: { cookie },
    remoteAddress: ip,
    payload: { path: "/" },
  });
  await e2e.app.core.visitRecorder.drain();
  return cookie;
}

/** Opens a page in `lang` signed in as `user` (with a code when the account has a second factor). */
async function signedInPage(lang: Lang, user: { email: string; password: string }, secret?: string) {
  const page = await e2e.newPage({ lang: lang === "en" ? "en-US" : lang });
  await page.addInitScript(`localStorage.setItem("lang", "${lang}")`);
  const res = await e2e.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: {
      email: user.email,
      password: user.password,
      ...(secret ? { totp: totpCodeAt(secret, Date.now() + 30_000) } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const value = res.cookies.find((c) => c.name === "sid")!.value;
  await page.context().addCookies([{ name: "sid", value, url: e2e.baseUrl, httpOnly: true, sameSite: "Lax" }]);
  return page;
}

describe("My page → Security: where I am signed in, and my password", () => {
  for (const lang of LANGS) {
    it(`lists the devices, ends one and all the others, and changes the password (${lang})`, async () => {
      const user = await createUser(e2e.app, { lang, country: "MN" });
      const phones = [await phoneSession(user, "8.8.8.8"), await phoneSession(user, "1.1.1.1")];
      const page = await signedInPage(lang, user);
      await page.goto("/me/security");
      const sessions = page.getByTestId("sessions");
      await expect.poll(() => sessions.locator("[data-current]").count()).toBe(3);
      expect(await sessions.locator('[data-current="true"]').count()).toBe(1);
      expect(await sessions.locator('[data-current="false"]').first().innerText()).toContain("iOS 17.4");
      await bothWidths(page, `security-sessions-${lang}`);
      if (lang !== "en") return;

      // One phone signed out by its button; then every other device, after a confirmation.
      await sessions.locator('[data-current="false"] button').first().click();
      await expect.poll(() => sessions.locator("[data-current]").count()).toBe(2);
      await page.getByTestId("sessions-end-others").click();
      await page.getByTestId("sessions-end-others-dialog").waitFor();
      await bothWidths(page, "security-sessions-end-others-en");
      await page.getByTestId("sessions-end-others-confirm").click();
      await expect.poll(() => sessions.locator("[data-current]").count()).toBe(1);
      for (const cookie of phones)
        expect((await e2e.app.inject({ url: "/api/users/me", headers: { cookie } })).statusCode).toBe(401);

      // A wrong current password is said so (with the tries left); the right one changes it.
      const other = await phoneSession(user, "8.8.4.4");
      await page.getByTestId("password-current").fill("not-my-password");
      await page.getByTestId("password-new").fill("Brand-new-pass-7!");
      await page.getByTestId("password-again").fill("Brand-new-pass-7!");
      await page.getByTestId("password-change-submit").click();
      await page.getByText("19 more wrong tries lock your account").waitFor();
      await bothWidths(page, "security-password-wrong-en");
      await page.getByTestId("password-current").fill(user.password);
      await page.getByTestId("password-change-submit").click();
      await expect.poll(() => page.getByTestId("password-current").inputValue()).toBe("");
      expect((await e2e.app.inject({ url: "/api/users/me", headers: { cookie: other } })).statusCode).toBe(401);
      // This browser is still signed in, with one session left.
      await page.reload();
      await expect.poll(() => page.getByTestId("sessions").locator("[data-current]").count()).toBe(1);
    });
  }
});

describe("Admin → Users: a user's second factor and sessions", () => {
  for (const lang of LANGS) {
    it(`turns off a user's two-step sign-in behind a confirmation (${lang})`, async () => {
      const admin = await createAdmin(e2e.app, { lang });
      const adminSecret = await enrolThroughApi(admin);
      const user = await createUser(e2e.app, { name: `Lost Phone ${lang}` });
      await enrolThroughApi(user);
      const page = await signedInPage(lang, admin, adminSecret);
      await page.goto("/admin/users");
      await page.getByTestId("admin-users-search").fill(user.email);
      await page.getByTestId(`admin-user-totp-${user.id}`).waitFor();
      await bothWidths(page, `admin-users-totp-${lang}`);
      await page.getByTestId(`admin-user-menu-${user.id}`).click();
      // Not offered on one's own row; offered on theirs.
      await page.getByTestId(`admin-user-reset-totp-${user.id}`).click();
      await page.getByTestId("admin-user-confirm").waitFor();
      await bothWidths(page, `admin-users-reset-totp-${lang}`);
      if (lang !== "en") return;
      await page.getByTestId("admin-user-confirm-button").click();
      await page.getByTestId("admin-user-confirm").waitFor({ state: "detached" });
      await page.getByTestId(`admin-user-totp-${user.id}`).waitFor({ state: "detached" });
      expect((await reloadUser(e2e.app, user.id)).totpSecret).toBeNull();
      // Signing them out everywhere: asked first too.
      await page.getByTestId(`admin-user-menu-${user.id}`).click();
      await page.getByTestId(`admin-user-end-sessions-${user.id}`).click();
      await page.getByTestId("admin-user-confirm").waitFor();
      await bothWidths(page, "admin-users-end-sessions-en");
      await page.getByTestId("admin-user-confirm-button").click();
      await page.getByTestId("admin-user-confirm").waitFor({ state: "detached" });
    });
  }
});
