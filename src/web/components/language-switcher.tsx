import { NativeSelect } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFollowInAddress } from "../lib/lang-router";
import { LANGUAGES, currentLanguage, isLanguage } from "../lib/i18n";

/**
 * Switches the page's language in place: i18next stores the choice, and a page of one language
 * (?lang=) moves to the same page in the other. The select below and the footer's links use it.
 */
export function useChooseLanguage() {
  const { i18n } = useTranslation("common");
  const follow = useFollowInAddress("lang");
  return (lng: string) => {
    if (!isLanguage(lng)) return;
    void i18n.changeLanguage(lng);
    follow(lng);
  };
}

/**
 * The four languages in a native select (keyboard and screen-reader friendly, and
 * light: no popover code in the first bundle). i18next stores the choice in
 * localStorage and a cookie (the server renders bare URLs in it) and sets <html lang>.
 */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation("common");
  const choose = useChooseLanguage();

  return (
    <NativeSelect
      aria-label={t("language.label")}
      value={currentLanguage()}
      onChange={(event) => choose(event.currentTarget.value)}
      leftSection={<IconLanguage size={18} aria-hidden />}
      w={fullWidth ? "100%" : { base: 120, sm: 150 }}
      data-testid="language-switcher"
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {t(`language.names.${lng}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
