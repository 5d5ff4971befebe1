import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** One visitor on the map (GET /api/admin/map-data). */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  country_code: string;
  city: string | null;
  last_seen: string;
  /** Seen in the last 5 minutes. */
  active: boolean;
  visits: number;
}

/** The map refreshes on this beat (spec: every 30 seconds). */
export const MAP_REFRESH_MS = 30_000;

export function getMapData(minutes: number): Promise<MapPoint[]> {
  return api.get<MapPoint[]>("/api/admin/map-data", { query: { minutes } });
}

export function useMapData(minutes: number) {
  return useQuery({
    queryKey: ["admin", "visitors", "map", minutes],
    queryFn: () => getMapData(minutes),
    refetchInterval: MAP_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
