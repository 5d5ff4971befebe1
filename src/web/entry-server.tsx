/// <reference types="node" />
/**
 * The server render of the public pages (docs/decisions/0004-server-rendering.md): Vite builds this
 * file for Node (`vite build --ssr`, dist/web-ssr) and the server's site module calls `createRenderer`.
 * It renders the same tree as main.tsx, in the page's language, with the page's API answers
 * fetched through the server itself and handed to the browser (`#ssr-state`) to hydrate.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { dehydrate, QueryClient, type Query } from "@tanstack/react-query";
import i18next, { type i18n as I18n } from "i18next";
import { AppProviders } from "./app/providers";
import { AppRoutes, isUnknownPath, preloadRoute } from "./app/router";
import { plainError, type SsrState } from "./app/ssr-state";
import { Started } from "./app/started";
import { setApiTransport } from "./lib/api-client";
import { setServerDesktopSource } from "./lib/hydration";
import { setServerOrigin } from "./lib/share-links";
import { setServerTitleSink } from "./lib/document-title";
import { LANGUAGES, setServerLanguageSource, type Language } from "./lib/i18n";

export interface RenderRequest {
  /** Path and query, e.g. `/cars?maker=Kia&lang=ko`. */
  url: string;
  lang: Language;
  /** Draw the wide-screen layout (the server guesses from the User-Agent). */
  desktop: boolean;
  /** Aborts the render (the server's time limit). */
  signal?: AbortSignal;
}

export interface RenderResult {
  /** 404 for an unknown path or an unknown car or post. */
  status: number;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The state script's JSON, safe inside `<script>`. */
  state: string;
  /** The page's own title (without the site's name), as the browser's tab will show it; null: none. */
  title: string | null;
}

/** Answers the app's own API requests during a render (the server passes a call into itself). */
export type ApiCall = (url: string, init: RequestInit) => Promise<Response>;

const localeFiles = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  import: "default",
  eager: true,
});

function resourcesOf(lang: Language): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [file, texts] of Object.entries(localeFiles)) {
    const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (match && match[1] === lang) out[match[2]] = texts;
  }
  return out;
}

/** One loaded i18next per language, shared by every render (each render takes a light clone). */
const baseI18n = new Map<Language, I18n>();
function i18nFor(lang: Language): I18n {
  let instance = baseI18n.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    const resources = resourcesOf(lang);
    void instance.init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      fallbackLng: "en",
      load: "languageOnly",
      resources: { [lang]: resources, ...(lang === "en" ? {} : { en: resourcesOf("en") }) },
      ns: Object.keys(resources),
      defaultNS: "common",
      fallbackNS: "common",
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    baseI18n.set(lang, instance);
  }
  return instance.cloneInstance({ lng: lang, initAsync: false });
}

// Each render's own language, screen, API and address (several apps may share one process: tests).
type RenderScope = { lang: Language; desktop: boolean; api: ApiCall; origin: string; title?: string };
const scope = new AsyncLocalStorage<RenderScope>();
setServerTitleSink((title) => {
  const current = scope.getStore();
  if (current) current.title = title;
});
setServerLanguageSource(() => scope.getStore()?.lang);
setServerDesktopSource(() => scope.getStore()?.desktop);
setServerOrigin(() => scope.getStore()?.origin ?? "http://localhost");
setApiTransport(
  (url, init) => {
    const current = scope.getStore();
    if (!current) throw new Error("API call outside a page render");
    return current.api(url, init);
  },
  () => scope.getStore()?.lang ?? "en",
);

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: unknown }).enabled;
  return typeof option === "function" ? option(query) !== false : option !== false;
};

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let out = "";
  for await (const chunk of stream) out += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8");
  return out;
}

const MAX_PASSES = 4;

/** The renderer, given how to reach the API. Renders run side by side, each in its own scope. */
export function createRenderer(api: ApiCall, options: { origin: string }) {
  return function render(request: RenderRequest): Promise<RenderResult> {
    return scope.run({ lang: request.lang, desktop: request.desktop, api, origin: options.origin }, () =>
      renderPage(request),
    );
  };

  async function renderPage(request: RenderRequest): Promise<RenderResult> {
    const url = new URL(request.url, "http://localhost");
    const pathname = url.pathname;
    await preloadRoute(pathname);
    const i18n = i18nFor(request.lang);
    const queryClient = new QueryClient({
      // An answer that failed is drawn as failed (as the browser will: ssr-state.ts), not as loading.
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity } },
    });

    // Each pass renders the page and fetches what it asked for; the next draws it, until a pass
    // asks for nothing new (a car, then what its page shows beside it).
    let html = "";
    const current = scope.getStore();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      // The last pass draws the whole page: its title is the page's.
      if (current) current.title = undefined;
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <AppProviders i18n={i18n} queryClient={queryClient}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
            <Started ssrLanguage={request.lang} />
          </AppProviders>
        </StrictMode>,
        // Every boundary inline, whatever its size: React would otherwise move a large one to the end
        // of the page with an inline script to put it in place, which crawlers and our CSP refuse.
        { signal: request.signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
      );
      html = await toText(prelude);
      const wanted = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === "pending" && q.state.fetchStatus === "idle" && enabled(q));
      if (wanted.length === 0) break;
      await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
    }

    const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== "pending" });
    let notFound = isUnknownPath(pathname);
    for (const query of queries.queries) {
      if (query.state.status !== "error") continue;
      const error = plainError(query.state.error);
      if (error.status === 404) notFound = true;
      query.state.error = error as never;
    }
    const used = i18n.reportNamespaces?.getUsedNamespaces() ?? ["common"];
    const resources: SsrState["resources"] = {};
    for (const ns of new Set(["common", ...used])) {
      const bundle = i18n.getResourceBundle(request.lang, ns) as Record<string, unknown> | undefined;
      if (bundle) resources[ns] = bundle;
    }
    const state: SsrState = { lang: request.lang, resources, desktop: request.desktop, queries };
    return {
      status: notFound ? 404 : 200,
      html,
      title: current?.title ?? null,
      state: JSON.stringify(state)
        .replace(/</g, "\\u003c")
        .replace(/\u2028/g, "\\u2028")
        .replace(/\u2029/g, "\\u2029"),
    };
  }
}
