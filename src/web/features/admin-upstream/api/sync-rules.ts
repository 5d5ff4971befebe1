import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SyncRule, SyncRuleBody, SyncRulePage, SyncRulePatch } from "../../../../shared/api/sync";

export const syncRulesQueryKey = ["admin", "upstream", "sync-rules"] as const;

/** Every rule on one page: there are a handful, and the table shows them all. */
export function useSyncRules() {
  return useQuery({
    queryKey: syncRulesQueryKey,
    queryFn: () => api.get<SyncRulePage>("/api/admin/sync-rules", { query: { page: 1, page_size: 100 } }),
  });
}

function useRuleMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: syncRulesQueryKey }),
  });
}

export const useCreateSyncRule = () =>
  useRuleMutation((body: SyncRuleBody) => api.post<SyncRule>("/api/admin/sync-rules", body));

export const useUpdateSyncRule = () =>
  useRuleMutation(({ id, patch }: { id: number; patch: SyncRulePatch }) =>
    api.patch<SyncRule>(`/api/admin/sync-rules/${id}`, patch),
  );

export const useDeleteSyncRule = () => useRuleMutation((id: number) => api.delete<void>(`/api/admin/sync-rules/${id}`));
