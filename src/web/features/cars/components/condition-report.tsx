import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconHelpCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CarCondition } from "../../../../shared/api/condition";
import { CONDITION_PARTS, PANEL_STATES, type ConditionPart, type PanelState } from "../../../../shared/condition";
import { CarOutline, StateSwatch, STATE_STYLE } from "../../../components/condition/car-outline";
import { formatDay, formatNumber } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";

/** The record's accident history as a badge: no accident, accident, or not stated (never a guess). */
export function AccidentBadge({ accident, size = "lg" }: { accident: boolean | null; size?: "sm" | "md" | "lg" }) {
  const { t } = useTranslation("condition");
  if (accident === false) {
    return (
      <Badge
        color="teal.9"
        variant="filled"
        size={size}
        leftSection={<IconCircleCheck size={14} aria-hidden />}
        data-testid="condition-accident"
        data-accident="false"
      >
        {t("badge.noAccident")}
      </Badge>
    );
  }
  if (accident === true) {
    return (
      <Badge
        color="red.9"
        variant="filled"
        size={size}
        leftSection={<IconAlertTriangle size={14} aria-hidden />}
        data-testid="condition-accident"
        data-accident="true"
      >
        {t("badge.accident")}
      </Badge>
    );
  }
  return (
    <Badge
      color="gray"
      variant="light"
      size={size}
      leftSection={<IconHelpCircle size={14} aria-hidden />}
      data-testid="condition-accident"
      data-accident="unknown"
    >
      {t("badge.unknown")}
    </Badge>
  );
}

/**
 * The car's condition report (the inspection record, 성능·상태점검기록부): the facts as rows, every
 * one the record did not state shown as "Not stated"; the panels drawn on a car outline, with a
 * legend and the same panels as a list (what a screen reader reads).
 */
export function ConditionReport({ condition }: { condition: CarCondition | null }) {
  const { t } = useTranslation("condition");
  const lang = currentLanguage();
  const notStated = (
    <Text span c="dimmed" fs="italic" data-unknown="true">
      {t("notStated")}
    </Text>
  );
  const flag = (v: boolean | null) => (v === null ? notStated : v ? t("yes") : t("no"));
  const count = (v: number | null) => (v === null ? notStated : t("times", { value: formatNumber(v, lang) }));
  const partName = (p: ConditionPart) => t(`parts.${p}`);
  const stateName = (s: PanelState) => t(`states.${s}`);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="condition-title"
      data-testid="condition-report"
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <div>
          <Title order={2} fz="lg" id="condition-title">
            {t("title")}
          </Title>
          <Text size="xs" c="dimmed">
            {t("source")}
          </Text>
        </div>
        {condition ? <AccidentBadge accident={condition.accident} /> : null}
      </Group>
      {!condition ? (
        <Text c="dimmed" data-testid="condition-none">
          {t("noRecord")}
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" data-testid="condition-inspected">
            {condition.inspected_at ? (
              t("inspectedOn", { date: formatDay(new Date(`${condition.inspected_at}T12:00:00`), lang) })
            ) : (
              <>
                {t("inspectedOn", { date: "" })}
                {notStated}
              </>
            )}
          </Text>
          <SimpleGrid
            cols={{ base: 1, xs: 2 }}
            spacing="xs"
            verticalSpacing={4}
            component="dl"
            m={0}
            data-testid="condition-facts"
          >
            {(
              [
                ["accident", flag(condition.accident)],
                ["simple_repair", flag(condition.simple_repair)],
                ["flood", flag(condition.flood)],
                ["fire", flag(condition.fire)],
                ["tuning", flag(condition.tuning)],
                [
                  "odometer_ok",
                  condition.odometer_ok === null
                    ? notStated
                    : t(condition.odometer_ok ? "odometer.ok" : "odometer.bad"),
                ],
                ["use_history", condition.use_history === null ? notStated : t(`use.${condition.use_history}`)],
                ["insurance_claims", count(condition.insurance_claims)],
                ["owner_changes", count(condition.owner_changes)],
              ] as const
            ).map(([field, value]) => (
              <Group
                key={field}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                py={4}
                style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
                data-fact={field}
              >
                <Text component="dt" size="sm" c="dimmed">
                  {t(`fields.${field}`)}
                </Text>
                <Text component="dd" size="sm" fw={600} m={0} ta="right">
                  {value}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap={4} align="center">
              <CarOutline
                panels={condition.panels}
                label={`${t("outline")}. ${t("outlineSummary", { count: condition.panels.length })}`}
                front={t("front")}
                rear={t("rear")}
                left={t("left")}
                right={t("right")}
                partName={partName}
                stateName={stateName}
              />
            </Stack>
            <Stack gap="sm">
              <div>
                <Text fw={600} size="sm" mb={4}>
                  {t("legend")}
                </Text>
                <Stack gap={4} data-testid="condition-legend">
                  {PANEL_STATES.map((s) => (
                    <Group key={s} gap={8} wrap="nowrap">
                      <StateSwatch state={s} />
                      <Text size="sm">
                        {STATE_STYLE[s].letter} — {stateName(s)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </div>
              <div>
                <Text fw={600} size="sm" mb={4} id="condition-panels-title">
                  {t("panelsTitle")}
                </Text>
                {condition.panels.length === 0 ? (
                  <Text size="sm" c="dimmed" data-testid="condition-no-panels">
                    {t("noPanels")}
                  </Text>
                ) : (
                  <List size="sm" spacing={2} aria-labelledby="condition-panels-title" data-testid="condition-panels">
                    {[...condition.panels]
                      .sort((a, b) => CONDITION_PARTS.indexOf(a.part) - CONDITION_PARTS.indexOf(b.part))
                      .map((p) => (
                        <List.Item
                          key={p.part}
                          icon={<StateSwatch state={p.state} size={16} />}
                          data-part={p.part}
                          data-state={p.state}
                        >
                          <span data-panel-text>
                            {partName(p.part)} — {stateName(p.state)} ({STATE_STYLE[p.state].letter})
                          </span>
                        </List.Item>
                      ))}
                  </List>
                )}
              </div>
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Card>
  );
}
