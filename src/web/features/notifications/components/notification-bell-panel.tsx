import { Anchor, Divider, Group, Popover, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "../../../lib/lang-router";
import { NotificationBellButton } from "./notification-bell-button";
import { NotificationList } from "./notification-list";
import { paths } from "../../../config/paths";

/** The bell's dropdown: the latest notifications and a link to all of them. Its own chunk. */
export function NotificationBellPanel({ count }: { count: number }) {
  const { t } = useTranslation("notifications");
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <NotificationBellButton count={count} onClick={toggle} aria-expanded={opened} aria-haspopup="dialog" />
      </Popover.Target>
      <Popover.Dropdown p="sm" data-testid="notification-panel">
        <Text fw={700} mb="xs">
          {t("bell.title")}
        </Text>
        <ScrollArea.Autosize mah={420} type="auto">
          {opened ? <NotificationList pageSize={5} compact withPagination={false} onNavigate={close} /> : null}
        </ScrollArea.Autosize>
        <Divider my="xs" />
        <Group justify="center">
          <Anchor
            component={Link}
            to={paths.me.notifications}
            size="sm"
            onClick={close}
            data-testid="notification-see-all"
          >
            {t("bell.seeAll")}
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
