import { Skeleton, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getCar } from "../lib/catalogue/get-car";
import { currentLanguage } from "../lib/i18n";
import { useMoney } from "../lib/money";
import { useChosenPort } from "../lib/ports/ports";
import { formatDecimal, landedChainFigures, usdExact } from "../lib/format";
import { usePublicSettings } from "../lib/public-settings";
import type { CarDetail } from "../../shared/api/cars";
import type { Landed } from "../../shared/api/ports";
import { queryKeys } from "../lib/query-keys";

// The breakdown behind a landed price's "i" button, in a chunk of its own (with Mantine's Table):
// landed-price.tsx loads it when the button is first tapped, so a list of cards does not.

/**
 * FOB Korea + freight + insurance = CIF at the port, in the buyer's currency (and exact USD). The
 * rows are the car page's cost table's (landedChainFigures), so they add up to the total as
 * written and agree with that table to the last rouble.
 */
export function LandedBreakdown({ landed, cost }: { landed: Landed; cost: CarDetail["export_cost"] }) {
  const { t } = useTranslation("ports");
  const lang = currentLanguage();
  const money = useMoney();
  const rates = usePublicSettings().data;
  const { ports } = useChosenPort();
  const pct = ports.find((p) => p.id === landed.port_id)?.insurance_pct;
  // Dollars are written to the cent in every language, as the quote and the invoice write them.
  const local =
    money.currency !== "USD" && rates ? landedChainFigures(cost, landed, rates, money.currency, lang) : null;
  const rows: [string, number, string, string | undefined][] = [
    [t("landed.fob"), landed.fob_usd, "fob", local?.fob],
    [t(`landed.freight.${landed.method}`), landed.freight_usd, "freight", local?.freight],
    [
      pct !== undefined ? t("landed.insurancePct", { pct: formatDecimal(pct, lang) }) : t("landed.insurance"),
      landed.insurance_usd,
      "insurance",
      local?.insurance,
    ],
  ];
  return (
    <Stack gap={6} data-testid="landed-breakdown">
      <Text fw={600} size="sm">
        {t("landed.breakdownTitle", { port: landed.port_name })}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} fz="sm">
        <Table.Tbody>
          {rows.map(([label, usd, key, inCurrency], i) => (
            <Table.Tr key={key} data-testid={`landed-${key}`}>
              <Table.Td>
                {i > 0 ? "+ " : ""}
                {label}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {inCurrency ?? usdExact(usd, lang)}
                {inCurrency !== undefined ? (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {usdExact(usd, lang)}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }} data-testid="landed-cif">
            <Table.Td fw={700}>= {t("landed.cif")}</Table.Td>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: "nowrap" }}>
              {local?.cif ?? usdExact(landed.total_usd, lang)}
              {local ? (
                <Text span size="xs" c="dimmed" ml={6} fw={400}>
                  {usdExact(landed.total_usd, lang)}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t(`method.${landed.method}`)} · {t("landed.transit", { count: landed.transit_days })}
      </Text>
    </Stack>
  );
}

/** The breakdown for a card, read from the car detail at that port when the popover opens. */
export function CardBreakdown({ carId }: { carId: number }) {
  const { portId } = useChosenPort();
  const lang = currentLanguage();
  const detail = useQuery({
    queryKey: queryKeys.cars.detail(carId, portId, lang),
    queryFn: () => getCar(carId, portId, lang),
    enabled: portId !== undefined,
  });
  if (!detail.data?.landed) return <Skeleton height={120} />;
  return <LandedBreakdown landed={detail.data.landed} cost={detail.data.export_cost} />;
}
