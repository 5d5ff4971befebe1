import { Badge } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A card's "No accident" mark: only when the inspection record says so (unknown shows nothing). */
export function NoAccidentBadge({ accident }: { accident: boolean | null | undefined }) {
  const { t } = useTranslation("condition");
  if (accident !== false) return null;
  return (
    <Badge
      // Dark enough for its small white text (WCAG AA 4.5:1; the default teal gave 2.6:1).
      color="teal.9"
      variant="filled"
      size="sm"
      leftSection={<IconShieldCheck size={12} aria-hidden />}
      data-testid="car-no-accident"
    >
      {t("badge.noAccident")}
    </Badge>
  );
}
