import { Badge } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A card's "No accident" mark: only when the inspection record says so (unknown shows nothing). */
export function NoAccidentBadge({ accident }: { accident: boolean | null | undefined }) {
  const { t } = useTranslation("condition");
  if (accident !== false) return null;
  return (
    <Badge
      color="teal"
      variant="light"
      size="sm"
      leftSection={<IconShieldCheck size={12} aria-hidden />}
      data-testid="car-no-accident"
    >
      {t("badge.noAccident")}
    </Badge>
  );
}
