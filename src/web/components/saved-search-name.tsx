import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A saved search's name, as saving one and renaming one ask for it: required, up to 100 characters. */
export function SavedSearchName({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (name: string) => void;
  testId: string;
}) {
  const { t } = useTranslation("buyers");
  return (
    <TextInput
      label={t("savedSearches.name")}
      required
      maxLength={100}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={testId}
    />
  );
}
