import { execFileSync } from "node:child_process";

/**
 * Builds the web app once so every browser test serves the real bundle; skipped when its
 * sources did not change since the last build (the same check as `npm start`).
 */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  execFileSync(process.execPath, ["tools/build-web.mjs"], { stdio: "inherit" });
}
