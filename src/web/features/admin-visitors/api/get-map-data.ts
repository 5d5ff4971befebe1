import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MapPointSchema as MapPoint } from "../../../../shared/api/visitors";
import { queryKeys } from "../../../lib/query-keys";

export type { MapPoint };

/** The map refreshes on this beat (spec: every 30 seconds). */
export const MAP_REFRESH_MS = 30_000;

export function getMapData(minutes: number): Promise<MapPoint[]> {
  return api.get("/api/admin/map-data", { query: { minutes } });
}

export function useMapData(minutes: number) {
  return useQuery({
    queryKey: queryKeys.admin.visitors.map(minutes),
    queryFn: () => getMapData(minutes),
    refetchInterval: MAP_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
