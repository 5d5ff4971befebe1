/** Only same-site paths are followed after login (no "//evil.example" redirects). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return "/";
  }
  if (next === "/login" || next.startsWith("/login?")) return "/";
  return next;
}

/** The login page, told to come back to `next` afterwards. */
export function loginPath(next?: string): string {
  if (!next || next === "/") return "/login";
  return `/login?next=${encodeURIComponent(next)}`;
}
