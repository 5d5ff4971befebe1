import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the contact feature replaces this file.
export function ContactPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("nav.contact")} description={t("pages.contact.description")} />;
}
