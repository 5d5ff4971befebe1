import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderStatus } from "../../shared/api/deals";

export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  reserved: "orange",
  invoiced: "blue",
  paid: "teal",
  shipped: "indigo",
  delivered: "green",
  cancelled: "gray",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("orders");
  return (
    <Badge color={ORDER_STATUS_COLOR[status]} variant="light" data-testid="order-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
