import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { REQUEST_STATUS_COLOR, type RequestStatus } from "../lib/statuses";

/** A vehicle request's status in the page language (the buyer's list and the admin list). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation("inquiry");
  return (
    // No width cap: a badge in a table cell must show its whole word, not an ellipsis.
    <Badge
      color={REQUEST_STATUS_COLOR[status]}
      variant="light"
      maw="none"
      data-testid="request-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
