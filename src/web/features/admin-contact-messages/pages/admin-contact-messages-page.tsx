import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the admin-contact-messages feature replaces this file.
export function AdminContactMessagesPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("admin.nav.contactMessages")} />;
}
