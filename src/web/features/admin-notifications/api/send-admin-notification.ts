import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { broadcastsQueryKey } from "./list-broadcasts";
import type {
  AdminNotificationBody as AdminNotificationInput,
  SendResult as AdminNotificationResult,
} from "../../../../shared/api/notifications";

export type { AdminNotificationResult };

export type { AdminNotificationInput };

export function sendAdminNotification(input: AdminNotificationInput): Promise<AdminNotificationResult> {
  return api.post<AdminNotificationResult>("/api/admin/notifications", input);
}

export function useSendAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAdminNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastsQueryKey }),
  });
}
