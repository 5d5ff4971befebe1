import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/i18n";
import type { NotificationsPage } from "../types/notification";
import { queryKeys } from "../../../lib/query-keys";

export interface NotificationsQuery {
  page: number;
  pageSize: number;
  unreadOnly?: boolean;
}

export function getNotifications(query: NotificationsQuery): Promise<NotificationsPage> {
  return api.get("/api/users/me/notifications", {
    query: { page: query.page, page_size: query.pageSize, unread_only: query.unreadOnly ? true : undefined },
  });
}

/** The logged-in user's notifications, newest first, with the unread count. */
export function useNotifications(query: NotificationsQuery, enabled = true) {
  // The server writes them in the page's language: another language is another answer.
  const lang = currentLanguage();
  useTranslation("common");
  return useQuery({
    queryKey: queryKeys.notifications.list(query, lang),
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
