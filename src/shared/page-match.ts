/**
 * The server's page matching, made from the page table (src/shared/pages.ts): which page a request
 * path opens, with its parameters, and which paths are private as a whole. The site module
 * (src/server/modules/site/pages.ts) draws, caches and indexes pages by it; robots.txt and the
 * share previews read it too.
 */
import { isIdParam, PAGE_LIST, type NamedPage } from "./pages.js";

const ID = "[1-9]\\d{0,8}";
const TEXT = "[^/]{1,64}";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A path of the table as a pattern of request paths, its parameters captured by name. */
function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return escapeRegExp(segment);
      const name = segment.slice(1);
      return `(?<${name}>${isIdParam(name) ? ID : TEXT})`;
    })
    .join("/");
  return new RegExp(`^${source}$`);
}

const MATCHERS: { page: NamedPage; pattern: RegExp; current: boolean }[] = PAGE_LIST.flatMap((p) => [
  { page: p, pattern: patternOf(p.path), current: true },
  ...(p.formerly ?? []).map((former) => ({ page: p, pattern: patternOf(former), current: false })),
]);

export type PageMatch = {
  page: NamedPage;
  /** The path's parameters, as written in it (ids are digits). */
  params: Record<string, string>;
  /** False for an address the page had before (`formerly`). */
  current: boolean;
};

/** The page a request path (no query) opens, or null for a path the site has no page for. */
export function matchPage(pathname: string): PageMatch | null {
  for (const m of MATCHERS) {
    const found = m.pattern.exec(pathname);
    if (found) return { page: m.page, params: { ...found.groups }, current: m.current };
  }
  return null;
}

/**
 * The first segments whose every page is private ("/me", "/admin"): a path under one is never
 * drawn on the server or indexed, even a path the site has no page for.
 */
export const PRIVATE_AREAS: readonly string[] = [...new Set(PAGE_LIST.map((p) => `/${p.path.split("/")[1]}`))]
  .filter((area) => area !== "/")
  .filter((area) =>
    PAGE_LIST.filter((p) => p.path === area || p.path.startsWith(`${area}/`)).every((p) => p.drawn === "private"),
  );

export const inPrivateArea = (pathname: string) =>
  PRIVATE_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
