import { Alert, Box, Group, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconHome, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, chainFigures, chainTotal, usdExact } from "../../../lib/format";
import { countryName } from "../../../lib/display-names";
import { formatRulesMoney } from "../../../lib/duties/format";
import type { CarDetail } from "../../../../shared/api/cars";
import type { Duties } from "../../../../shared/api/import-rules";
import type { Landed } from "../../../../shared/api/ports";
import { currentLanguage } from "../../../lib/i18n";
import { mainLanguage, sourceLanguageName } from "../../../lib/original-language";
import { useMoney } from "../../../lib/money";
import { useChosenPort } from "../../../lib/ports/ports";

/** A sentence ends with one full stop, also when it ends with a date that has one ("1 янв. 2026 г."). */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** KRW per USD implied by the answer's own door totals (the server's rate). */
const rateOf = (duties: Duties) => (duties.door_total_usd > 0 ? duties.door_total.KRW / duties.door_total_usd : 0);

function Amount({
  usd,
  shown,
  duties,
  official,
  strong = false,
  testId,
}: {
  usd: number;
  /** The amount as the price chain writes it (the landed total, the duties' total), when it is one of those. */
  shown?: string;
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
        {/* Dollars to the cent, as the landed price and the quote write them. */}
        {shown ?? (money.currency === "USD" ? usdExact(usd, lang) : money.format(usd * rateOf(duties)))}
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

/**
 * The duties at the destination: customs value, each item, their total and the total at the door.
 * The customs value, the duties' total and the door total are the price chain's figures as compare
 * writes them (the landed total + the duties = the door total, as the buyer reads them).
 */
function DutiesBreakdown({ duties, landed }: { duties: Duties; landed: Landed | null }) {
  const { t } = useTranslation("duties");
  const lang = currentLanguage();
  const money = useMoney();
  const country = countryName(duties.country, lang);
  const figures = landed ? chainFigures(landed.total, duties.door_total, money.currency, lang) : null;
  const door = figures?.door ?? chainTotal(duties.door_total, money.currency, lang);
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap" align="center">
        <IconHome size={18} aria-hidden color="var(--mantine-color-brand-7)" />
        <Text size="sm" c="dimmed">
          {t("door.title", { country })}
        </Text>
      </Group>
      <Text fw={800} fz={24} c="brand.7" data-testid="door-total" data-currency={money.currency}>
        {door}
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
              shown={figures?.landed}
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
            <Amount
              usd={duties.total_usd}
              shown={figures?.duties}
              official={duties.total}
              duties={duties}
              testId="door-duties-total-amount"
            />
          </Row>
          <Row label={<Text fw={700} fz="inherit">{`= ${t("door.doorTotal")}`}</Text>} testId="door-door-total">
            <Text span display="block" fz="inherit" fw={700} data-testid="door-door-total-amount">
              {door}
            </Text>
          </Row>
        </Table.Tbody>
      </Table>
      <DutiesSource duties={duties} />
    </Stack>
  );
}

/**
 * The rules' date and source. The source is one text in the rules' own words (the contract's
 * `source`, as the law or page it cites is written), so it is labelled as the original and in which
 * language, rather than passed off as a translation.
 */
function DutiesSource({ duties }: { duties: Duties }) {
  const { t } = useTranslation("duties");
  const lang = currentLanguage();
  const language = sourceLanguageName(duties.source, lang);
  return (
    <Text size="xs" c="dimmed" data-testid="door-source">
      {sentence(t("door.estimate", { date: formatDay(duties.as_of, lang) }))}{" "}
      {language ? t("door.sourceOriginal", { language }) : t("door.source")}{" "}
      <span lang={mainLanguage(duties.source) ?? undefined} data-testid="door-source-text">
        {duties.source}
      </span>
    </Text>
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
        <DutiesBreakdown duties={car.duties} landed={car.landed ?? null} />
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
