import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the admin-sns-shares feature replaces this file.
export function AdminSnsSharesPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("admin.nav.snsShares")} />;
}
