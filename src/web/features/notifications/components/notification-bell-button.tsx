import { ActionIcon, Indicator } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "react-i18next";

/** The bell with the unread count; a button (the panel's target). */
export const NotificationBellButton = forwardRef<
  HTMLButtonElement,
  { count: number } & Omit<ComponentPropsWithoutRef<"button">, "children" | "color">
>(function NotificationBellButton({ count, ...rest }, ref) {
  const { t } = useTranslation("notifications");
  return (
    <Indicator
      label={count > 99 ? "99+" : count}
      size={18}
      color="red"
      offset={6}
      disabled={count === 0}
      data-testid="notification-bell-count"
      data-count={count}
    >
      <ActionIcon
        ref={ref}
        variant="default"
        size="lg"
        radius="md"
        aria-label={t("bell.label", { count })}
        data-testid="notification-bell"
        {...rest}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
});
