import { Alert, Stack, Text, Timeline } from "@mantine/core";
import { IconArrowRight, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { invoiceReference, ORDER_FLOW } from "../../../../shared/api/deals-statuses";
import { dayFormat } from "../../../lib/date-format";
import { currentLanguage } from "../../../lib/i18n";
import { usePorts } from "../../../lib/ports/ports";
import type { Order } from "../api/orders";

/**
 * What happens next on an order and what the buyer should do now, at every status, with the
 * steps still ahead (the deal's forward path after the current status).
 */
export function OrderNextStep({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const lang = currentLanguage();
  const day = dayFormat(lang);
  const ports = usePorts();
  // The wording follows the port's method: a container port may be reached by rail (Ulaanbaatar);
  // only a RoRo port is promised a vessel all the way (i18next context: `…_container`).
  const method = ports.data?.find((p) => p.id === order.quote?.port_id)?.method;
  const params = {
    date: day.format(new Date(order.reserved_until)),
    reference: invoiceReference(order.id),
    port: order.destination_port ?? t("next.yourPort"),
    context: method,
  };
  const i = ORDER_FLOW.indexOf(order.status);
  const ahead = order.status === "cancelled" || i < 0 ? [] : ORDER_FLOW.slice(i + 1);
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
      {ahead.length > 0 ? (
        <div>
          <Text fw={600} size="sm" mb="xs">
            {t("next.ahead")}
          </Text>
          <Timeline active={-1} bulletSize={14} lineWidth={2} data-testid="order-steps-ahead">
            {ahead.map((status) => (
              <Timeline.Item
                key={status}
                title={t(`status.${status}`)}
                bullet={<IconArrowRight size={10} aria-hidden />}
                data-testid={`order-step-${status}`}
              >
                <Text size="xs" c="dimmed">
                  {t(`next.step.${status}`, params)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </div>
      ) : null}
    </Stack>
  );
}
