import { configDefaults, defineConfig } from "vitest/config";
import { patient } from "./e2e/patience.js";

// Browser tests: two files at a time, one per core; each starts its own server and database,
// and shares its worker's Chromium with the other files that worker runs. Measured on the 2-core
// machine (the browser suite alone, one run after the other, load average 8-12 from other work):
// three workers took 390 s and 267 CPU-s, two took 341 s and 233 CPU-s. A third worker filled no
// idle moments; it only loaded a third copy of the app's modules, of PGlite and of Chromium.
// The tiers (README "Tests"): a browser test file runs in `npm test` by default; one slow by nature
// is named `*.slow.e2e.ts` and runs only in `npm run test:all`, which also draws every screen in
// the four languages at both widths (E2E_SWEEP=full, e2e/sweep.ts). e2e/run.mjs picks the projects.
const SLOW = "e2e/**/*.slow.e2e.ts";

export default defineConfig({
  test: {
    // The web build, and the database every file's app copies (migrated once, see test/global-setup.ts).
    globalSetup: ["e2e/global-setup.ts", "test/global-setup.ts"],
    pool: "forks",
    // Like the unit suite, files share their worker's loaded modules (see vitest.config.ts);
    // the console-error check is registered per file by the setup file.
    isolate: false,
    setupFiles: ["e2e/setup.ts"],
    maxWorkers: 2,
    // A larger young generation, as in the unit suite (vitest.config.ts): fewer scavenges.
    execArgv: ["--max-semi-space-size=32"],
    // Limits, not waits: a test ends as soon as its last step is done. They are measured once, as
    // the run starts; the waits inside a test (harness.ts) measure the load again as they begin.
    // Two servers and two Chromiums beside the unit suite on two cores are the suite's own load:
    // the base figures leave room for it, the factor for other work on the machine.
    testTimeout: patient(120_000),
    hookTimeout: patient(120_000),
    // vitest's own default (1 s) is a wall-clock guess that a busy machine misses.
    expect: { poll: { timeout: patient(15_000), interval: 50 } },
    projects: [
      {
        extends: true,
        test: { name: "browser", include: ["e2e/**/*.e2e.ts"], exclude: [...configDefaults.exclude, SLOW] },
      },
      { extends: true, test: { name: "browser-slow", include: [SLOW] } },
    ],
  },
});
