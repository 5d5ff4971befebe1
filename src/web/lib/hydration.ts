/**
 * What the first render in the browser must take from the server's render instead of the browser,
 * so that hydration draws exactly what the server sent (main.tsx, entry-server.tsx). Once the page
 * is hydrated, effects move each value to the browser's own (e.g. the real screen width).
 */
// `fromServer` stays true for the page's life: a part of the page may hydrate after the first
// commit (a Suspense boundary whose code or data came later), and it too must start from what the
// server drew.
const state = { hydrating: false, fromServer: false, desktop: true };
let serverDesktop: (() => boolean | undefined) | undefined;

/** The server render: whether this page is drawn for a wide screen (from the User-Agent). */
export function setServerDesktopSource(source: () => boolean | undefined): void {
  serverDesktop = source;
}

export function startHydration(desktop: boolean): void {
  state.hydrating = true;
  state.fromServer = true;
  state.desktop = desktop;
}

/** Called once the hydrated tree has committed; `data-hydrated` tells browser tests it is live. */
export function endHydration(): void {
  state.hydrating = false;
  document.documentElement.dataset.hydrated = "1";
}

/** The wide-screen value the first render must use, or undefined when the browser may measure at once. */
export function firstRenderDesktop(): boolean | undefined {
  const fromServer = serverDesktop?.();
  if (fromServer !== undefined) return fromServer;
  return state.fromServer ? state.desktop : undefined;
}

/**
 * True in the server render and in a page the server drew: what depends on the browser's clock
 * zone (dates) is written in UTC there, the same on both sides.
 */
export function drawnByServer(): boolean {
  return serverDesktop?.() !== undefined || state.fromServer;
}
