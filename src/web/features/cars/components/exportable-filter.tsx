import { Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useChosenPort } from "../../../lib/ports/ports";

/**
 * The Cars list's "Can be shipped to my port" switch (URL `exportable=true`): only cars Korea lets
 * leave for the chosen port's country. Without a port it means nothing: shown off, with a word.
 */
export function ExportableFilter({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation("export");
  const { port } = useChosenPort();
  return (
    <Switch
      label={t("filter.label")}
      description={port ? undefined : t("filter.noPort")}
      checked={checked && !!port}
      disabled={!port}
      onChange={(event) => onChange(event.currentTarget.checked)}
      mb={port ? 8 : 0}
      data-testid="filter-exportable"
    />
  );
}
