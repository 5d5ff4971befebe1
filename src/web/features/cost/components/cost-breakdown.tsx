import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ExportCost, ExportCostSettings } from "../../../../shared/export-cost";
import { currentLanguage } from "../../../lib/i18n";
import { formatNumber, formatUsd, formatWon } from "../../../lib/car-format";

/** Every cost item in KRW with its USD figure, and the total. */
export function CostBreakdown({ cost, settings }: { cost: ExportCost; settings: ExportCostSettings }) {
  const { t } = useTranslation("cost");
  const lang = currentLanguage();
  const hint: Partial<Record<string, string>> = {
    shipping: t("hints.shipping", { usd: formatUsd(settings.cost_shipping_usd, lang) }),
    insurance: t("hints.insurance", { percent: formatNumber(settings.cost_insurance_percent, lang) }),
  };
  return (
    <Table verticalSpacing="sm" data-testid="cost-breakdown">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("item")}</Table.Th>
          <Table.Th ta="right">{t("krw")}</Table.Th>
          <Table.Th ta="right">{t("usd")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cost.items.map((item) => (
          <Table.Tr key={item.key} data-item={item.key}>
            <Table.Td>
              <Text>{t(`items.${item.key}`)}</Text>
              {hint[item.key] ? (
                <Text size="xs" c="dimmed">
                  {hint[item.key]}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right" data-testid={`cost-${item.key}-krw`}>
              {formatWon(item.krw, lang)}
            </Table.Td>
            <Table.Td ta="right" c="dimmed">
              {formatUsd(item.usd, lang)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t("total")}</Table.Th>
          <Table.Th ta="right" fz="lg" data-testid="cost-total-krw">
            {formatWon(cost.total_krw, lang)}
          </Table.Th>
          <Table.Th ta="right" fz="lg" data-testid="cost-total-usd">
            {formatUsd(cost.total_usd, lang)}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
