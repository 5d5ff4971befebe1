import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CarStatus } from "../api/admin-cars";

/** Active / Sold Out, as the admin list and the admin car view show it. */
export function CarStatusBadge({ status, testId }: { status: CarStatus; testId?: string }) {
  const { t } = useTranslation("admin-cars");
  return (
    <Badge
      color={status === "sold_out" ? "red" : "green"}
      variant={status === "sold_out" ? "filled" : "light"}
      data-testid={testId}
      data-status={status}
      // The table squeezes this column; the status must stay readable, not "ACT…".
      style={{ flexShrink: 0, minWidth: "max-content" }}
      styles={{ label: { overflow: "visible", textOverflow: "clip" } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
