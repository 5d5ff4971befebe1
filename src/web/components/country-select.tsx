import { Select, type SelectProps } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { COUNTRY_CODES } from "../../shared/countries";
import { currentLanguage } from "../lib/i18n";

/** Countries named in the page language (Intl.DisplayNames), values ISO 3166-1 alpha-2. */
export function CountrySelect(props: Omit<SelectProps, "data">) {
  // Re-renders on a language change.
  useTranslation();
  const lang = currentLanguage();
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: "region" });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, lang),
    );
  }, [lang]);
  return <Select searchable data={data} nothingFoundMessage="—" {...props} />;
}

/** A likely country for a new visitor, from the page language. */
export function guessCountry(lang: string): string | null {
  return ({ ko: "KR", mn: "MN", ru: "RU" } as Record<string, string>)[lang] ?? null;
}
