import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AppNotification } from "../types/notification";
import { notificationsQueryKey } from "../../../lib/notifications-query-key";

export function markNotificationRead(id: number): Promise<AppNotification & { unread_count: number }> {
  return api.post<AppNotification & { unread_count: number }>(`/api/users/me/notifications/${id}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
