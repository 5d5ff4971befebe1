import { AdminSettingsPage } from "../../features/admin-settings/pages/admin-settings-page";
import { AvailabilityCheckPanel } from "../../features/admin-upstream/components/availability-check-panel";

// Features never import each other; the app shows the upstream availability check below the settings.
export function AdminSettingsRoute() {
  return <AdminSettingsPage after={<AvailabilityCheckPanel />} />;
}
