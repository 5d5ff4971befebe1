import { Card, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import type { CarDetail } from "../types/car";
import { formatUsd, formatWon } from "../../../lib/price-format";

/** This car's export cost (the cost page's formula, computed by the server) with its total. */
export function ExportCostBreakdown({ cost }: { cost: NonNullable<CarDetail["export_cost"]> }) {
  const { t } = useTranslation("cost");
  const { t: tc } = useTranslation("cars");
  const lang = currentLanguage();
  return (
    <Card withBorder radius="md" padding="md" data-testid="car-export-cost">
      <Text fw={700} mb="xs">
        {tc("detail.exportCost")}
      </Text>
      <Table verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {cost.items.map((item) => (
            <Table.Tr key={item.key} data-item={item.key}>
              <Table.Td>{t(`items.${item.key}`)}</Table.Td>
              <Table.Td ta="right">{formatWon(item.krw, lang)}</Table.Td>
              <Table.Td ta="right" c="dimmed">
                {formatUsd(item.usd, lang)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t("total")}</Table.Th>
            <Table.Th ta="right" data-testid="car-export-cost-total">
              {formatWon(cost.total_krw, lang)}
            </Table.Th>
            <Table.Th ta="right">{formatUsd(cost.total_usd, lang)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}
