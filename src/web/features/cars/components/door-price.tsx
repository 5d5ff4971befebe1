import { Alert, Box, Group, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconHome, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/date-format";
import { countryName } from "../../../lib/display-names";
import { formatRulesMoney } from "../../../lib/duties/format";
import type { CarDetail } from "../../../../shared/api/cars";
import type { Duties } from "../../../../shared/api/import-rules";
import { currentLanguage } from "../../../lib/i18n";
import { useMoney } from "../../../lib/money";
import { useChosenPort } from "../../../lib/ports/ports";
import { formatMoney } from "../../../lib/price-format";

/** KRW per USD implied by the answer's own door totals (the server's rate). */
const rateOf = (duties: Duties) => (duties.door_total_usd > 0 ? duties.door_total.KRW / duties.door_total_usd : 0);

function Amount({
  usd,
  duties,
  official,
  strong = false,
  testId,
}: {
  usd: number;
  duties: Duties;
  /** The same amount in the rules' currency, shown under it when that is not the buyer's. */
  official?: number;
  strong?: boolean;
  testId: string;
}) {
  const lang = currentLanguage();
  const money = useMoney();
  return (
    <>
      <Text span display="block" fz="inherit" fw={strong ? 700 : undefined} data-testid={testId}>
        {money.format(usd * rateOf(duties))}
      </Text>
      {official !== undefined && duties.currency !== money.currency ? (
        <Text span display="block" fz="xs" c="dimmed" data-testid={`${testId}-official`}>
          {formatRulesMoney(official, duties.currency, lang)}
        </Text>
      ) : null}
    </>
  );
}

function Row({
  label,
  children,
  testId,
  top,
}: {
  label: ReactNode;
  children: ReactNode;
  testId: string;
  top?: boolean;
}) {
  return (
    <Table.Tr data-testid={testId} style={top ? { borderTop: "1px solid var(--mantine-color-gray-3)" } : undefined}>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{label}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/** The duties at the destination: customs value, each item, their total and the total at the door. */
function DutiesBreakdown({ duties }: { duties: Duties }) {
  const { t } = useTranslation("duties");
  const lang = currentLanguage();
  const money = useMoney();
  const country = countryName(duties.country, lang);
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap" align="center">
        <IconHome size={18} aria-hidden color="var(--mantine-color-brand-7)" />
        <Text size="sm" c="dimmed">
          {t("door.title", { country })}
        </Text>
      </Group>
      <Text fw={800} fz={24} c="brand.7" data-testid="door-total" data-currency={money.currency}>
        {formatMoney(duties.door_total[money.currency], money.currency, lang)}
      </Text>
      {!duties.eligible ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          p="xs"
          data-testid="door-note-max_age"
        >
          <Text size="sm">{t("door.tooOld", { country })}</Text>
        </Alert>
      ) : null}
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} fz="sm" data-testid="door-breakdown">
        <Table.Tbody>
          <Row label={t("door.customsValue")} testId="door-customs-value">
            <Amount
              usd={duties.door_total_usd - duties.total_usd}
              official={duties.customs_value}
              duties={duties}
              testId="door-customs-value-amount"
            />
          </Row>
          {duties.items.map((item, i) => (
            <Row key={i} label={`+ ${item.name}`} testId="door-item">
              <Amount usd={item.amount_usd} official={item.amount} duties={duties} testId={`door-item-${i}-amount`} />
            </Row>
          ))}
          <Row label={t("door.dutiesTotal")} testId="door-duties-total" top>
            <Amount usd={duties.total_usd} official={duties.total} duties={duties} testId="door-duties-total-amount" />
          </Row>
          <Row label={<Text fw={700} fz="inherit">{`= ${t("door.doorTotal")}`}</Text>} testId="door-door-total">
            <Text span display="block" fz="inherit" fw={700} data-testid="door-door-total-amount">
              {formatMoney(duties.door_total[money.currency], money.currency, lang)}
            </Text>
          </Row>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" data-testid="door-source">
        {t("door.estimate", { date: formatDay(duties.as_of, lang) })} {t("door.source", { source: duties.source })}
      </Text>
    </Stack>
  );
}

/**
 * The car page, under the landed price: what the car costs at the buyer's door, import duties and
 * taxes of the port's country included, or why that cannot be said (no port, no rules, engine size).
 */
export function DoorPrice({ car }: { car: CarDetail }) {
  const { t } = useTranslation("duties");
  const lang = currentLanguage();
  const { port } = useChosenPort();
  if (car.duties) {
    return (
      <Box data-testid="door-price" data-state="duties">
        <DutiesBreakdown duties={car.duties} />
      </Box>
    );
  }
  const reason = car.duties_unavailable;
  if (!reason) return null;
  const country = port ? countryName(port.country, lang) : "";
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="door-price" data-state={reason}>
      <IconInfoCircle
        size={16}
        aria-hidden
        color="var(--mantine-color-dimmed)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="xs" c="dimmed" data-testid="door-unavailable">
        {t(`unavailable.${reason}`, { country })}
      </Text>
    </Group>
  );
}
