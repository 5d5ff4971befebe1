import { NativeSelect } from "@mantine/core";
import { IconCoin } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CURRENCIES, setCurrency, useCurrency, type Currency } from "../lib/currency";

/** The price currency (KRW, USD, MNT, RUB) beside the language switcher; remembered in localStorage. */
export function CurrencySwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation("common");
  const currency = useCurrency();
  return (
    <NativeSelect
      aria-label={t("currency.label")}
      value={currency}
      onChange={(event) => setCurrency(event.currentTarget.value as Currency)}
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
