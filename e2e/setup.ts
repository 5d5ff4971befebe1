import { afterEach, expect } from "vitest";
import { closeTestContexts, takeConsoleErrors } from "./harness.js";

// Runs before every browser test file (a setup file runs per file even though the files share
// their worker's modules): a test that made the page log an unexpected console error fails.
afterEach(async () => {
  await closeTestContexts();
  expect(takeConsoleErrors(), "unexpected browser console errors").toEqual([]);
});
