import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { broadcastsQueryKey } from "./list-broadcasts";

export type AdminNotificationInput = { title: string; message: string } & ({ user_id: number } | { all: true });

export interface AdminNotificationResult {
  /** Notifications written so far. */
  created: number;
  recipients: number;
  /** Still being written in the background (large "all users" messages). */
  queued: number;
  broadcast_id: number | null;
}

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
