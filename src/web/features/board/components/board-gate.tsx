import { IconMessageOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { QueryError } from "../../../components/query-error";
import { StatusPage } from "../../../components/status-page";
import { usePublicSettings } from "../../../lib/public-settings";

/** Renders board pages only while `board_enabled` is on; otherwise the board is gone. */
export function BoardGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const settings = usePublicSettings();

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (settings.data.board_enabled !== true) {
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
  return <>{children}</>;
}
