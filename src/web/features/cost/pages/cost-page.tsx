import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the cost feature replaces this file.
export function CostPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("nav.cost")} description={t("pages.cost.description")} />;
}
