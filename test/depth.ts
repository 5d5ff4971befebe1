// How many cases a property sweep draws. `npm test`, the loop before every commit, draws a share
// of them; `npm run test:all` (TEST_DEPTH=full, tools/test-all.mjs), which CI runs, draws them all.
// The browser tests' counterpart is E2E_SWEEP=full (e2e/sweep.ts).
export const FULL_DEPTH = process.env.TEST_DEPTH === "full";

/** `quick` in `npm test`, `full` in `npm run test:all`. */
export const byDepth = <T>(quick: T, full: T): T => (FULL_DEPTH ? full : quick);
