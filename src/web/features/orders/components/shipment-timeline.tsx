import { Group, Stack, Text, Timeline } from "@mantine/core";
import {
  IconAnchor,
  IconCheck,
  IconFileInvoice,
  IconFlag,
  IconMailForward,
  IconShip,
  IconX,
  type Icon,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { invoiceReference, ORDER_FLOW, type OrderStatus } from "../../../../shared/api/deals-statuses";
import { orderStatusLabel } from "../../../../shared/order-status-words";
import { dateTimeFormat, dayFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import type { Order } from "../api/orders";
import { useOrderPortMethod } from "./order-port-method";
import { orderPortName } from "../../../lib/order-port-name";

const ICONS: Record<OrderStatus, Icon> = {
  reserved: IconAnchor,
  invoiced: IconFileInvoice,
  paid: IconCheck,
  shipped: IconShip,
  delivered: IconFlag,
  cancelled: IconX,
};

/** A label and its value on one line (wrapping under the label on a narrow screen). */
function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" fw={600} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The shipment as a timeline: reserved → invoiced → paid → shipped → delivered, each step reached
 * with its date (from the order's events) and notes; the vessel, B/L and ETD on the sea leg, the
 * courier of the original documents, the ETA on the arrival; steps ahead are dimmed and say what
 * will happen. A cancelled order ends with its cancellation.
 */
export function ShipmentTimeline({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const lang = currentLanguage();
  const day = dayFormat(lang);
  const moment = dateTimeFormat(lang);
  const params = {
    reference: invoiceReference(order.id),
    port: orderPortName(order, lang) ?? t("next.yourPort"),
    context: useOrderPortMethod(order),
  };
  const cancelled = order.status === "cancelled";
  // The first event at each status is the move to it; later ones of the same status are notes.
  const reachedAt = new Map<OrderStatus, string>();
  const notes = new Map<OrderStatus, string[]>();
  for (const e of order.events) {
    if (!reachedAt.has(e.status)) reachedAt.set(e.status, e.at);
    if (e.note) notes.set(e.status, [...(notes.get(e.status) ?? []), e.note]);
  }
  // How far the order went: its status, or (cancelled) the last forward step it reached.
  const current = cancelled
    ? Math.max(0, ...ORDER_FLOW.map((s, i) => (reachedAt.has(s) ? i : 0)))
    : ORDER_FLOW.indexOf(order.status);
  const steps: OrderStatus[] = cancelled ? [...ORDER_FLOW.slice(0, current + 1), "cancelled"] : [...ORDER_FLOW];
  const active = cancelled ? steps.length - 1 : current;

  const details = (status: OrderStatus, reached: boolean): ReactNode[] => {
    const facts: ReactNode[] = [];
    if (status === "shipped") {
      if (order.vessel)
        facts.push(<Fact key="v" label={t("fields.vessel")} value={order.vessel} testId="shipment-vessel" />);
      if (order.bl_number)
        facts.push(<Fact key="bl" label={t("fields.bl")} value={order.bl_number} testId="shipment-bl" />);
      if (order.etd)
        facts.push(<Fact key="etd" label={t("fields.etd")} value={day.format(order.etd)} testId="shipment-etd" />);
      if (order.courier_name || order.courier_tracking)
        facts.push(
          <Stack key="courier" gap={0} data-testid="shipment-courier">
            <Group gap={4} wrap="nowrap">
              <IconMailForward size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {t("shipment.courier")}
              </Text>
            </Group>
            <Text size="xs" fw={600} style={{ overflowWrap: "anywhere" }}>
              {[
                order.courier_name,
                order.courier_tracking && t("shipment.tracking", { number: order.courier_tracking }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </Stack>,
        );
    }
    if (status === "delivered" && order.eta && !reached)
      facts.push(<Fact key="eta" label={t("fields.eta")} value={day.format(order.eta)} testId="shipment-eta" />);
    return facts;
  };

  return (
    <div>
      <Text fw={600} size="sm" mb="xs">
        {t("timeline")}
      </Text>
      <Timeline
        active={active}
        bulletSize={22}
        lineWidth={2}
        color={cancelled ? "gray" : "blue"}
        data-testid="order-timeline"
      >
        {steps.map((status, i) => {
          const reached = i <= active;
          const StepIcon = ICONS[status];
          const at = reachedAt.get(status);
          return (
            <Timeline.Item
              key={status}
              bullet={<StepIcon size={12} aria-hidden />}
              color={status === "cancelled" ? "red" : undefined}
              title={
                <Text size="sm" fw={600} c={reached ? undefined : "dimmed"}>
                  {orderStatusLabel(status, lang)}
                </Text>
              }
              data-testid={`order-step-${status}`}
              data-reached={reached}
            >
              <Stack gap={2}>
                {reached && at ? (
                  <Text size="xs" c="dimmed" data-testid={`order-step-date-${status}`}>
                    {moment.format(at)}
                  </Text>
                ) : null}
                {!reached && status !== "cancelled" ? (
                  <Text size="xs" c="dimmed">
                    {t(`next.step.${status}`, params)}
                  </Text>
                ) : null}
                {details(status, reached)}
                {(notes.get(status) ?? []).map((note, n) => (
                  <Text key={n} size="xs" style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
                    {note}
                  </Text>
                ))}
              </Stack>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </div>
  );
}
