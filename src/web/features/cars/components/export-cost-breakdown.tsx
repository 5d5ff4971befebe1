import { Card, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CarDetail } from "../types/car";
import { CostTable } from "../../../components/cost-table";
import { isFobItem } from "../../../../shared/export-cost";
import { currentLanguage } from "../../../lib/i18n";
import { formatMoney, numberFormat } from "../../../lib/price-format";
import { useMoney } from "../../../lib/money";

type Landed = NonNullable<CarDetail["landed"]>;

/** A USD amount with cents, as the quote and the invoice write it. */
const usdExact = (usd: number, lang: string) =>
  numberFormat(lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(usd);

/**
 * This car's cost. With a port chosen, the figures of `landed`: the FOB items paid in Korea, then
 * the port's own freight and insurance (not the settings' generic shipping and insurance) and the
 * CIF total. Without a port, the cost page's formula to a typical port, labelled as an estimate.
 */
export function ExportCostBreakdown({
  cost,
  landed,
}: {
  cost: NonNullable<CarDetail["export_cost"]>;
  landed?: Landed | null;
}) {
  const { t } = useTranslation("cars");
  const { t: tp } = useTranslation("ports");
  const lang = currentLanguage();
  const money = useMoney();
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
  // The server's own rate, as landed's totals imply it (KRW per USD).
  const rate = landed.total_usd > 0 ? landed.total.KRW / landed.total_usd : 0;
  const items = [
    ...cost.items.filter((i) => isFobItem(i.key)),
    { key: "port_freight", krw: Math.round(landed.freight_usd * rate) },
    { key: "port_insurance", krw: Math.round(landed.insurance_usd * rate) },
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid="car-export-cost" data-port={landed.port_id}>
      <Text fw={700} mb="xs">
        {t("detail.exportCostTo", { port: landed.port_name })}
      </Text>
      <CostTable
        items={items}
        totalKrw={landed.total.KRW}
        // The landed total itself (in dollars to the cent), not a sum of rounded rows.
        totalLocal={
          money.currency === "USD"
            ? usdExact(landed.total_usd, lang)
            : money.currency === "KRW"
              ? undefined
              : formatMoney(landed.total[money.currency], money.currency, lang)
        }
        testPrefix="car-export-cost"
        compact
        labels={{
          port_freight: tp(`landed.freight.${landed.method}`),
          port_insurance: tp("landed.insurance"),
        }}
        hints={{
          agency_fee: t("detail.fobHint", { usd: usdExact(landed.fob_usd, lang) }),
          port_freight: usdExact(landed.freight_usd, lang),
          port_insurance: usdExact(landed.insurance_usd, lang),
        }}
      />
      <Text size="xs" c="dimmed" mt={4} data-testid="car-export-cost-cif-usd">
        {tp("landed.cif")}: {usdExact(landed.total_usd, lang)}
      </Text>
    </Card>
  );
}
