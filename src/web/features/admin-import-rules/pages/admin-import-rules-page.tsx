import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminColumn } from "../../../components/admin-table";
import { CountryDocumentsPage, useCountryColumns } from "../../../components/country-documents";
import { paths } from "../../../config/paths";
import { useImportRules, type ImportRules } from "../api/get-import-rules";
import { DutiesPreview } from "../components/duties-preview";
import { RulesEditor } from "../components/rules-editor";

/**
 * Admin → Import rules: each destination country's import duties and taxes (the car pages'
 * "To your door"), an editor per country (`?country=MN`) and a preview on a real car.
 */
export function AdminImportRulesPage() {
  const { t } = useTranslation("admin-import-rules");
  const rules = useImportRules();
  const { country, asOf, source } = useCountryColumns<ImportRules>(t, 2);
  const columns: AdminColumn<ImportRules>[] = [
    country,
    {
      key: "currency",
      header: t("columns.currency"),
      cell: (r) => (
        <Badge variant="light" tt="none">
          {r.currency}
        </Badge>
      ),
    },
    asOf,
    { key: "maxAge", header: t("columns.maxAge"), align: "right", cell: (r) => r.max_age ?? "—" },
    { key: "components", header: t("columns.components"), align: "right", cell: (r) => r.components.length },
    source,
  ];
  return (
    <CountryDocumentsPage
      t={t}
      testId="admin-import-rules"
      path={paths.admin.importRules}
      query={rules}
      columns={columns}
      minWidth={720}
      editor={(code, current, done) => <RulesEditor key={code} country={code} rules={current} onDone={done} />}
      below={(code, current) => (current ? <DutiesPreview country={code} /> : null)}
    />
  );
}
