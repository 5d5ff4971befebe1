import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the admin-translations feature replaces this file.
export function AdminTranslationsPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("admin.nav.translations")} />;
}
