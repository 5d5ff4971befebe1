import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Settings as AdminSettings } from "../../../../shared/api/settings";
import { queryKeys } from "../../../lib/query-keys";

export function getAdminSettings(): Promise<AdminSettings> {
  return api.get("/api/admin/settings");
}

export function useAdminSettings() {
  return useQuery({ queryKey: queryKeys.admin.settings, queryFn: getAdminSettings });
}
