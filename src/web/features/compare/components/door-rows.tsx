import { Badge, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CarDetail } from "../../../../shared/api/cars";
import { chainFigures, chainTotal, usdExact } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useMoney } from "../../../lib/money";
import { useChosenPort } from "../../../lib/ports/ports";

type Row = { key: string; label: string; values: string[]; render?: (car: CarDetail) => ReactNode };

/**
 * The compare table's rows at the buyer's port, the car page's figures (the price chain): the
 * price delivered there, the import duties and taxes and the total at the door, in the buyer's
 * currency, adding up as written, with the dollars beside them (to the cent, as the quote and the
 * invoice state them; they add up too); a short word where the server could not say (no rules,
 * engine size). No rows without a port (the table then shows the export cost estimate).
 */
export function useDoorRows(): (cars: CarDetail[]) => Row[] {
  const { t } = useTranslation(["duties", "ports"]);
  const lang = currentLanguage();
  const money = useMoney();
  const { port } = useChosenPort();
  return (list) => {
    if (!port) return [];
    const cars = list;
    const portName = port.name[lang];
    const unavailable = (c: CarDetail) => t(`compare.short.${c.duties_unavailable ?? "no_rules"}`);
    // The same amount in dollars under the buyer's currency, when that is another.
    const usd = (amount: number | undefined, testId: string) =>
      amount !== undefined && money.currency !== "USD" ? (
        <Text size="xs" c="dimmed" data-testid={`${testId}-usd`}>
          {usdExact(amount, lang)}
        </Text>
      ) : null;
    const cell = (c: CarDetail, text: string, testId: string, usdAmount: number | undefined) => {
      const car = c;
      return (
        <Stack gap={4} align="flex-start">
          <div>
            <Text
              size="sm"
              fw={car.duties ? 600 : undefined}
              c={car.duties ? undefined : "dimmed"}
              data-testid={testId}
            >
              {text}
            </Text>
            {car.duties ? usd(usdAmount, testId) : null}
          </div>
          {car.duties && !car.duties.eligible ? (
            <Badge color="orange" variant="light" tt="none" data-testid="compare-too-old">
              {t("compare.tooOld")}
            </Badge>
          ) : null}
        </Stack>
      );
    };
    const figures = cars.map((c) =>
      c.landed && c.duties ? chainFigures(c.landed.total, c.duties.door_total, money.currency, lang) : null,
    );
    const landed = cars.map((c) => (c.landed ? chainTotal(c.landed.total, money.currency, lang) : "—"));
    const duties = cars.map((c, i) => figures[i]?.duties ?? unavailable(c));
    const door = cars.map((c, i) => figures[i]?.door ?? unavailable(c));
    return [
      {
        key: "landed",
        label: t("landed.deliveredTo", { ns: "ports", port: portName }),
        values: landed,
        render: (c) => (
          <div>
            <Text size="sm" fw={600} data-testid="compare-landed">
              {landed[list.indexOf(c)]}
            </Text>
            {usd(c.landed?.total_usd, "compare-landed")}
          </div>
        ),
      },
      {
        key: "duties",
        label: t("compare.duties", { port: portName }),
        values: duties,
        render: (c) => cell(c, duties[list.indexOf(c)], "compare-duties", c.duties?.total_usd),
      },
      {
        key: "door",
        label: t("compare.door", { port: portName }),
        values: door,
        render: (c) => cell(c, door[list.indexOf(c)], "compare-door", c.duties?.door_total_usd),
      },
    ];
  };
}
