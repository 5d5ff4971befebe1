import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";

import { LANGUAGES, type Lang as Language } from "../../shared/api/constants";

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_STORAGE_KEY = "lang";

// Every src/web/locales/<lang>/<namespace>.json is its own small chunk, fetched the
// first time a component calls useTranslation("<namespace>") in that language. A
// feature therefore adds a namespace by adding the four files; nothing to register.
const localeFiles = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", {
  import: "default",
});

/** Loads one namespace of one language; an absent file yields {} so English fills in. */
export function loadLocale(lng: string, ns: string): Promise<Record<string, unknown>> {
  const load = localeFiles[`../locales/${lng}/${ns}.json`];
  if (!load) {
    if (import.meta.env.DEV) console.warn(`[i18n] missing locale file ${lng}/${ns}.json`);
    return Promise.resolve({});
  }
  return load();
}

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? "");
}

/** The cookie the server reads to render a bare URL (no ?lang) in the visitor's chosen language. */
export const LANGUAGE_COOKIE = "lang";

// In the server render each page has its own language (entry-server.tsx): this names it.
let serverLanguage: (() => Language | undefined) | undefined;
export function setServerLanguageSource(source: () => Language | undefined): void {
  serverLanguage = source;
}

/** The page language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const fromServer = serverLanguage?.();
  if (fromServer) return fromServer;
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** What the server render hands the browser: the page language and the texts it used. */
export interface SsrLanguage {
  lng: Language;
  resources: Record<string, Record<string, unknown>>;
}

/** The language a visitor chose before (localStorage), if any. */
export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembered for the next visit: the server reads the cookie, the browser its own storage. */
function remember(lng: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage refused (private mode): the cookie still remembers
  }
}

/**
 * The language of a page the server did not draw: the URL's ?lang= (one URL per language), then
 * the visitor's earlier choice, then the browser's languages. (i18next's language detector did
 * this in 2 KB of the first load; these are the only three sources the site uses.)
 */
function detectLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get("lang") ?? undefined;
  if (isLanguage(fromUrl)) return fromUrl;
  const stored = storedLanguage();
  if (stored) return stored;
  for (const tag of navigator.languages ?? []) {
    const primary = tag.split("-")[0].toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Starts i18next. A server-rendered page passes its language and texts: the first render then
 * uses exactly what the server used (no suspense, no other language), so hydration matches.
 */
export function initI18n(ssr?: SsrLanguage): Promise<unknown> {
  // Remembered as soon as it is chosen, before its texts have loaded: a page opened meanwhile (a
  // tap on a link right after the choice) is drawn in it.
  i18n.on("languageChanging", (lng: string | undefined) => {
    if (isLanguage(lng)) remember(lng);
  });
  i18n.on("languageChanged", (lng: string) => {
    const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
    document.documentElement.lang = language;
  });
  const bundled = ssr
    ? {
        lng: ssr.lng,
        resources: { [ssr.lng]: ssr.resources } as Record<string, Record<string, Record<string, unknown>>>,
        partialBundledLanguages: true,
        initAsync: false,
      }
    : { lng: detectLanguage() };
  return i18n
    .use(resourcesToBackend(loadLocale))
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: "languageOnly",
      ns: ["common"],
      defaultNS: "common",
      // Feature namespaces may use shared words ("Save", "Retry") without repeating them.
      fallbackNS: "common",
      interpolation: { escapeValue: false },
      ...bundled,
      react: { useSuspense: true },
    });
}

export { i18n };
