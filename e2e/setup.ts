import { afterEach, expect, vi } from "vitest";
import { closeTestContexts, takeConsoleErrors } from "./harness.js";
import { patient } from "./patience.js";

// The file's limits follow the machine's load as the file starts (vitest.e2e.config.ts measured it
// once, as the run started; the unit suite running beside this one, or other work started since,
// make the machine busier): the same base figures, stretched by the load now.
vi.setConfig({
  testTimeout: patient(120_000),
  hookTimeout: patient(120_000),
  expect: { poll: { timeout: patient(15_000), interval: 50 } },
});

// Runs before every browser test file (a setup file runs per file even though the files share
// their worker's modules): a test that made the page log an unexpected console error fails.
afterEach(async () => {
  await closeTestContexts();
  expect(takeConsoleErrors(), "unexpected browser console errors").toEqual([]);
});
