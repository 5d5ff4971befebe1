import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationsQueryKey } from "./notifications-query-key";

export function markAllNotificationsRead(): Promise<{ updated: number; unread_count: number }> {
  return api.post<{ updated: number; unread_count: number }>("/api/users/me/notifications/read-all");
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
