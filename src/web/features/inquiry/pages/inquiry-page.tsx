import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the inquiry feature replaces this file.
export function InquiryPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("nav.inquiry")} description={t("pages.inquiry.description")} />;
}
