import { useTranslation } from "react-i18next";
import type { ExportCost, ExportCostSettings } from "../../../../shared/export-cost";
import { CostTable } from "../../../components/cost-table";
import { currentLanguage } from "../../../lib/i18n";
import { formatNumber, formatUsd } from "../../../lib/car-format";

/** Every cost item in KRW with its figure in the visitor's currency, and the total. */
export function CostBreakdown({ cost, settings }: { cost: ExportCost; settings: ExportCostSettings }) {
  const { t } = useTranslation("cost");
  const lang = currentLanguage();
  return (
    <div data-testid="cost-breakdown">
      <CostTable
        items={cost.items}
        totalKrw={cost.total_krw}
        testPrefix="cost"
        hints={{
          shipping: t("hints.shipping", { usd: formatUsd(settings.cost_shipping_usd, lang) }),
          insurance: t("hints.insurance", { percent: formatNumber(settings.cost_insurance_percent, lang) }),
        }}
      />
    </div>
  );
}
