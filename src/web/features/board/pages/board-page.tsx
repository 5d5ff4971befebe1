import { IconMessageOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { PlaceholderPage } from "../../../components/placeholder-page";
import { QueryError } from "../../../components/query-error";
import { StatusPage } from "../../../components/status-page";
import { usePublicSettings } from "../../settings/api/get-public-settings";

// Placeholder from the web shell; the board feature replaces this file.
export function BoardPage() {
  const { t } = useTranslation("common");
  const settings = usePublicSettings();

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  if (settings.data?.board_enabled !== true) {
    return (
      <StatusPage
        testId="board-disabled"
        icon={<IconMessageOff aria-hidden />}
        title={t("pages.board.disabledTitle")}
        description={t("pages.board.disabledDescription")}
        actionLabel={t("notFound.backHome")}
      />
    );
  }
  return <PlaceholderPage title={t("nav.board")} description={t("pages.board.description")} />;
}
