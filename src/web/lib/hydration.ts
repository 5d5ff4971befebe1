/**
 * What the first render in the browser must take from the server's render instead of the browser,
 * so that hydration draws exactly what the server sent (main.tsx, entry-server.tsx). Once the page
 * is hydrated, effects move each value to the browser's own (e.g. the real screen width).
 */
const state = { hydrating: false, desktop: true };
let serverDesktop: (() => boolean | undefined) | undefined;

/** The server render: whether this page is drawn for a wide screen (from the User-Agent). */
export function setServerDesktopSource(source: () => boolean | undefined): void {
  serverDesktop = source;
}

export function startHydration(desktop: boolean): void {
  state.hydrating = true;
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
  return state.hydrating ? state.desktop : undefined;
}

/**
 * True in the server render and while the browser hydrates it: what depends on the browser's
 * clock zone (dates) is written in UTC then, the same on both sides.
 */
export function drawnByServer(): boolean {
  return serverDesktop?.() !== undefined || state.hydrating;
}
