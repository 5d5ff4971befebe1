import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the admin-vehicle-requests feature replaces this file.
export function AdminVehicleRequestsPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("admin.nav.vehicleRequests")} />;
}
