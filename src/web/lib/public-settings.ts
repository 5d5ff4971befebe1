import { useQuery } from "@tanstack/react-query";
import type { PublicSettings } from "../../shared/api/settings";
import { api } from "./api-client";
import { queryKeys } from "./query-keys";

export type { PublicSettings };

export function getPublicSettings(): Promise<PublicSettings> {
  return api.get("/api/settings/public");
}

export function usePublicSettings() {
  return useQuery({
    queryKey: queryKeys.publicSettings,
    queryFn: getPublicSettings,
    staleTime: 5 * 60_000,
  });
}
