import Bowser from "bowser";
import type { SessionDevice } from "../../../shared/api/sessions.js";

const KINDS = new Set(["desktop", "mobile", "tablet", "tv", "bot"]);

/** The major version ("124.0.0.0" → "124"; "17.4" stays: iOS and Safari are known by both parts). */
function shortVersion(version: string | undefined, keepMinor: boolean): string {
  if (!version) return "";
  const parts = version.split(".");
  return keepMinor && parts[1] && parts[1] !== "0" ? `${parts[0]}.${parts[1]}` : parts[0]!;
}

/**
 * The device a session was used from, as its owner recognises it ("Chrome 124", "Windows 10",
 * desktop), read from the user agent by Bowser (MIT, no dependencies). Unknown parts are null.
 */
export function describeDevice(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, os: null, kind: "other" };
  const parsed = Bowser.parse(userAgent);
  const browserName = parsed.browser.name;
  const apple = parsed.os.name === "iOS" || parsed.os.name === "macOS";
  const browser = browserName
    ? `${browserName} ${shortVersion(parsed.browser.version, browserName === "Safari")}`.trim()
    : null;
  const osVersion = parsed.os.versionName ?? shortVersion(parsed.os.version, apple);
  const os = parsed.os.name ? `${parsed.os.name} ${osVersion}`.trim() : null;
  const type = parsed.platform.type ?? "";
  return { browser, os, kind: KINDS.has(type) ? (type as SessionDevice["kind"]) : "other" };
}
