import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TopupStatus } from "../../shared/api/deals";

const COLOR: Record<TopupStatus, string> = { pending: "yellow", confirmed: "green", rejected: "red" };

export function TopupStatusBadge({ status }: { status: TopupStatus }) {
  const { t } = useTranslation("topups");
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="topup-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
