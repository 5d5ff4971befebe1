import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SnsStatus } from "../../../../shared/api/constants";
import type { AdminSnsSubmission, AdminSnsPage } from "../../../../shared/api/sns";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminSnsSubmission, AdminSnsPage };

export function useAdminSnsSubmissions(query: { status: SnsStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: queryKeys.admin.sns.list(query),
    queryFn: () =>
      api.get("/api/sns-share/admin", { query: { status: query.status, page: query.page, page_size: query.pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Approves (the reward is credited once) or rejects a pending submission. */
export function useVerifySubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approved, note }: { id: number; approved: boolean; note: string }) =>
      api.post("/api/sns-share/admin/{id}/verify", { path: { id }, body: { approved, note: note.trim() || null } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.sns.all }),
  });
}
