import { Anchor, Button, Card, Grid, Group, Image, Modal, Stack, Table, Text } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { carTitle } from "../../../lib/car-format";
import { formatPrice, dayFormat, usdExact } from "../../../lib/format";
import { invoiceUrl, useCancelOrder, type Order } from "../api/orders";
import { OrderStatusBadge } from "../../../components/order-status";
import { OrderNextStep } from "./order-next-step";
import { OrderDocuments } from "./order-documents";
import { OrderClaims } from "./order-claims";
import { OrderMoney } from "./order-money";
import { ShipmentTimeline } from "./shipment-timeline";
import { paths } from "../../../config/paths";
import { orderPortName } from "../../../lib/order-port-name";

/** One order: the car, the price, shipping details, the invoice and the timeline of its events. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const day = dayFormat(lang);
  const usdCents = (n: number) => usdExact(n, lang);
  const name = carTitle({ car_name: order.car.car_name }, lang);
  // The figures exactly as the invoice states them: FOB (price_usd, before a price the quote's),
  // freight and insurance at the port, and the amount due (the invoice's total).
  const due = order.amount_due_usd === null ? null : usdCents(order.amount_due_usd);
  const details: Array<[string, string | null, string?]> = [
    [t("fields.priceKrw"), formatPrice(order.price_krw, lang)],
    [t("fields.port"), orderPortName(order, lang), "order-port"],
    ...(order.quote
      ? ([
          [t("fields.fob"), usdCents(order.price_usd ?? order.quote.fob_usd), "order-fob"],
          [t("fields.freight"), usdCents(order.quote.freight_usd), "order-freight"],
          [t("fields.insurance"), usdCents(order.quote.insurance_usd), "order-insurance"],
          [t("fields.amountDueCif"), due, "order-amount-due"],
          // Frozen with the quote, shown apart: paid at the destination, never part of the amount due.
          ...(order.quote.duties_total_usd === null
            ? []
            : [[t("fields.dutiesEstimate"), usdCents(order.quote.duties_total_usd), "order-duties"]]),
        ] as Array<[string, string, string]>)
      : ([[t("fields.amountDueFob"), due ?? t("fields.afterInvoice"), "order-amount-due"]] as Array<
          [string, string, string]
        >)),
  ];
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`order-${order.id}`}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          {order.car.main_image ? <Image src={order.car.main_image} alt="" radius="sm" /> : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap={6}>
            <Group gap="xs">
              <Text fw={700}>{t("number", { id: order.id })}</Text>
              <OrderStatusBadge status={order.status} />
            </Group>
            <Anchor component={Link} to={paths.car(order.car.id)} fw={600}>
              {name}
            </Anchor>
            {order.status === "reserved" ? (
              <Text size="sm" c="orange.8" data-testid="order-reserved-until">
                {t("reservedUntil", { date: day.format(new Date(order.reserved_until)) })}
              </Text>
            ) : null}
            <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="order-details">
              <Table.Tbody>
                {details.map(([label, value, testId]) => (
                  <Table.Tr key={label} data-testid={testId}>
                    <Table.Td c="dimmed">{label}</Table.Td>
                    <Table.Td fw={testId === "order-amount-due" ? 700 : undefined}>{value ?? "—"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group gap="xs" mt="xs">
              {order.has_invoice ? (
                <Button
                  component="a"
                  href={invoiceUrl(order.id, lang)}
                  download
                  size="xs"
                  leftSection={<IconFileInvoice size={16} aria-hidden />}
                  data-testid={`order-invoice-${order.id}`}
                >
                  {t("invoice")}
                </Button>
              ) : null}
              {order.status === "reserved" ? (
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => setConfirming(true)}
                  data-testid={`order-cancel-${order.id}`}
                >
                  {t("cancel.button")}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <OrderNextStep order={order} />
        </Grid.Col>
      </Grid>
      <Grid gap="lg" mt="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ShipmentTimeline order={order} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <OrderDocuments order={order} />
        </Grid.Col>
      </Grid>
      {/* The buyer's money and claims (api.md "The buyer's money, protected"), from the invoice on. */}
      {order.status !== "reserved" && (order.status !== "cancelled" || order.payments.length > 0) ? (
        <Grid gap="lg" mt="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <OrderMoney order={order} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <OrderClaims order={order} />
          </Grid.Col>
        </Grid>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("cancel.title")} centered>
        <Stack>
          <Text size="sm">{t("cancel.text")}</Text>
          {cancel.isError ? (
            <Text c="red" size="sm" role="alert">
              {message(cancel.error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("cancel.keep")}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              data-testid="order-cancel-confirm"
              onClick={() =>
                cancel.mutate(order.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    notifySuccess(t("cancel.done"));
                  },
                })
              }
            >
              {t("cancel.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
