// The app wired to a fresh upstream simulator, for the browser tests of Admin → Upstream.
import type { Page } from "playwright-core";
import { startE2e, type E2e } from "./harness.js";
import { createAdmin } from "../test/factories.js";
import { startUpstreamSim, type UpstreamSim } from "../tools/upstream-sim/server.js";

export type UpstreamE2e = { sim: UpstreamSim; e2e: E2e; close(): Promise<void> };

export async function startUpstreamE2e(): Promise<UpstreamE2e> {
  const sim = await startUpstreamSim({ port: 0, host: "127.0.0.1", seed: 5, carCount: 300 });
  const e2e = await startE2e({
    upstreamBaseUrl: sim.url,
    upstreamUsername: "demo",
    upstreamPassword: "demo",
    upstreamRetryBaseMs: 5,
  });
  return {
    sim,
    e2e,
    async close() {
      await e2e.close();
      await sim.close();
    },
  };
}

/** Gives the page a new admin's session (the login form is driven by shell.e2e.ts), then opens `path`. */
export async function openAsAdmin(e2e: E2e, page: Page, path: string) {
  const admin = await createAdmin(e2e.app);
  await e2e.logIn(page, admin);
  await page.goto(path);
}
