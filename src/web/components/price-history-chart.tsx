import { Card, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../lib/api-client";
import { currentLanguage } from "../lib/i18n";
import { formatPrice, formatDay } from "../lib/format";
import type { PriceHistory } from "../../shared/api/buyers";
import { queryKeys } from "../lib/query-keys";

const W = 320;
const H = 80;
const PAD = 6;

/** Points of an SVG polyline for the prices, time on x, price on y (higher is up). */
export function chartPoints(history: PriceHistory, width = W, height = H): string {
  const times = history.map((p) => Date.parse(p.at));
  const prices = history.map((p) => p.price_krw);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [p0, p1] = [Math.min(...prices), Math.max(...prices)];
  const x = (t: number, i: number) =>
    t1 > t0
      ? PAD + ((t - t0) / (t1 - t0)) * (width - 2 * PAD)
      : PAD + (i / Math.max(1, history.length - 1)) * (width - 2 * PAD);
  const y = (p: number) => (p1 > p0 ? height - PAD - ((p - p0) / (p1 - p0)) * (height - 2 * PAD) : height / 2);
  return history.map((p, i) => `${x(times[i], i).toFixed(1)},${y(p.price_krw).toFixed(1)}`).join(" ");
}

/** The car's price over time; nothing while the price never changed. */
export function PriceHistoryChart({ carId }: { carId: number }) {
  const { t } = useTranslation("buyers");
  const lang = currentLanguage();
  const history = useQuery({
    queryKey: queryKeys.cars.priceHistory(carId),
    queryFn: () => api.get("/api/cars/{car_id}/price-history", { path: { car_id: carId } }),
  });
  const points = history.data ?? [];
  if (points.length < 2) return null;
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <Card withBorder radius="md" padding="md" data-testid="price-history">
      <Text fw={600} size="sm" mb="xs">
        {t("priceHistory.title")}
      </Text>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        height={H}
        role="img"
        aria-label={t("priceHistory.summary", {
          from: formatPrice(first.price_krw, lang),
          to: formatPrice(last.price_krw, lang),
        })}
      >
        <polyline
          points={chartPoints(points)}
          fill="none"
          stroke="var(--mantine-color-brand-6)"
          strokeWidth={2}
          strokeLinejoin="round"
        />
      </svg>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {formatDay(first.at, lang)} · {formatPrice(first.price_krw, lang)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDay(last.at, lang)} · {formatPrice(last.price_krw, lang)}
        </Text>
      </Group>
    </Card>
  );
}
