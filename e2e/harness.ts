import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { loginCookie } from "../test/factories.js";
import type { Config } from "../src/server/config.js";
// @ts-expect-error plain ESM helper shared with run.mjs
import { chromiumPath } from "./chromium-path.mjs";
import { patient } from "./patience.js";

export type E2e = {
  app: TestApp;
  baseUrl: string;
  /** The worker's Chromium, shared with the other files it runs: open contexts, never close it. */
  browser: Browser;
  /**
   * A fresh browser context (cookies, storage) with console-error tracking, closed after the test;
   * with `keep`, it outlives the test (for a file's tests that share one page): the caller closes it.
   */
  newPage(opts?: { lang?: string; keep?: boolean }): Promise<Page>;
  /**
   * Gives the page's context the user's session cookie (logged in through the API, as the login
   * form does): for tests about what a logged-in user does, not about the login page, which
   * accounts.e2e.ts drives. Loads nothing: the test opens the page it needs next.
   */
  logIn(page: Page, user: { email: string; password: string }): Promise<void>;
  close(): Promise<void>;
};

// Messages a browser logs for expected API answers (e.g. 401 for a wrong password). A visitor's session
// check is 200 (GET /api/auth/session), so it logs nothing.
const EXPECTED_CONSOLE = [
  /Failed to load resource: the server responded with a status of (401|402|403|404|409|422|423)/,
];

const consoleErrors: string[] = [];
// The browser contexts opened by the running test: closed after it (e2e/setup.ts), so that pages of
// finished tests (a rotating hero banner, a polling admin list) stop drawing while the next test runs.
const openContexts = new Set<BrowserContext>();

/** Closes the browser contexts the last test opened. */
export async function closeTestContexts(): Promise<void> {
  const contexts = [...openContexts];
  openContexts.clear();
  await Promise.all(contexts.map((c) => c.close().catch(() => {})));
}
/** The browser console errors since the last call (checked after every test by e2e/setup.ts). */
export function takeConsoleErrors(): string[] {
  return consoleErrors.splice(0);
}

// One headless Chromium per browser-test worker, shared by the files it runs (they share the worker's
// modules: vitest.e2e.config.ts, isolate: false). A file never reuses another's pages: every test
// opens fresh contexts (cookies, storage, cache of their own) and they are closed after it
// (e2e/setup.ts). Launching a Chromium per file cost a second or more of CPU each time; this one
// ends with the worker (Playwright kills the browsers it launched when the process exits).
let browserLaunch: Promise<Browser> | undefined;
function workerBrowser(): Promise<Browser> {
  browserLaunch ??= chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? chromiumPath(),
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    })
    .then(
      (browser) => {
        // A browser that crashed is launched anew for the next file.
        browser.on("disconnected", () => (browserLaunch = undefined));
        return browser;
      },
      (err: unknown) => {
        browserLaunch = undefined;
        throw err;
      },
    );
  return browserLaunch;
}

/** Starts the real app (fresh database, built web app) on a loopback port, with the worker's headless Chromium. */
export async function startE2e(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Promise<E2e> {
  const app = await createTestApp(overrides, env, { webDistDir: path.resolve("dist/web") });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await workerBrowser();
  return {
    app,
    baseUrl,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: opts.lang ?? "en-US",
        viewport: { width: 1280, height: 900 },
      });
      // Every wait follows the page's state; how long before it counts as failed follows the
      // machine's load when the page opens (patience.ts): 30 s, Playwright's default, when quiet.
      context.setDefaultTimeout(patient(30_000));
      context.setDefaultNavigationTimeout(patient(30_000));
      if (!opts.keep) openContexts.add(context);
      const page = await context.newPage();
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        if (!EXPECTED_CONSOLE.some((re) => re.test(text))) consoleErrors.push(text);
      });
      page.on("pageerror", (err) => consoleErrors.push(`pageerror: ${err.message}`));
      // A page the server drew has buttons before they work: wait until the app took over
      // (main.tsx marks <html data-hydrated> after its first commit, hydrated or drawn).
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const live = async <T>(response: T) => {
        if (new URL(page.url()).origin === baseUrl) await waitForApp(page);
        return response;
      };
      page.goto = async (url, options) => live(await goto(url, options));
      page.reload = async (options) => live(await reload(options));
      return page;
    },
    async logIn(page, user) {
      const [name, value] = (await loginCookie(app, user)).split("=");
      await page.context().addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
    },
    async close() {
      await closeTestContexts();
      await app.close();
    },
  };
}

/** Waits until the web app runs in the page (hydrated when the server drew it). */
export async function waitForApp(page: Page) {
  // A function, not a string: the CSP (script-src 'self') refuses eval.
  await page.waitForFunction(() => {
    const doc = (globalThis as any).document;
    return doc.documentElement.dataset.hydrated === "1" || !doc.getElementById("root");
  });
}

/**
 * Saves what a step shows as `<E2E_SCREENSHOTS>/<name>.png` for a person to look at, only when
 * E2E_SCREENSHOTS names a directory. No test reads these images back, and a full-page PNG costs
 * Chromium a render and an encode: a plain run (CI, `npm test`) takes none.
 */
export async function saveScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const file = path.resolve(dir, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, ...options });
}
