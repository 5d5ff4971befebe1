import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { originalLanguageName } from "../../../lib/original-language";

/**
 * "Original (Korean)" above text shown as the dealer wrote it, so a buyer knows why it is not
 * translated; `translated`: a machine translation is shown beside it (so the hint "not
 * translated" would be wrong).
 */
export function OriginalNote({ text, translated = false }: { text: string; translated?: boolean }) {
  const { t } = useTranslation("cars");
  const language = originalLanguageName(text, currentLanguage());
  if (!language) return null;
  return (
    <Text
      size="xs"
      c="dimmed"
      mb={4}
      title={translated ? undefined : t("detail.originalHint")}
      data-testid="original-language"
    >
      {t("detail.original", { language })}
    </Text>
  );
}
