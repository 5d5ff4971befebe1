import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationsQueryKey } from "./notifications-query-key";

export function getUnreadCount(): Promise<{ unread_count: number }> {
  return api.get<{ unread_count: number }>("/api/users/me/notifications/unread-count");
}

/** The bell's number; refreshed every minute and when the tab comes back into focus. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationsQueryKey, "unread-count"],
    queryFn: getUnreadCount,
    select: (data) => data.unread_count,
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
