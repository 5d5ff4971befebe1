import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../../components/placeholder-page";

// Placeholder from the web shell; the admin-board feature replaces this file.
export function AdminBoardPage() {
  const { t } = useTranslation("common");
  return <PlaceholderPage title={t("admin.nav.board")} />;
}
