import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RequestStatus } from "../types/vehicle-request";

const COLOR: Record<RequestStatus, string> = {
  pending: "gray",
  in_progress: "blue",
  completed: "green",
  cancelled: "orange",
  rejected: "red",
};

/** A vehicle request's status in the page language. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation("inquiry");
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="request-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
