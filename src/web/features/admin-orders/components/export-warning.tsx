import { Alert, Badge } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { AdminOrder } from "../api/admin-orders";

/**
 * An order whose car the export restrictions, as they stand now, do not let go to the order's port
 * (api.md "The truth at the border": rules can change after an order): a badge in the list, an
 * alert in the order's dialog. Nothing for an allowed car, an order without a port or a cancelled one.
 */
export function ExportWarning({ order, compact = false }: { order: AdminOrder; compact?: boolean }) {
  const { t } = useTranslation("admin-orders");
  const status = order.export_status;
  if (status === null || status === "allowed" || order.status === "cancelled") return null;
  if (compact) {
    return (
      <Badge
        color={status === "restricted" ? "red" : "orange"}
        variant="light"
        size="sm"
        tt="none"
        mt={4}
        h="auto"
        py={2}
        styles={{ label: { whiteSpace: "normal", lineHeight: 1.2 } }}
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        data-testid={`admin-order-export-${order.id}`}
        data-status={status}
      >
        {t(`export.short.${status}`)}
      </Badge>
    );
  }
  return (
    <Alert
      color={status === "restricted" ? "red" : "orange"}
      icon={<IconAlertTriangle aria-hidden />}
      mb="sm"
      data-testid="admin-order-export-warning"
      data-status={status}
    >
      {t(`export.long.${status}`)}
    </Alert>
  );
}
