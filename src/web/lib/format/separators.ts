/**
 * The digit-group and decimal separators of a language, as Intl.NumberFormat writes them
 * (Russian: "1 234 567,5"), so number inputs show numbers the way the tables beside them do.
 */
export function numberSeparators(lang: string): { thousandSeparator: string; decimalSeparator: string } {
  const parts = new Intl.NumberFormat(lang).formatToParts(1234567.5);
  return {
    thousandSeparator: parts.find((p) => p.type === "group")?.value ?? ",",
    decimalSeparator: parts.find((p) => p.type === "decimal")?.value ?? ".",
  };
}
