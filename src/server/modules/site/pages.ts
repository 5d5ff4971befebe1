import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from "fastify";
import { LANGUAGES, type Lang } from "../../../shared/api/constants.js";
import type { Core } from "../../core.js";
import { pageLanguage } from "../../lib/page-language.js";
import { etagOf, matchesIfNoneMatch } from "../../lib/single-flight-cache.js";
import { SESSION_COOKIE } from "../../lib/session-user.js";
import { loadSessionUser } from "../accounts/index.js";
import {
  RENDER_HEADER,
  RENDER_TOKEN,
  type PageResponder,
  type SsrBundle,
  type SsrRender,
  type SsrRenderResult,
} from "../../lib/page-renderer.js";
import { injectMeta, pageMetaTags } from "../sharing/index.js";
import { alternateLinks, carJsonLd, pageUrl } from "./head.js";
import { inPrivateArea, matchPage } from "../../../shared/page-match.js";
import type { CachedPage } from "./page-cache.js";

/** Unknown paths: the app's "not found" page, cached briefly (a crawler may walk many). */
const NOT_FOUND_TTL_MS = 60_000;

/** How long a render may take before the page is sent to be drawn in the browser instead. */
const RENDER_TIMEOUT_MS = 20_000;
/**
 * Renders at once per instance (a render is CPU work: more than the cores only queues it), and
 * how long a request waits for a free one before it gets the page drawn in the browser: a burst
 * of uncached pages (a crawler) never makes every visitor wait behind it. Cached pages never wait.
 */
const RENDER_SLOTS = 2;
const RENDER_QUEUE_MS = 3_000;

/** At most `slots` jobs at once; a job that cannot start within `maxWaitMs` is not run (null). */
function renderGate(slots: number) {
  let active = 0;
  const waiting: { start: () => void }[] = [];
  const next = () => {
    active--;
    waiting.shift()?.start();
  };
  return async <T>(job: () => Promise<T>, maxWaitMs: number): Promise<T | null> => {
    if (active >= slots) {
      const started = await new Promise<boolean>((resolve) => {
        const entry = {
          start: () => {
            clearTimeout(timer);
            resolve(true);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          resolve(false);
        }, maxWaitMs);
        waiting.push(entry);
      });
      if (!started) return null;
    }
    active++;
    try {
      return await job();
    } finally {
      next();
    }
  };
}

const isLang = (value: string | undefined | null): value is Lang =>
  (LANGUAGES as readonly string[]).includes(value ?? "");

/** A phone or a small tablet gets the narrow layout drawn (it measures again after hydrating). */
const MOBILE_AGENT = /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile|BlackBerry/i;

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Loads the server render bundle once (null without a build: pages are then drawn in the browser). */
function bundleLoader(core: Core, ssrDir: string, inject: Inject) {
  let loading: Promise<SsrRender | null> | undefined;
  return () =>
    (loading ??= (async () => {
      const file = path.join(ssrDir, "entry-server.js");
      if (!fs.existsSync(file)) {
        core.log.warn({ file }, "no server render build: pages are drawn in the browser");
        return null;
      }
      const bundle = (await import(pathToFileURL(file).href)) as SsrBundle;
      return bundle.createRenderer(
        async (url, init) => {
          const headers = { ...(init.headers as Record<string, string>), [RENDER_HEADER]: RENDER_TOKEN };
          const answer = await inject({ method: "GET", url, headers });
          return new Response(answer.statusCode === 204 ? null : answer.body, {
            status: answer.statusCode,
            headers: { "content-type": String(answer.headers["content-type"] ?? "") },
          });
        },
        { origin: core.config.publicBaseUrl },
      );
    })().catch((err: unknown) => {
      core.log.error({ err }, "server render bundle failed to load");
      return null;
    }));
}

/**
 * The page's language: `?lang=` when given (one URL per language); a bare URL is the x-default,
 * drawn in the visitor's chosen language (the `lang` cookie the app sets), else the first of the
 * browser's languages we have, else English.
 */
function languageOf(request: FastifyRequest, search: URLSearchParams): Lang {
  const fromUrl = search.get("lang");
  if (isLang(fromUrl)) return fromUrl;
  const cookie = request.cookies?.lang;
  if (isLang(cookie)) return cookie;
  return pageLanguage(request.headers["accept-language"]);
}

