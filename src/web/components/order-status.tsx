import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderStatus } from "../../shared/api/deals";
import { orderStatusLabel } from "../../shared/order-status-words";
import { currentLanguage } from "../lib/i18n";

export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  reserved: "orange",
  invoiced: "blue",
  paid: "teal",
  shipped: "indigo",
  delivered: "green",
  cancelled: "gray",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  useTranslation(); // re-renders on a language change
  return (
    <Badge color={ORDER_STATUS_COLOR[status]} variant="light" data-testid="order-status">
      {orderStatusLabel(status, currentLanguage())}
    </Badge>
  );
}
