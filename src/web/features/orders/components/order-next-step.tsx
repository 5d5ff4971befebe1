import { Alert, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { invoiceReference } from "../../../../shared/api/deals-statuses";
import { dayFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useOrderPortMethod } from "./order-port-method";
import type { Order } from "../api/orders";
import { orderPortName } from "../../../lib/order-port-name";

/**
 * What happens next on an order and what the buyer should do now, at every status (the steps
 * still ahead are on the shipment timeline).
 */
export function OrderNextStep({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const lang = currentLanguage();
  const day = dayFormat(lang);
  const method = useOrderPortMethod(order);
  const params = {
    date: day.format(new Date(order.reserved_until)),
    reference: invoiceReference(order.id),
    port: orderPortName(order, lang) ?? t("next.yourPort"),
    context: method,
  };
  return (
    <Stack gap="sm" data-testid="order-next-step" data-status={order.status} data-method={method}>
      <Alert
        variant="light"
        color={order.status === "cancelled" ? "gray" : "blue"}
        icon={<IconInfoCircle size={18} aria-hidden />}
        title={t("next.whatNext")}
      >
        <Text size="sm" data-testid="order-what-next">
          {t(`next.${order.status}.next`, params)}
        </Text>
        <Text size="sm" fw={600} mt={6}>
          {t("next.yourPart")}
        </Text>
        <Text size="sm" data-testid="order-your-part">
          {t(`next.${order.status}.todo`, params)}
        </Text>
      </Alert>
    </Stack>
  );
}
