import { Card, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CarDetail } from "../types/car";
import { CostTable } from "../../../components/cost-table";

/** This car's export cost (the cost page's formula, computed by the server) with its total. */
export function ExportCostBreakdown({ cost }: { cost: NonNullable<CarDetail["export_cost"]> }) {
  const { t } = useTranslation("cars");
  return (
    <Card withBorder radius="md" padding="md" data-testid="car-export-cost">
      <Text fw={700} mb="xs">
        {t("detail.exportCost")}
      </Text>
      <CostTable items={cost.items} totalKrw={cost.total_krw} testPrefix="car-export-cost" compact />
    </Card>
  );
}
