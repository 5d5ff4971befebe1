import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the admin-withdrawals feature replaces this file.
export function AdminWithdrawalsPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("admin.nav.withdrawals")} />;
}
