import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ReadAllResult } from "../../../../shared/api/notifications";
import { queryKeys } from "../../../lib/query-keys";

export function markAllNotificationsRead(): Promise<ReadAllResult> {
  return api.post("/api/users/me/notifications/read-all");
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
