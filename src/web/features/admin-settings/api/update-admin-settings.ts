import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { publicSettingsQueryKey } from "../../../lib/public-settings";
import type { Settings as AdminSettings, SettingsPatch } from "../../../../shared/api/settings";
import { adminSettingsQueryKey } from "./get-admin-settings";

/** PUT takes any subset of the keys and answers the whole object. */
export function updateAdminSettings(changes: SettingsPatch): Promise<AdminSettings> {
  return api.put<AdminSettings>("/api/admin/settings", changes);
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsQueryKey, settings);
      // The header's Board entry, the cost page and others read the public copy.
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
}
