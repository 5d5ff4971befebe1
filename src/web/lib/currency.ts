import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { CURRENCIES, type Currency } from "../../shared/currencies";
import { currentLanguage, type Language } from "./i18n";
import { useUrlCurrency } from "./lang-router";

export { CURRENCIES, type Currency };

export const CURRENCY_STORAGE_KEY = "currency";

/** A visitor who never chose sees the currency of their language. */
export const DEFAULT_CURRENCY: Record<Language, Currency> = { ko: "KRW", mn: "MNT", ru: "RUB", en: "USD" };

const listeners = new Set<() => void>();

function stored(): Currency | null {
  try {
    const value = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return (CURRENCIES as readonly string[]).includes(value ?? "") ? (value as Currency) : null;
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice (localStorage) and re-renders every price. */
export function setCurrency(currency: Currency) {
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The page's currency: the URL's `?currency=` (chosen in the menu without JavaScript, and the same
 * in the server's render and the browser's), else the visitor's choice, else the default of the
 * page language.
 */
export function useCurrency(): Currency {
  // Subscribes to language changes, so the default follows the language.
  useTranslation("common");
  const fromUrl = useUrlCurrency() as Currency | null;
  const chosen = useSyncExternalStore(subscribe, stored, () => null);
  return fromUrl ?? chosen ?? DEFAULT_CURRENCY[currentLanguage()];
}
