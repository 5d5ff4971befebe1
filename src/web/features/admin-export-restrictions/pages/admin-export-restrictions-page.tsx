import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminColumn } from "../../../components/admin-table";
import { CountryDocumentsPage, useCountryColumns } from "../../../components/country-documents";
import { paths } from "../../../config/paths";
import { currentLanguage } from "../../../lib/i18n";
import { useExportRestrictions, type ExportRestrictions } from "../api/export-restrictions";
import { RestrictionsEditor } from "../components/restrictions-editor";

/**
 * Admin → Export restrictions: what Korea does not let leave for each destination country (the
 * car pages' "cannot be shipped to your port"), and an editor per country (`?country=RU`).
 */
export function AdminExportRestrictionsPage() {
  const { t } = useTranslation("admin-export-restrictions");
  const lang = currentLanguage();
  const restrictions = useExportRestrictions();
  const { country, asOf, source } = useCountryColumns<ExportRestrictions>(t, 3);
  const columns: AdminColumn<ExportRestrictions>[] = [
    country,
    asOf,
    {
      key: "rules",
      header: t("columns.rules"),
      cell: (r) =>
        r.rules.map((rule, i) => (
          <Text key={i} size="xs" lineClamp={2} miw={220} style={{ overflowWrap: "anywhere" }}>
            {rule.reason[lang]}
          </Text>
        )),
    },
    source,
  ];
  return (
    <CountryDocumentsPage
      t={t}
      testId="admin-export-restrictions"
      path={paths.admin.exportRestrictions}
      query={restrictions}
      columns={columns}
      minWidth={640}
      editor={(code, current, done) => (
        <RestrictionsEditor key={code} country={code} restrictions={current} onDone={done} />
      )}
    />
  );
}
