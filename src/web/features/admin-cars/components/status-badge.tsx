import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CarStatus } from "../api/admin-cars";

/**
 * Active / Sold Out, as the admin list and the admin car view show it; Archived (grey) for a car an
 * admin deleted that records keep (it is sold out too).
 */
export function CarStatusBadge({
  status,
  archived,
  testId,
}: {
  status: CarStatus;
  archived?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("admin-cars");
  const shown = archived ? "archived" : status;
  return (
    <Badge
      color={archived ? "gray" : status === "sold_out" ? "red" : "green"}
      variant={status === "sold_out" ? "filled" : "light"}
      data-testid={testId}
      data-status={shown}
      // The table squeezes this column; the status must stay readable, not "ACT…".
      style={{ flexShrink: 0, minWidth: "max-content" }}
      styles={{ label: { overflow: "visible", textOverflow: "clip" } }}
    >
      {t(`status.${shown}`)}
    </Badge>
  );
}
