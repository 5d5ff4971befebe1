import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { carsQueryKey } from "../../../lib/catalogue/list-cars";
import type { ImportRules, ImportRulesBody } from "../../../../shared/api/import-rules";
import { importRulesQueryKey } from "./get-import-rules";

/** PUT /api/admin/import-rules/{country}: replaces one country's rules; the cars' duties follow. */
export function useSaveImportRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ country, body }: { country: string; body: ImportRulesBody }) =>
      api.put<ImportRules>(`/api/admin/import-rules/${encodeURIComponent(country)}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importRulesQueryKey }),
        queryClient.invalidateQueries({ queryKey: carsQueryKey }),
      ]),
  });
}
