import { Card, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { VisitorStats } from "../api/get-visitor-stats";
import { shortDayFormat, numberFormat } from "../../../lib/format";
import type { Language } from "../../../lib/i18n";

// About the card's width on a desktop, so that 11-unit text reads as 11 px.
const WIDTH = 480;
const HEIGHT = 200;
const AXIS = 22;

/** Visits (light bar) and visitors (dark bar inside it) per day, as a plain SVG bar chart. */
export function DailyChart({ stats }: { stats: VisitorStats }) {
  const { t, i18n } = useTranslation("admin-visitors");
  const lang = i18n.resolvedLanguage ?? "en";
  const days = stats.per_day;
  const max = Math.max(1, ...days.map((d) => d.visits));
  const slot = WIDTH / Math.max(1, days.length);
  const plot = HEIGHT - AXIS;
  const dayLabel = shortDayFormat(lang as Language);
  const label = (date: string) => dayLabel.format(date);
  const number = numberFormat(lang);
  const tick = Math.max(1, Math.ceil(days.length / 6));

  return (
    <Card withBorder radius="md" padding="lg" data-testid="daily-chart">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("chart.title")}
        </Title>
        <Group gap="md">
          <Group gap={6}>
            <span className="visitor-legend-dot" style={{ background: "var(--mantine-color-blue-2)" }} aria-hidden />
            <Text size="sm">{t("chart.visits")}</Text>
          </Group>
          <Group gap={6}>
            <span className="visitor-legend-dot" style={{ background: "var(--mantine-color-blue-7)" }} aria-hidden />
            <Text size="sm">{t("chart.visitors")}</Text>
          </Group>
        </Group>
      </Group>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t("chart.label", { days: days.length })}
      >
        <text x={0} y={10} fontSize={11} fill="var(--mantine-color-dimmed)">
          {number.format(max)}
        </text>
        <line x1={0} x2={WIDTH} y1={plot + 0.5} y2={plot + 0.5} stroke="var(--mantine-color-gray-4)" />
        {days.map((d, i) => {
          const x = i * slot;
          const h = (d.visits / max) * (plot - 16);
          const hv = (d.visitors / max) * (plot - 16);
          return (
            <g key={d.date} data-testid="chart-day">
              <title>
                {t("chart.bar", {
                  date: label(d.date),
                  visits: number.format(d.visits),
                  visitors: number.format(d.visitors),
                })}
              </title>
              <rect x={x + 1} y={plot - h} width={slot - 2} height={h} rx={2} fill="var(--mantine-color-blue-2)" />
              <rect
                x={x + slot * 0.25}
                y={plot - hv}
                width={slot * 0.5}
                height={hv}
                rx={1}
                fill="var(--mantine-color-blue-7)"
              />
              {(i % tick === 0 && days.length - 1 - i >= tick / 2) || i === days.length - 1 ? (
                <text
                  x={i === 0 ? x : i === days.length - 1 ? x + slot : x + slot / 2}
                  y={HEIGHT - 6}
                  fontSize={11}
                  textAnchor={i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"}
                  fill="var(--mantine-color-dimmed)"
                >
                  {label(d.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </Card>
  );
}
