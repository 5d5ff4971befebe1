import { Card, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CarDetail } from "../types/car";
import { CostTable } from "../../../components/cost-table";
import { CostChainTable } from "./cost-chain-table";

type Landed = NonNullable<CarDetail["landed"]>;

/**
 * This car's cost. With a port chosen, the figures of `landed` as one table (CostChainTable): the
 * FOB items paid in Korea, then the port's own freight and insurance (not the settings' generic
 * shipping and insurance) and the CIF total. Without a port, the cost page's formula to a typical
 * port, labelled as an estimate.
 */
export function ExportCostBreakdown({
  cost,
  landed,
}: {
  cost: NonNullable<CarDetail["export_cost"]>;
  landed?: Landed | null;
}) {
  const { t } = useTranslation("cars");
  if (!landed) {
    return (
      <Card withBorder radius="md" padding="md" data-testid="car-export-cost" data-port="none">
        <Text fw={700}>{t("detail.exportCostEstimate")}</Text>
        <Text size="xs" c="dimmed" mb="xs">
          {t("detail.exportCostEstimateNote")}
        </Text>
        <CostTable items={cost.items} totalKrw={cost.total_krw} testPrefix="car-export-cost" compact />
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" data-testid="car-export-cost" data-port={landed.port_id}>
      <Text fw={700} mb="xs">
        {t("detail.exportCostTo", { port: landed.port_name })}
      </Text>
      <CostChainTable cost={cost} landed={landed} />
    </Card>
  );
}
