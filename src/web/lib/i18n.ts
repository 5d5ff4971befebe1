import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
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

/** The page language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export function initI18n(): Promise<unknown> {
  i18n.on("languageChanged", (lng: string) => {
    document.documentElement.lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  });
  return i18n
    .use(LanguageDetector)
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
      detection: {
        order: ["localStorage", "navigator"],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ["localStorage"],
        convertDetectedLanguage: (lng: string) => lng.split("-")[0].toLowerCase(),
      },
      react: { useSuspense: true },
    });
}

export { i18n };
