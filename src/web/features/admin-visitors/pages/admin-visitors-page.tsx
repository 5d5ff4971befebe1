import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { FilterChoices } from "../../../components/filter-choices";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { usePublicSettings } from "../../../lib/public-settings";
import { useMapData } from "../api/get-map-data";
import { useVisitorStats } from "../api/get-visitor-stats";
import { CountryStatsCard } from "../components/country-stats-card";
import { DailyChart } from "../components/daily-chart";
import { ACTIVE_COLOR, RECENT_COLOR, VisitorMap } from "../components/visitor-map";
import { VisitorTotals } from "../components/visitor-totals";
import { timeFormat } from "../../../lib/format";

const DEFAULT_TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
const PERIODS = [
  { key: "hour", minutes: 60 },
  { key: "day", minutes: 24 * 60 },
  { key: "week", minutes: 7 * 24 * 60 },
  { key: "month", minutes: 30 * 24 * 60 },
] as const;

/** Admin visitor statistics: the live map, the headline numbers, countries and days. */
export function AdminVisitorsPage() {
  const { t, i18n } = useTranslation("admin-visitors");
  const [minutes, setMinutes] = useState<number>(24 * 60);
  const [newVisitors, setNewVisitors] = useState(0);
  const settings = usePublicSettings();
  const map = useMapData(minutes);
  const stats = useVisitorStats();
  const onNewVisitors = useCallback((count: number) => setNewVisitors(count), []);
  const tileUrl = typeof settings.data?.map_tile_url === "string" ? settings.data.map_tile_url : DEFAULT_TILE_URL;
  const time = timeFormat(i18n.resolvedLanguage ?? "en");
  const points = map.data ?? [];
  const active = points.filter((p) => p.active).length;
  // "Online" in the totals and "active" on the map are one definition (seen in the last 5 minutes);
  // the map can only place located visitors, so the rest is said in words instead of a silent mismatch.
  const unlocated = stats.data ? Math.max(0, stats.data.totals.active_visitors - active) : 0;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        {stats.isPending ? (
          <Skeleton height={84} radius="md" />
        ) : stats.isError ? (
          <QueryError error={stats.error} onRetry={() => void stats.refetch()} />
        ) : (
          <VisitorTotals stats={stats.data} />
        )}

        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
            <Stack gap={2}>
              <Title order={2} size="h4">
                {t("map.title")}
              </Title>
              <Text size="sm" c="dimmed" data-testid="map-updated" aria-live="polite">
                {map.dataUpdatedAt ? t("map.updated", { time: time.format(map.dataUpdatedAt) }) : "\u00a0"}
              </Text>
            </Stack>
            <FilterChoices
              aria-label={t("map.period")}
              value={String(minutes)}
              onChange={(value) => setMinutes(Number(value))}
              data={PERIODS.map((p) => ({ value: String(p.minutes), label: t(`map.periods.${p.key}`) }))}
              data-testid="map-period"
            />
          </Group>
          <Group gap="lg" mb="sm" wrap="wrap">
            <Group gap={6} data-testid="legend-active">
              <span className="visitor-legend-dot" style={{ background: ACTIVE_COLOR }} aria-hidden />
              <Text size="sm">{t("map.legendActive", { count: active })}</Text>
            </Group>
            <Group gap={6} data-testid="legend-recent">
              <span className="visitor-legend-dot" style={{ background: RECENT_COLOR }} aria-hidden />
              <Text size="sm">{t("map.legendRecent", { count: points.length - active })}</Text>
            </Group>
            {unlocated > 0 ? (
              <Text size="sm" c="dimmed" data-testid="legend-unlocated">
                {t("map.unlocated", { count: unlocated })}
              </Text>
            ) : null}
            {newVisitors > 0 ? (
              <Text size="sm" fw={600} data-testid="map-new-visitors">
                {t("map.newVisitors", { count: newVisitors })}
              </Text>
            ) : null}
          </Group>
          {map.isError ? <QueryError error={map.error} onRetry={() => void map.refetch()} /> : null}
          {map.isPending || settings.isPending ? (
            <Skeleton height={460} radius="md" />
          ) : (
            <VisitorMap points={points} periodKey={minutes} tileUrl={tileUrl} onNewVisitors={onNewVisitors} />
          )}
          {map.isSuccess && points.length === 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t("map.empty")}
            </Text>
          ) : null}
        </Card>

        {stats.isSuccess ? (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <CountryStatsCard stats={stats.data} />
            <DailyChart stats={stats.data} />
          </SimpleGrid>
        ) : null}
      </Stack>
    </>
  );
}
