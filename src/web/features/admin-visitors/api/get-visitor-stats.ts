import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { MAP_REFRESH_MS } from "./get-map-data";
import type { VisitorStatsSchema as VisitorStats } from "../../../../shared/api/visitors";
import { queryKeys } from "../../../lib/query-keys";

export type { VisitorStats };

export function getVisitorStats(days: number): Promise<VisitorStats> {
  return api.get("/api/admin/visitor-stats", { query: { days } });
}

export function useVisitorStats(days = 30) {
  return useQuery({
    queryKey: queryKeys.admin.visitors.stats(days),
    queryFn: () => getVisitorStats(days),
    refetchInterval: MAP_REFRESH_MS,
  });
}