/** Answers every page of the web app (plugins/web-assets.ts). */
export function pageResponder(core: Core, options: { ssrDir: string; inject: Inject }): PageResponder {
  const loadRenderer = bundleLoader(core, options.ssrDir, options.inject);
  const gate = renderGate(RENDER_SLOTS);

  async function head(pathname: string, search: URLSearchParams, lang: Lang, noindex: boolean, title?: string | null) {
    const base = core.config.publicBaseUrl;
    const self = pageUrl(base, pathname, search, search.has("lang") ? lang : null);
    const parts = [await pageMetaTags(core, pathname, lang, self, title)];
    if (noindex) parts.push(`<meta name="robots" content="noindex" />`);
    else parts.push(alternateLinks(base, pathname, search));
    const match = matchPage(pathname);
    if (match?.page.id === "car" && !noindex) {
      const jsonLd = await carJsonLd(core, Number(match.params.carId), lang, self);
      if (jsonLd) parts.push(jsonLd);
    }
    return parts.join("\n    ");
  }

  function page(indexHtml: string, headTags: string, lang: Lang, rendered: SsrRenderResult | null): string {
    let html = injectMeta(indexHtml, headTags, lang);
    if (rendered) {
      html = html.replace(
        /<div id="root"><\/div>/,
        () =>
          `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="ssr-state">${rendered.state}</script>`,
      );
    }
    return html;
  }

  function send(request: FastifyRequest, reply: FastifyReply, out: CachedPage, cacheControl: string, lang: Lang) {
    reply
      .status(out.status)
      .type("text/html; charset=utf-8")
      .header("cache-control", cacheControl)
      .header("content-language", lang)
      // A bare URL follows the cookie and the browser's languages; every page differs for a logged-in user.
      .header("vary", "Accept-Language, Cookie")
      .header("etag", out.etag);
    if (out.status === 200 && matchesIfNoneMatch(request.headers["if-none-match"], out.etag))
      return reply.status(304).send();
    return reply.send(out.body);
  }

  return async (request, reply, indexHtml) => {
    const url = new URL(request.url, "http://localhost");
    const { pathname, searchParams: search } = url;
    const langs = search.getAll("lang");
    if (langs.length > 1 || (langs.length === 1 && !isLang(langs[0]))) {
      // One URL per language: an unknown or repeated ?lang= goes to the bare URL.
      search.delete("lang");
      const query = search.toString();
      return reply.redirect(`${pathname}${query ? `?${query}` : ""}`, 301);
    }
    const lang = languageOf(request, search);
    // How the page is drawn: the page table (src/shared/pages.ts, docs/decisions/0013).
    const match = matchPage(pathname);
    const known = match !== null;
    const drawn = match?.page.drawn;
    const unindexed = drawn === "unindexed";
    const isPrivate = drawn === "private" || inPrivateArea(pathname);
    // (plugins/session.ts reads the session for /api requests only.)
    const token = request.cookies?.[SESSION_COOKIE];
    const loggedIn = request.user != null || (token ? (await loadSessionUser(core, token)) !== null : false);

    // A logged-in user's page, a form or a private page: the app draws it in the browser. Never
    // in a shared cache when someone is logged in.
    const render = !loggedIn && !isPrivate && !unindexed && drawn !== "browser" ? await loadRenderer() : null;
    if (!render) {
      const noindex = isPrivate || unindexed || !known;
      const body = Buffer.from(page(indexHtml, await head(pathname, search, lang, noindex), lang, null));
      const out = { status: known ? 200 : 404, body, etag: etagOf(body) };
      return send(request, reply, out, loggedIn ? "private, no-store" : "no-cache", lang);
    }

    const desktop = !MOBILE_AGENT.test(request.headers["user-agent"] ?? "");
    const key = `${lang}|${desktop ? "d" : "m"}|${request.url}`;
    const cacheable = request.url.length <= 1000;
    const make = (): Promise<CachedPage | null> => gate(renderNow, RENDER_QUEUE_MS);
    const renderNow = async (): Promise<CachedPage | null> => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(new Error("render timed out")), RENDER_TIMEOUT_MS);
      try {
        const rendered = await render({ url: request.url, lang, desktop, signal: abort.signal });
        const status = known ? rendered.status : 404;
        const headTags = await head(pathname, search, lang, status === 404, rendered.title);
        const body = Buffer.from(page(indexHtml, headTags, lang, rendered));
        return { status, body, etag: etagOf(body) };
      } catch (err) {
        core.log.warn({ err, url: pathname }, "page render failed: drawn in the browser");
        return null;
      } finally {
        clearTimeout(timer);
      }
    };
    const ttl = match?.page.drawn === "server" ? match.page.ttlMs : NOT_FOUND_TTL_MS;
    const out = cacheable ? await core.pageCache.load(key, ttl, make) : await make();
    if (out) return send(request, reply, out, "public, no-cache", lang);
    const body = Buffer.from(page(indexHtml, await head(pathname, search, lang, !known), lang, null));
    return send(request, reply, { status: known ? 200 : 404, body, etag: etagOf(body) }, "no-cache", lang);
  };
}
