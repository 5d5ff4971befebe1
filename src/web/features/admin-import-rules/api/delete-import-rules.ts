import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { carsQueryKey } from "../../../lib/catalogue/list-cars";
import { importRulesQueryKey } from "./get-import-rules";

/** DELETE /api/admin/import-rules/{country}: the country's cars then have no duties (`no_rules`). */
export function useDeleteImportRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (country: string) => api.delete<void>(`/api/admin/import-rules/${encodeURIComponent(country)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importRulesQueryKey }),
        queryClient.invalidateQueries({ queryKey: carsQueryKey }),
      ]),
  });
}
