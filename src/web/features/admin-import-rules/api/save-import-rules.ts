import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ImportRulesBody } from "../../../../shared/api/import-rules";
import { queryKeys } from "../../../lib/query-keys";

/** PUT /api/admin/import-rules/{country}: replaces one country's rules; the cars' duties follow. */
export function useSaveImportRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ country, body }: { country: string; body: ImportRulesBody }) =>
      api.put("/api/admin/import-rules/{country}", { path: { country }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.importRules }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cars.all }),
      ]),
  });
}
