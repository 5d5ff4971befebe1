import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type {
  AdminNotificationBody as AdminNotificationInput,
  SendResult as AdminNotificationResult,
} from "../../../../shared/api/notifications";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminNotificationResult };

export type { AdminNotificationInput };

export function sendAdminNotification(input: AdminNotificationInput): Promise<AdminNotificationResult> {
  return api.post("/api/admin/notifications", { body: input });
}

export function useSendAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAdminNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.notificationBroadcasts.all }),
  });
}
