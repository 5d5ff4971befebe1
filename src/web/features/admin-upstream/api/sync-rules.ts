import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SyncRuleBody, SyncRulePatch } from "../../../../shared/api/sync";
import { queryKeys } from "../../../lib/query-keys";

/** Every rule on one page: there are a handful, and the table shows them all. */
export function useSyncRules() {
  return useQuery({
    queryKey: queryKeys.admin.upstream.syncRules,
    queryFn: () => api.get("/api/admin/sync-rules", { query: { page: 1, page_size: 100 } }),
  });
}

function useRuleMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.upstream.syncRules }),
  });
}

export const useCreateSyncRule = () =>
  useRuleMutation((body: SyncRuleBody) => api.post("/api/admin/sync-rules", { body }));

export const useUpdateSyncRule = () =>
  useRuleMutation(({ id, patch }: { id: number; patch: SyncRulePatch }) =>
    api.patch("/api/admin/sync-rules/{rule_id}", { path: { rule_id: id }, body: patch }),
  );

export const useDeleteSyncRule = () =>
  useRuleMutation((id: number) => api.delete("/api/admin/sync-rules/{rule_id}", { path: { rule_id: id } }));
