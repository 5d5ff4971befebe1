// Runs the browser tests, or says loudly why they cannot run. `node e2e/run.mjs` runs the tier of
// `npm test` (project "browser", two languages × widths of each sweep); `--all` adds the slow
// files (project "browser-slow") and the full sweep (E2E_SWEEP=full), as `npm run test:all` does.
// A slow file named on the command line runs too; other arguments go to vitest as they are.
import { spawnSync } from "node:child_process";
import { chromiumPath } from "./chromium-path.mjs";

const browser = chromiumPath();
if (!browser) {
  const banner = "!".repeat(78);
  const why =
    "BROWSER TESTS SKIPPED: no Chromium at /usr/bin/chromium (or CHROMIUM_PATH). Install Debian's chromium package.";
  console.error(`\n${banner}\n${why}\n${banner}\n`);
  process.exit(process.env.REQUIRE_BROWSER === "1" ? 1 : 0);
}
const args = process.argv.slice(2);
const all = args.includes("--all");
const rest = args.filter((a) => a !== "--all");
const namesSlow = rest.some((a) => a.includes(".slow."));
const projects = all || namesSlow ? [] : ["--project", "browser"];
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...projects, ...rest], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: browser, ...(all ? { E2E_SWEEP: "full" } : {}) },
});
process.exit(result.status ?? 1);
