import { Text, type TextProps } from "@mantine/core";
import { useCurrency } from "../lib/currency";
import { currentLanguage } from "../lib/i18n";
import type { CarListItem } from "../../shared/api/cars";
import { formatMoney, formatPrice } from "../lib/format";

/**
 * A car's price in the visitor's currency with the KRW price beside it (the price the
 * dealer quotes). Without `prices` (an older summary) it is the KRW price alone.
 */
export function CarPrice({
  car,
  testId,
  ...props
}: { car: Pick<CarListItem, "price_krw" | "prices" | "soldout">; testId?: string } & TextProps) {
  const lang = currentLanguage();
  const currency = useCurrency();
  const converted = car.prices && currency !== "KRW" ? formatMoney(car.prices[currency], currency, lang) : null;
  return (
    <div>
      <Text
        fw={700}
        c={car.soldout ? "dimmed" : "brand.7"}
        td={car.soldout ? "line-through" : undefined}
        data-testid={testId}
        data-currency={converted ? currency : "KRW"}
        {...props}
      >
        {converted ?? formatPrice(car.price_krw, lang)}
      </Text>
      {converted ? (
        <Text size="sm" c="dimmed" data-testid={testId ? `${testId}-krw` : undefined}>
          {formatPrice(car.price_krw, lang)}
        </Text>
      ) : null}
    </div>
  );
}
