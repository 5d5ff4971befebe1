import { ActionIcon, Button } from "@mantine/core";
import { IconScale, IconScaleFilled } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { COMPARE_LIMITS, toggleCompare, useCompareIds } from "../lib/compare/compare-list";
import { notifyInfo } from "../lib/notify";

/**
 * Adds a car to the compare list kept in the browser, or takes it out. `variant="icon"` sits on a
 * card (beside its link, like the heart: the click must not open the car); `"button"` on a car page.
 */
export function CompareButton({ carId, variant = "button" }: { carId: number; variant?: "icon" | "button" }) {
  const { t } = useTranslation("compare");
  const on = useCompareIds().includes(carId);
  const click = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!toggleCompare(carId)) notifyInfo(t("full", { max: COMPARE_LIMITS.max }));
  };
  const label = on ? t("remove") : t("add");
  if (variant === "icon") {
    return (
      <ActionIcon
        variant={on ? "filled" : "white"}
        color="brand"
        radius="xl"
        size="md"
        onClick={click}
        aria-pressed={on}
        aria-label={label}
        title={label}
        data-testid="compare-toggle"
        data-on={on ? "true" : "false"}
      >
        {on ? <IconScaleFilled size={18} aria-hidden /> : <IconScale size={18} aria-hidden />}
      </ActionIcon>
    );
  }
  return (
    <Button
      variant={on ? "filled" : "default"}
      onClick={click}
      aria-pressed={on}
      leftSection={on ? <IconScaleFilled size={18} aria-hidden /> : <IconScale size={18} aria-hidden />}
      data-testid="compare-toggle"
      data-on={on ? "true" : "false"}
    >
      {on ? t("inCompare") : t("add")}
    </Button>
  );
}
