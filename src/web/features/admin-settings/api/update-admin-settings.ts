import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Settings as AdminSettings, SettingsPatch } from "../../../../shared/api/settings";
import { queryKeys } from "../../../lib/query-keys";

/** PUT takes any subset of the keys and answers the whole object. */
export function updateAdminSettings(changes: SettingsPatch): Promise<AdminSettings> {
  return api.put("/api/admin/settings", { body: changes });
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.admin.settings, settings);
      // The header's Board entry, the cost page and others read the public copy.
      void queryClient.invalidateQueries({ queryKey: queryKeys.publicSettings });
    },
  });
}
