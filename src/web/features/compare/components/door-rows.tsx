import { Badge, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CarDetail } from "../../../../shared/api/cars";
import { currentLanguage } from "../../../lib/i18n";
import { useMoney } from "../../../lib/money";
import { useChosenPort } from "../../../lib/ports/ports";
import { formatMoney } from "../../../lib/price-format";

type Row = { key: string; label: string; values: string[]; render?: (car: CarDetail) => ReactNode };

/**
 * The compare table's rows at the buyer's port: the import duties and taxes and the total at the
 * door, in the buyer's currency; a short word where the server could not say (no rules, engine size).
 * No rows without a port.
 */
export function useDoorRows(): (cars: CarDetail[]) => Row[] {
  const { t } = useTranslation("duties");
  const lang = currentLanguage();
  const money = useMoney();
  const { port } = useChosenPort();
  return (list) => {
    if (!port) return [];
    const cars = list;
    const portName = port.name[lang];
    const unavailable = (c: CarDetail) => t(`compare.short.${c.duties_unavailable ?? "no_rules"}`);
    const cell = (c: CarDetail, text: string, testId: string) => {
      const car = c;
      return (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={car.duties ? 600 : undefined} c={car.duties ? undefined : "dimmed"} data-testid={testId}>
            {text}
          </Text>
          {car.duties && !car.duties.eligible ? (
            <Badge color="orange" variant="light" tt="none" data-testid="compare-too-old">
              {t("compare.tooOld")}
            </Badge>
          ) : null}
        </Stack>
      );
    };
    const duties = cars.map((c) =>
      c.duties
        ? money.format(c.duties.total_usd * (c.duties.door_total.KRW / (c.duties.door_total_usd || 1)))
        : unavailable(c),
    );
    const door = cars.map((c) =>
      c.duties ? formatMoney(c.duties.door_total[money.currency], money.currency, lang) : unavailable(c),
    );
    return [
      {
        key: "duties",
        label: t("compare.duties", { port: portName }),
        values: duties,
        render: (c) => cell(c, duties[list.indexOf(c)], "compare-duties"),
      },
      {
        key: "door",
        label: t("compare.door", { port: portName }),
        values: door,
        render: (c) => cell(c, door[list.indexOf(c)], "compare-door"),
      },
    ];
  };
}
