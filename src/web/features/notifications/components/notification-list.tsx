import { Button, EmptyState, Group, Pagination, Skeleton, Stack, Text } from "@mantine/core";
import { IconBellOff, IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "../../../lib/lang-router";
import { QueryError } from "../../../components/query-error";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError } from "../../../lib/notify";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import type { AppNotification } from "../types/notification";
import { NotificationItem } from "./notification-item";

/**
 * The logged-in user's notifications with "mark as read" and "mark all as read". Used on
 * /me/notifications, in the bell's panel (compact) and on My page.
 */
export function NotificationList({
  pageSize = 10,
  unreadOnly = false,
  compact = false,
  withPagination = true,
  onNavigate,
}: {
  pageSize?: number;
  unreadOnly?: boolean;
  compact?: boolean;
  withPagination?: boolean;
  /** Called after an item's link is followed (the bell closes its panel). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("notifications");
  const message = useErrorMessage();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useNotifications({ page, pageSize, unreadOnly });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const onError = (error: unknown) => notifyError(message(error));

  const open = (n: AppNotification) => {
    if (!n.read) markRead.mutate(n.id, { onError });
    if (n.link && n.link.startsWith("/")) {
      void navigate(n.link);
      onNavigate?.();
    }
  };

  if (list.isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        {Array.from({ length: compact ? 3 : 4 }, (_, i) => (
          <Skeleton key={i} height={compact ? 56 : 88} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;

  const { items, total, unread_count: unread } = list.data;
  return (
    <Stack gap={compact ? "xs" : "sm"} data-testid="notification-list">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="notification-unread-count">
          {t("list.unread", { count: unread })}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError })}
          data-testid="notification-mark-all-read"
        >
          {t("list.markAllRead")}
        </Button>
      </Group>
      {items.length === 0 ? (
        <EmptyState
          py={compact ? "sm" : "lg"}
          icon={<IconBellOff aria-hidden />}
          title={unreadOnly ? t("list.emptyUnreadTitle") : t("list.emptyTitle")}
          description={compact ? undefined : t("list.emptyDescription")}
          data-testid="notification-list-empty"
        />
      ) : (
        items.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            compact={compact}
            onOpen={open}
            onMarkRead={(item) => markRead.mutate(item.id, { onError })}
            marking={markRead.isPending && markRead.variables === n.id}
          />
        ))
      )}
      {withPagination && total > pageSize ? (
        <Group justify="center">
          <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
