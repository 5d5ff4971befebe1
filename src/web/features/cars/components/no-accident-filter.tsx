import { Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The Cars list's "No accident" switch (URL `no_accident=true`): cars whose record says no accident. */
export function NoAccidentFilter({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation("condition");
  return (
    <Switch
      label={t("filter")}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      mb={8}
      data-testid="filter-no-accident"
    />
  );
}
