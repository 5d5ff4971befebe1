import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationsQueryKey } from "../../../lib/notifications-query-key";
import type { ReadAllResult } from "../../../../shared/api/notifications";

export function markAllNotificationsRead(): Promise<ReadAllResult> {
  return api.post<ReadAllResult>("/api/users/me/notifications/read-all");
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
