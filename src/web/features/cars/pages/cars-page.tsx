import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the cars feature replaces this file.
export function CarsPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("nav.cars")} description={t("pages.cars.description")} />;
}
