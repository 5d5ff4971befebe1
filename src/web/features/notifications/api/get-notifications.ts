import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { NotificationsPage } from "../types/notification";
import { notificationsQueryKey } from "./notifications-query-key";

export interface NotificationsQuery {
  page: number;
  pageSize: number;
  unreadOnly?: boolean;
}

export function getNotifications(query: NotificationsQuery): Promise<NotificationsPage> {
  return api.get<NotificationsPage>("/api/users/me/notifications", {
    query: { page: query.page, page_size: query.pageSize, unread_only: query.unreadOnly ? true : undefined },
  });
}

/** The logged-in user's notifications, newest first, with the unread count. */
export function useNotifications(query: NotificationsQuery, enabled = true) {
  return useQuery({
    queryKey: [...notificationsQueryKey, "list", query],
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
