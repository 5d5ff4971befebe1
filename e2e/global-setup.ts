import { execFileSync } from "node:child_process";

/** Builds the web app once so every browser test serves the real bundle. */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
}
