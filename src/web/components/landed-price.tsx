import { ActionIcon, Box, Group, Popover, Skeleton, Stack, Table, Text } from "@mantine/core";
import { IconInfoCircle, IconShip } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { getCar } from "../lib/catalogue/get-car";
import { carsQueryKey } from "../lib/catalogue/list-cars";
import { useCurrency } from "../lib/currency";
import { currentLanguage } from "../lib/i18n";
import { useMoney } from "../lib/money";
import { useChosenPort } from "../lib/ports/ports";
import { usePublicSettings } from "../lib/public-settings";
import { formatMoney } from "../lib/price-format";
import type { Landed } from "../../shared/api/ports";

/** A USD amount with cents, as the quote and the invoice write it. */
function usdExact(usd: number, lang: string) {
  return new Intl.NumberFormat(lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(
    usd,
  );
}

/** FOB Korea + freight + insurance = CIF at the port, in the buyer's currency (and exact USD). */
export function LandedBreakdown({ landed }: { landed: Landed }) {
  const { t } = useTranslation("ports");
  const lang = currentLanguage();
  const money = useMoney();
  const { ports } = useChosenPort();
  const pct = ports.find((p) => p.id === landed.port_id)?.insurance_pct;
  // The server's own rate, as its totals imply it (KRW per USD).
  // Dollars are written to the cent in every language, as the quote and the invoice write them.
  const inCurrency = (usd: number) =>
    money.currency === "USD" ? usdExact(usd, lang) : money.format(usd * rateOf(landed));
  const rows: [string, number, string][] = [
    [t("landed.fob"), landed.fob_usd, "fob"],
    [t(`landed.freight.${landed.method}`), landed.freight_usd, "freight"],
    [
      pct !== undefined
        ? t("landed.insurancePct", { pct: new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(pct) })
        : t("landed.insurance"),
      landed.insurance_usd,
      "insurance",
    ],
  ];
  return (
    <Stack gap={6} data-testid="landed-breakdown">
      <Text fw={600} size="sm">
        {t("landed.breakdownTitle", { port: landed.port_name })}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} fz="sm">
        <Table.Tbody>
          {rows.map(([label, usd, key], i) => (
            <Table.Tr key={key} data-testid={`landed-${key}`}>
              <Table.Td>
                {i > 0 ? "+ " : ""}
                {label}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {inCurrency(usd)}
                {money.currency !== "USD" ? (
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
              {money.currency === "USD"
                ? usdExact(landed.total_usd, lang)
                : formatMoney(landed.total[money.currency], money.currency, lang)}
              {money.currency !== "USD" ? (
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

/** KRW per USD implied by the landed answer's own totals (the server's rate). */
const rateOf = (landed: Landed) => (landed.total_usd > 0 ? landed.total.KRW / landed.total_usd : 0);

/** The "i" button that opens the breakdown (one tap away). */
function BreakdownButton({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Popover width={340} position="bottom-end" withArrow shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" aria-label={label} data-testid="landed-info">
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}

/** The car page: the total delivered to the buyer's port, in their currency, with the breakdown. */
export function LandedPrice({ landed }: { landed: Landed }) {
  const { t } = useTranslation("ports");
  const lang = currentLanguage();
  const currency = useCurrency();
  return (
    <Box data-testid="landed-price" data-currency={currency}>
      <Group gap={6} wrap="nowrap" align="center">
        <IconShip size={18} aria-hidden color="var(--mantine-color-brand-7)" />
        <Text size="sm" c="dimmed">
          {t("landed.deliveredTo", { port: landed.port_name })}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" align="center">
        <Text fw={800} fz={24} c="brand.7" data-testid="landed-total">
          {currency === "USD" ? usdExact(landed.total_usd, lang) : formatMoney(landed.total[currency], currency, lang)}
        </Text>
        <BreakdownButton label={t("landed.showBreakdown")}>
          <LandedBreakdown landed={landed} />
        </BreakdownButton>
      </Group>
      <Text size="xs" c="dimmed" data-testid="landed-transit">
        {t("landed.cifNote")} · {t("landed.transit", { count: landed.transit_days })}
      </Text>
    </Box>
  );
}

/** The breakdown for a card, read from the car detail at that port when the popover opens. */
function CardBreakdown({ carId }: { carId: number }) {
  const { portId } = useChosenPort();
  const lang = currentLanguage();
  const detail = useQuery({
    queryKey: [...carsQueryKey, "detail", carId, portId ?? null, portId ? lang : null],
    queryFn: () => getCar(carId, portId, lang),
    enabled: portId !== undefined,
  });
  if (!detail.data?.landed) return <Skeleton height={120} />;
  return <LandedBreakdown landed={detail.data.landed} />;
}

/**
 * A card's line: the total delivered to the buyer's port (the list's `landed_total_usd`, in the
 * buyer's currency). The info button sits outside the card's link (no button inside a link):
 * render `<CardLandedButton>` beside the card.
 */
export function CardLandedTotal({ totalUsd }: { totalUsd: number | undefined }) {
  const { t } = useTranslation("ports");
  const money = useMoney();
  const settings = usePublicSettings();
  const { port, portId } = useChosenPort();
  const lang = currentLanguage();
  if (totalUsd === undefined || !port || !portId || !settings.data) return null;
  return (
    <Text size="sm" pr={28} data-testid="car-card-landed" data-currency={money.currency}>
      <Text span c="dimmed">
        {t("landed.cardTo", { port: port.name[lang] })}{" "}
      </Text>
      <Text span fw={700}>
        {money.format(totalUsd * (settings.data?.usd_krw_rate ?? 0))}
      </Text>
    </Text>
  );
}

export function CardLandedButton({ carId, totalUsd }: { carId: number; totalUsd: number | undefined }) {
  const { t } = useTranslation("ports");
  const { portId } = useChosenPort();
  if (totalUsd === undefined || !portId) return null;
  return (
    <BreakdownButton label={t("landed.showBreakdown")}>
      <CardBreakdown carId={carId} />
    </BreakdownButton>
  );
}
