import { useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../../../shared/api/deals";
import { api } from "../../../lib/api-client";

export function useDashboard() {
  return useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: () => api.get<Dashboard>("/api/admin/dashboard"),
    // Queues change while the page is open.
    refetchInterval: 60_000,
  });
}
