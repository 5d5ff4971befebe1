import { execFileSync } from "node:child_process";
import path from "node:path";

let built: string | undefined;

/**
 * The built web app (dist/web, and its server bundle dist/web-ssr), for the tests of pages the
 * server renders. One build serves every file that needs it and the browser suite:
 * tools/build-web.mjs builds only when the web sources changed since the last build (a hash of
 * them is kept with it) and waits for a build another process is running (a lock), and this
 * worker asks it once.
 */
export function builtWebApp(): string {
  if (!built) {
    execFileSync(process.execPath, ["tools/build-web.mjs"], { stdio: "inherit" });
    built = path.resolve("dist/web");
  }
  return built;
}
