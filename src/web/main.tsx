// First: starts a worker that readies Intl's locale data while the rest evaluates (lib/format/warm-intl.ts).
import "./app/early-warm-up";
import "./app/mantine-styles";
import "./app/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { queryClient } from "./app/query-client";
import { AppRoutes, preloadRoute } from "./app/router";
import { preloadOnIntent } from "./app/preload-on-intent";
import { hydrateQueries, type SsrState } from "./app/ssr-state";
import { Started } from "./app/started";
import { startHydration } from "./lib/hydration";
import { initI18n } from "./lib/i18n";

/** The server render's state: JSON in a non-executed script (the CSP allows no inline script). */
function ssrState(): SsrState | undefined {
  const text = document.getElementById("ssr-state")?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return undefined;
  }
}

/**
 * Lets the browser run between two steps of the start: each step is then a task of its own, not
 * one long task with the bundle's evaluation (a phone's Total Blocking Time counts what each task
 * lasts beyond 50 ms, so one task of 80 ms blocks 30 ms, two of 40 ms none).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Not in the task that evaluated the bundle. A page the server drew shows meanwhile; the steps
  // of its hydration below each wait for the next task too.
  await nextTask();
  const container = document.getElementById("root")!;
  const ssr = ssrState();
  if (ssr && container.firstElementChild) {
    // The server drew this page: start from exactly its language, texts, answers and page code.
    // The page's code is fetched meanwhile.
    startHydration(ssr.desktop);
    const pageLoaded = preloadRoute(window.location.pathname);
    await nextTask();
    void initI18n({ lng: ssr.lang, resources: ssr.resources });
    await nextTask();
    hydrateQueries(queryClient, ssr.queries);
    await pageLoaded;
    await nextTask();
    // A transition: React hydrates in slices of a few milliseconds and lets the browser in between
    // (a phone's main thread is never blocked for the whole page: Total Blocking Time), instead of
    // one task as long as the page. The server's HTML is on screen meanwhile; nothing is redrawn.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <Started ssrLanguage={ssr.lang} />
          </AppProviders>
        </StrictMode>,
      );
    });
    return;
  }
  void initI18n();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Started />
      </AppProviders>
    </StrictMode>,
  );
}

void start().then(() => preloadOnIntent(preloadRoute));
