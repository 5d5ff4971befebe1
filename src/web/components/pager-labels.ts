import { useTranslation } from "react-i18next";

type Control = "first" | "previous" | "last" | "next";

/**
 * `getControlProps` for Mantine's Pagination: its arrow buttons have no text, so they are
 * named in the page language (a nameless button fails screen readers and Lighthouse).
 */
export function usePagerLabels() {
  const { t } = useTranslation("common");
  return (control: Control) => ({ "aria-label": t(`a11y.pagination.${control}`) });
}
