import { paths } from "../../../shared/paths";

/** Only same-site paths are followed after login (no "//evil.example" redirects). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return paths.home;
  }
  if (next === paths.login || next.startsWith(`${paths.login}?`)) return paths.home;
  return next;
}

/** The login page, told to come back to `next` afterwards. */
export function loginPath(next?: string): string {
  if (!next || next === paths.home) return paths.login;
  return `${paths.login}?next=${encodeURIComponent(next)}`;
}
