import fs from "node:fs";

/** Debian's Chromium, or CHROMIUM_PATH; null when none is installed. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}
