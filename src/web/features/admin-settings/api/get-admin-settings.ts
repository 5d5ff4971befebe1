import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Settings as AdminSettings } from "../../../../shared/api/settings";

export const adminSettingsQueryKey = ["admin", "settings"] as const;

export function getAdminSettings(): Promise<AdminSettings> {
  return api.get<AdminSettings>("/api/admin/settings");
}

export function useAdminSettings() {
  return useQuery({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings });
}
