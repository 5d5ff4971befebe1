import { NativeSelect } from "@mantine/core";
import { IconCoin } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CURRENCIES, setCurrency, useCurrency, type Currency } from "../lib/currency";
import { useFollowInAddress } from "../lib/lang-router";

/**
 * Switches the price currency in place (remembered in localStorage); a page that names its
 * currency (?currency=, chosen without JavaScript) moves to the new one. The select below and the
 * footer's links use it.
 */
export function useChooseCurrency() {
  const follow = useFollowInAddress("currency");
  return (next: Currency) => {
    setCurrency(next);
    follow(next);
  };
}

/** The price currency (KRW, USD, MNT, RUB) beside the language switcher. */
export function CurrencySwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation("common");
  const currency = useCurrency();
  const choose = useChooseCurrency();
  return (
    <NativeSelect
      aria-label={t("currency.label")}
      value={currency}
      onChange={(event) => choose(event.currentTarget.value as Currency)}
      leftSection={<IconCoin size={18} aria-hidden />}
      w={fullWidth ? "100%" : { base: 100, sm: 110 }}
      data-testid="currency-switcher"
    >
      {CURRENCIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </NativeSelect>
  );
}
