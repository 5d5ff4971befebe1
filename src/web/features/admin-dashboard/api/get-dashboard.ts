import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.admin.dashboard,
    queryFn: () => api.get("/api/admin/dashboard"),
    // Queues change while the page is open.
    refetchInterval: 60_000,
  });
}
