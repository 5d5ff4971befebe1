import { useEffect } from "react";
import { endHydration } from "../lib/hydration";
import { i18n, storedLanguage } from "../lib/i18n";

/**
 * Marks the page live (`<html data-hydrated>`) once the first tree has committed, hydrated or drawn.
 * Rendered by the server too (it draws nothing), so both trees have the same shape.
 */
export function Started({ ssrLanguage }: { ssrLanguage?: string }) {
  useEffect(() => {
    endHydration();
    // A bare URL was drawn in the language the server knew (cookie, Accept-Language); a choice
    // kept only in this browser wins now, after hydration.
    const stored = storedLanguage();
    const urlLang = new URLSearchParams(window.location.search).get("lang");
    if (ssrLanguage && !urlLang && stored && stored !== ssrLanguage) void i18n.changeLanguage(stored);
  }, [ssrLanguage]);
  return null;
}
