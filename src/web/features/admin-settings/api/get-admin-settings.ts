import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminSettings } from "../types/admin-settings";

export const adminSettingsQueryKey = ["admin", "settings"] as const;

export function getAdminSettings(): Promise<AdminSettings> {
  return api.get<AdminSettings>("/api/admin/settings");
}

export function useAdminSettings() {
  return useQuery({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings });
}
