import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /api/admin/import-rules/{country}: the country's cars then have no duties (`no_rules`). */
export function useDeleteImportRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (country: string) => api.delete("/api/admin/import-rules/{country}", { path: { country } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.importRules }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cars.all }),
      ]),
  });
}
