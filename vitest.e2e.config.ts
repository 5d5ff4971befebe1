import { defineConfig } from "vitest/config";
import { patient } from "./e2e/patience.js";

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
    // Limits, not waits: a test ends as soon as its last step is done. They are measured once, as
    // the run starts; the waits inside a test (harness.ts) measure the load again as they begin.
    // Three servers and three Chromiums on two cores are the suite's own load: the base figures
    // leave room for it, the factor for other work on the machine.
    testTimeout: patient(120_000),
    hookTimeout: patient(120_000),
    // vitest's own default (1 s) is a wall-clock guess that a busy machine misses.
    expect: { poll: { timeout: patient(15_000), interval: 50 } },
  },
});
