import { configDefaults, defineConfig } from "vitest/config";
import { patient } from "./test/patience.js";

// The tiers (README "Tests", docs/architecture.md "Testing"): a test file is in the fast tiers by
// default; one that is slow by nature (it starts processes, builds, or is a drill) is named
// `*.slow.test.ts` and runs only in `npm run test:all`.
//   unit         src/**/*.test.ts, tools/**/*.test.ts: pure functions, no database
//   integration  test/**/*.test.ts: the real app on a real database (PGlite; PostgreSQL again in test:all)
//   slow         test/**/*.slow.test.ts: processes, drills, long sweeps (test:all, on both engines)
const SLOW = "test/**/*.slow.test.ts";

export default defineConfig({
  test: {
    // Migrates one database per run; each file starts from a copy of it.
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    // Files share their worker's loaded modules (and PGlite's compiled WASM) instead of a
    // fresh process per file, which spent more CPU importing the app than running tests.
    // So no test may rely on module-level state: per-app state lives on Core.
    isolate: false,
    maxWorkers: 2,
    // s3rver, the tests' S3 server, makes ListObjectsV2 continuation tokens with DES, which
    // Node's OpenSSL 3 only has in its legacy provider: without it any listing of more than
    // 1,000 keys fails there (a 500), and the S3 driver's paging could not be tested.
    // A young generation of 32 MB rather than 16: the app and PGlite make many short-lived objects,
    // and fewer scavenges took the suite alone from 206 to 197 CPU-s.
    execArgv: ["--openssl-legacy-provider", "--max-semi-space-size=32"],
    // Limits, not waits. Sized for the 2-core machine running the browser suite beside this one
    // (npm test): a test that takes 10 s alone takes 40 s there, and an app start in a hook 20 s.
    // They grow with other work on the machine: measured as the run starts, and again as each
    // file starts (test/setup.ts, test/patience.ts).
    testTimeout: patient(60_000),
    hookTimeout: patient(120_000),
    setupFiles: ["test/setup.ts"],
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts", "tools/**/*.test.ts"] } },
      {
        extends: true,
        test: { name: "integration", include: ["test/**/*.test.ts"], exclude: [...configDefaults.exclude, SLOW] },
      },
      { extends: true, test: { name: "slow", include: [SLOW] } },
    ],
  },
});
