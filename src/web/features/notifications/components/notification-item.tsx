import { ActionIcon, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconCheck, IconPointFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import type { AppNotification } from "../types/notification";
import { dateTimeFormat } from "../../../lib/format";

/** One notification: unread ones are marked; opening one reads it and follows its link. */
export function NotificationItem(props: {
  notification: AppNotification;
  compact?: boolean;
  onOpen: (notification: AppNotification) => void;
  onMarkRead: (notification: AppNotification) => void;
  marking?: boolean;
}) {
  const { t } = useTranslation("notifications");
  const n = props.notification;
  const when = dateTimeFormat(currentLanguage()).format(new Date(n.created_at));
  return (
    <Paper
      withBorder={!props.compact}
      radius="md"
      p={props.compact ? "xs" : "md"}
      bg={n.read ? undefined : "var(--mantine-color-brand-0, var(--mantine-color-blue-0))"}
      data-testid="notification-item"
      data-read={n.read ? "true" : "false"}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <UnstyledButton
          onClick={() => props.onOpen(n)}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={n.read ? n.title : t("item.unreadLabel", { title: n.title })}
        >
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              {n.read ? null : <IconPointFilled size={12} color="var(--mantine-color-red-6)" aria-hidden />}
              {/* Whole titles, wrapped: two replies about different cars must not look alike. */}
              <Text
                fw={n.read ? 500 : 700}
                size={props.compact ? "sm" : "md"}
                style={{ overflowWrap: "anywhere" }}
                data-testid="notification-title"
              >
                {n.title}
              </Text>
            </Group>
            <Text
              size="sm"
              c="dimmed"
              lineClamp={props.compact ? 2 : undefined}
              style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
            >
              {n.message}
            </Text>
            <Text size="xs" c="dimmed">
              {when}
            </Text>
          </Stack>
        </UnstyledButton>
        {n.read ? null : (
          <Tooltip label={t("item.markRead")}>
            <ActionIcon
              variant="subtle"
              aria-label={t("item.markRead")}
              loading={props.marking}
              onClick={() => props.onMarkRead(n)}
              data-testid="notification-mark-read"
            >
              <IconCheck size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}
