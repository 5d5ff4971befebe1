import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the admin-cars feature replaces this file.
export function AdminCarsPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("admin.nav.cars")} />;
}
