import { Anchor, Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "../../../lib/lang-router";
import { computeExportCost, type ExportCostSettings } from "../../../../shared/export-cost";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { currentLanguage } from "../../../lib/i18n";
import { useCar } from "../../../lib/catalogue/get-car";
import { carTitle, formatNumber, formatPrice } from "../../../lib/car-format";
import { usePublicSettings, type PublicSettings } from "../../../lib/public-settings";
import { CostBreakdown } from "../components/cost-breakdown";
import { LocalNumberInput } from "../../../components/local-number-input";
import { useMoney } from "../../../lib/money";
import { paths } from "../../../config/paths";

function costSettings(s: PublicSettings): ExportCostSettings {
  return {
    domestic_export_customs_krw: s.domestic_export_customs_krw,
    cost_inland_transport_krw: s.cost_inland_transport_krw ?? 0,
    cost_shipping_usd: s.cost_shipping_usd ?? 0,
    cost_insurance_percent: s.cost_insurance_percent ?? 0,
    cost_agency_fee_krw: s.cost_agency_fee_krw ?? 0,
    usd_krw_rate: s.usd_krw_rate ?? 0,
  };
}

/** The export cost calculator: a car price (from the car page, or typed) plus every cost item from the settings. */
export function CostPage() {
  const { t } = useTranslation("cost");
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const initial = Number(params.get("price_krw"));
  const carId = Number(params.get("car_id"));
  const [price, setPrice] = useState<number>(
    Number.isFinite(initial) && initial > 0 ? Math.round(initial) : 20_000_000,
  );
  const settings = usePublicSettings();
  const money = useMoney();
  const car = useCar(carId);

  let body;
  if (settings.isPending) body = <Skeleton height={360} radius="md" />;
  else if (settings.isError) body = <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  else {
    const s = costSettings(settings.data);
    const cost = s.usd_krw_rate > 0 ? computeExportCost(price, s) : null;
    body = (
      <Stack gap="md">
        {cost ? <CostBreakdown cost={cost} settings={s} /> : null}
        <Text size="sm" c="dimmed" data-testid="cost-rate">
          {t("rate", { rate: formatNumber(s.usd_krw_rate, lang) })}
        </Text>
        {money.currency === "MNT" || money.currency === "RUB" ? (
          <Text size="sm" c="dimmed" data-testid="cost-rate-local">
            {t("rateLocal", { code: money.currency, rate: formatNumber(money.rate, lang) })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t("note")}
        </Text>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg" maw={820}>
        {carId > 0 && car.data ? (
          <Card withBorder radius="md" data-testid="cost-car">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text size="sm" c="dimmed">
                  {t("forCar")}
                </Text>
                <Anchor component={Link} to={paths.car(car.data.id)} fw={600}>
                  {carTitle(car.data, lang)}
                </Anchor>
              </div>
              <Text fw={700}>{formatPrice(car.data.price_krw, lang)}</Text>
            </Group>
          </Card>
        ) : null}
        <LocalNumberInput
          label={t("carPrice")}
          description={lang === "ko" ? formatPrice(price, lang) : undefined}
          value={price}
          onChange={(value) => setPrice(typeof value === "number" && value >= 0 ? value : 0)}
          min={0}
          max={10_000_000_000}
          step={100_000}
          grouped
          suffix=" ₩"
          allowNegative={false}
          allowDecimal={false}
          maw={320}
          data-testid="cost-price"
        />
        {body}
      </Stack>
    </>
  );
}
