import { defineConfig } from "vitest/config";

// Browser tests: three files at a time; each starts its own server, database and Chromium, so
// they share nothing. Chromium keeps both cores of the CI machine busy; a third file fills the
// moments the others wait (for a page, a job).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    // The web build, and the database every file's app copies (migrated once, see test/global-setup.ts).
    globalSetup: ["e2e/global-setup.ts", "test/global-setup.ts"],
    pool: "forks",
    // Like the unit suite, files share their worker's loaded modules (see vitest.config.ts);
    // the console-error check is registered per file by the setup file.
    isolate: false,
    setupFiles: ["e2e/setup.ts"],
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
