/**
 * Fetches a page's code when the visitor shows they are about to open it: a finger touches a link,
 * the pointer rests on it, or the keyboard focuses it. A tap then finds the page's chunk already
 * here (or on its way) and React draws it without a fallback in between; nothing is fetched for
 * pages nobody reaches for, so the first load stays as small as it is.
 */
export function preloadOnIntent(preload: (pathname: string) => Promise<unknown>): void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (seen.has(link.pathname)) return;
    seen.add(link.pathname);
    // A chunk that fails now is fetched again when the page is opened (and reported there).
    preload(link.pathname).catch(() => seen.delete(link.pathname));
  };
  for (const type of ["touchstart", "pointerover", "focusin"] as const) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
}
