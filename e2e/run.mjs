// Runs the browser tests, or says loudly why they cannot run.
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
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: browser },
});
process.exit(result.status ?? 1);
