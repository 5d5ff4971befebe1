import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AppNotification } from "../types/notification";
import { queryKeys } from "../../../lib/query-keys";

export function markNotificationRead(id: number): Promise<AppNotification & { unread_count: number }> {
  return api.post("/api/users/me/notifications/{id}/read", { path: { id } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
