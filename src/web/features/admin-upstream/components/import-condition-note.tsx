import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Under an imported car: what of its inspection record could not be read (those fields stay unknown). */
export function ImportConditionNote({ unreadable, skipped }: { unreadable: string[]; skipped: string[] }) {
  const { t } = useTranslation("condition");
  if (unreadable.length === 0 && skipped.length === 0) return null;
  const fields = unreadable.map((f) => (f === "condition" ? t("importNote.whole") : t(`fields.${f}`, f)));
  return (
    <>
      {fields.length > 0 ? (
        <Text size="xs" c="orange.8" data-testid="import-condition-unreadable">
          {t("importNote.unreadable", { fields: fields.join(", ") })}
        </Text>
      ) : null}
      {skipped.length > 0 ? (
        <Text size="xs" c="orange.8" data-testid="import-condition-skipped">
          {t("importNote.skipped", { panels: skipped.join(", ") })}
        </Text>
      ) : null}
    </>
  );
}
