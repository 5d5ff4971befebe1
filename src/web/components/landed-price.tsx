import { ActionIcon, Box, Group, Skeleton, Text } from "@mantine/core";
import { IconInfoCircle, IconShip } from "@tabler/icons-react";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrency } from "../lib/currency";
import { currentLanguage } from "../lib/i18n";
import { useMoney } from "../lib/money";
import { useChosenPort } from "../lib/ports/ports";
import { usePublicSettings } from "../lib/public-settings";
import { chainTotal, landedPricesOf } from "../lib/format";
import { OnDemandPopover, usePopoverOnDemand } from "./on-demand-popover";
import type { CarDetail } from "../../shared/api/cars";
import type { Landed } from "../../shared/api/ports";

const LandedBreakdown = lazy(() =>
  import("./landed-breakdown").then((module) => ({ default: module.LandedBreakdown })),
);
const CardBreakdown = lazy(() => import("./landed-breakdown").then((module) => ({ default: module.CardBreakdown })));

/** The "i" button that opens the breakdown (one tap away; its popover's code comes then). */
function BreakdownButton({ children, label }: { children: ReactNode; label: string }) {
  const popover = usePopoverOnDemand();
  return (
    <OnDemandPopover
      opened={popover.opened}
      onChange={popover.setOpened}
      width={340}
      position="bottom-end"
      withArrow
      shadow="md"
      withinPortal
      target={
        <ActionIcon
          ref={popover.targetRef}
          variant="subtle"
          size="sm"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={popover.opened}
          onClick={popover.toggle}
          data-testid="landed-info"
        >
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      }
    >
      <Suspense fallback={<Skeleton height={120} />}>{children}</Suspense>
    </OnDemandPopover>
  );
}

/** The car page: the total delivered to the buyer's port, in their currency, with the breakdown. */
export function LandedPrice({ landed, cost }: { landed: Landed; cost: CarDetail["export_cost"] }) {
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
          {chainTotal(landed.total, currency, lang)}
        </Text>
        <BreakdownButton label={t("landed.showBreakdown")}>
          <LandedBreakdown landed={landed} cost={cost} />
        </BreakdownButton>
      </Group>
      <Text size="xs" c="dimmed" data-testid="landed-transit">
        {t("landed.cifNote")} · {t("landed.transit", { count: landed.transit_days })}
      </Text>
    </Box>
  );
}

/**
 * A card's line: the total delivered to the buyer's port (the list's `landed_total_usd`, in the
 * buyer's currency as the car page writes `landed.total`). The info button sits outside the
 * card's link (no button inside a link): render `<CardLandedButton>` beside the card.
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
        {chainTotal(landedPricesOf(totalUsd, settings.data), money.currency, lang)}
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
