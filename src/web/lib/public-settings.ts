import { useQuery } from "@tanstack/react-query";
import type { PublicSettings } from "../../shared/api/settings";
import { api } from "./api-client";

export type { PublicSettings };

export const publicSettingsQueryKey = ["settings", "public"] as const;

export function getPublicSettings(): Promise<PublicSettings> {
  return api.get<PublicSettings>("/api/settings/public");
}

export function usePublicSettings() {
  return useQuery({
    queryKey: publicSettingsQueryKey,
    queryFn: getPublicSettings,
    staleTime: 5 * 60_000,
  });
}
