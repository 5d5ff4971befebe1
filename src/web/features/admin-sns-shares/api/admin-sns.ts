import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SnsStatus } from "../../../../shared/api/constants";
import type { SnsSubmission } from "../../../../shared/api/sns";
import type { AdminSnsSubmission, AdminSnsPage } from "../../../../shared/api/sns";

export type { AdminSnsSubmission, AdminSnsPage };

export const adminSnsQueryKey = ["admin", "sns"] as const;

export function useAdminSnsSubmissions(query: { status: SnsStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...adminSnsQueryKey, query],
    queryFn: () =>
      api.get<AdminSnsPage>("/api/sns-share/admin", {
        query: { status: query.status, page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Approves (the reward is credited once) or rejects a pending submission. */
export function useVerifySubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approved, note }: { id: number; approved: boolean; note: string }) =>
      api.post<SnsSubmission>(`/api/sns-share/admin/${id}/verify`, { approved, note: note.trim() || null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSnsQueryKey }),
  });
}
