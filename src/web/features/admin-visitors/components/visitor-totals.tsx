import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { VisitorStats } from "../api/get-visitor-stats";
import { numberFormat } from "../../../lib/format";

const ITEMS = [
  ["visits", "visits"],
  ["visitors", "visitors"],
  ["todayVisits", "today_visits"],
  ["todayVisitors", "today_visitors"],
  ["activeVisitors", "active_visitors"],
  ["countries", "countries"],
] as const;

/** The headline numbers: all time, today (in the service's time zone) and online now. */
export function VisitorTotals({ stats }: { stats: VisitorStats }) {
  const { t, i18n } = useTranslation("admin-visitors");
  const number = numberFormat(i18n.resolvedLanguage ?? "en");
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
      {ITEMS.map(([key, field]) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`total-${field}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`totals.${key}`)}
          </Text>
          <Text fz={26} fw={700} lh={1.3}>
            {number.format(stats.totals[field])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
