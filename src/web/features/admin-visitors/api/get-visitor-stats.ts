import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { MAP_REFRESH_MS } from "./get-map-data";

export interface VisitorCounts {
  visits: number;
  visitors: number;
}

/** GET /api/admin/visitor-stats. */
export interface VisitorStats {
  days: number;
  time_zone: string;
  totals: VisitorCounts & {
    today_visits: number;
    today_visitors: number;
    active_visitors: number;
    countries: number;
  };
  per_day: Array<VisitorCounts & { date: string }>;
  per_country: Array<VisitorCounts & { country_code: string }>;
}

export function getVisitorStats(days: number): Promise<VisitorStats> {
  return api.get<VisitorStats>("/api/admin/visitor-stats", { query: { days } });
}

export function useVisitorStats(days = 30) {
  return useQuery({
    queryKey: ["admin", "visitors", "stats", days],
    queryFn: () => getVisitorStats(days),
    refetchInterval: MAP_REFRESH_MS,
  });
}
