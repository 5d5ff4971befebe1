import { Select, type SelectProps } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { COUNTRY_CODES } from "../../shared/countries";
import { displayNames } from "../lib/display-names";
import { currentLanguage } from "../lib/i18n";

/** Countries named in the page language (also in Mongolian, which Chromium lacks), values ISO 3166-1 alpha-2. */
export function CountrySelect(props: Omit<SelectProps, "data">) {
  // Re-renders on a language change.
  useTranslation();
  const lang = currentLanguage();
  const data = useMemo(() => {
    const name = displayNames(lang, "region");
    return COUNTRY_CODES.map((code) => ({ value: code, label: name(code) })).sort((a, b) =>
      a.label.localeCompare(b.label, lang),
    );
  }, [lang]);
  return <Select searchable data={data} nothingFoundMessage="—" {...props} />;
}

/** A likely country for a new visitor, from the page language. */
export function guessCountry(lang: string): string | null {
  return ({ ko: "KR", mn: "MN", ru: "RU" } as Record<string, string>)[lang] ?? null;
}
