import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { UnreadCountResult } from "../../../../shared/api/notifications";
import { queryKeys } from "../../../lib/query-keys";

export function getUnreadCount(): Promise<UnreadCountResult> {
  return api.get("/api/users/me/notifications/unread-count");
}

/** The bell's number; refreshed every minute and when the tab comes back into focus. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: getUnreadCount,
    select: (data) => data.unread_count,
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
