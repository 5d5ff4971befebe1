import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The recent runs; polled while one is going on so its progress and figures move. */
export function useSyncRuns() {
  return useQuery({
    queryKey: queryKeys.admin.upstream.syncRuns,
    queryFn: () => api.get("/api/admin/sync-runs", { query: { page: 1, page_size: 10 } }),
    refetchInterval: (query) => (query.state.data?.items.some((r) => r.status === "running") ? 1500 : false),
  });
}

/** "Run now" (202); a 409 means a run is already going on. */
export function useStartSyncRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/admin/sync-runs"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.upstream.syncRuns }),
  });
}

/** The sync settings (edited on the settings page), to show when the scheduled run happens. */
export function useSyncSchedule() {
  return useQuery({
    queryKey: queryKeys.admin.upstream.syncSchedule,
    queryFn: () => api.get("/api/admin/settings"),
    select: (s) => ({ enabled: s.sync_enabled, time: s.sync_time, maxPerRun: s.sync_max_per_run }),
  });
}
