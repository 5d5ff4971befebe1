import { Group, Paper, Skeleton, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usdExact } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import type { Landed } from "../../../../shared/api/ports";

// An amount stays on one line: "$29,422" above ".36" on a phone reads as two figures.
const NO_WRAP = { whiteSpace: "nowrap" } as const;

/**
 * What the order's invoice will ask for, in the buy dialog: with a port, the car FOB Korea, the
 * freight and insurance to that port and their sum, the CIF amount due, to the cent, as the car
 * page's `landed` states them (the order freezes that quote, and the invoice prints it). Without a
 * port, the car's own price (the admin invoices it later). `landed` is the car page's answer at
 * `portId`; another port's answer (the one being replaced while the new one loads) is not shown.
 */
export function PurchaseInvoicePreview({
  landed,
  portId,
  carPrice,
}: {
  landed: Landed | null | undefined;
  portId: number | undefined;
  carPrice?: ReactNode;
}) {
  const { t } = useTranslation("credits");
  const lang = currentLanguage();
  const usd = (n: number) => usdExact(n, lang);

  if (portId === undefined) {
    if (!carPrice) return null;
    // Beside a 1 CC fee, the car's own price says what the invoice will ask for.
    return (
      <Paper withBorder p="sm" data-testid="purchase-car-price">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Text size="sm" fw={600}>
              {t("purchase.carPrice")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("purchase.carPriceHint")}
            </Text>
          </div>
          <div style={{ textAlign: "right" }}>{carPrice}</div>
        </Group>
      </Paper>
    );
  }
  if (!landed || landed.port_id !== portId) return <Skeleton height={150} data-testid="purchase-invoice-loading" />;

  const rows: Array<[string, number, string]> = [
    [t("purchase.invoice.fob"), landed.fob_usd, "purchase-fob"],
    [t("purchase.invoice.freight", { port: landed.port_name }), landed.freight_usd, "purchase-freight"],
    [t("purchase.invoice.insurance"), landed.insurance_usd, "purchase-insurance"],
  ];
  return (
    <Paper withBorder p="sm" data-testid="purchase-invoice">
      <Text size="sm" fw={600}>
        {t("purchase.invoice.title")}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm" mt={4}>
        <Table.Tbody>
          {rows.map(([label, amount, testId]) => (
            <Table.Tr key={testId} data-testid={testId}>
              <Table.Td pr="sm">{label}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {usd(amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }} data-testid="purchase-amount-due">
            <Table.Td pr="sm" fw={700}>
              {t("purchase.invoice.amountDue", { port: landed.port_name })}
            </Table.Td>
            <Table.Td ta="right" fw={700} style={NO_WRAP}>
              {usd(landed.total_usd)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {t("purchase.invoice.hint")}
      </Text>
    </Paper>
  );
}
