import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../lib/i18n";
import { numberSeparators } from "../lib/format";

/**
 * A number input with the page language's separators (Russian "1 234 567,5"), the same as the
 * tables (lib/format). `grouped` adds digit groups (prices, mileage).
 */
export function LocalNumberInput({ grouped = false, ...props }: NumberInputProps & { grouped?: boolean }) {
  useTranslation(); // re-renders on a language change
  const { thousandSeparator, decimalSeparator } = numberSeparators(currentLanguage());
  return (
    <NumberInput
      decimalSeparator={decimalSeparator}
      thousandSeparator={grouped ? thousandSeparator : undefined}
      {...props}
    />
  );
}
