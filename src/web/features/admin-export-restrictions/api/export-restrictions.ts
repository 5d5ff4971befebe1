import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ExportRestrictions, ExportRestrictionsBody } from "../../../../shared/api/export-restrictions";
import { queryKeys } from "../../../lib/query-keys";

export type { ExportRestrictions, ExportRestrictionsBody };

/** GET /api/export-restrictions: every country's restrictions, by country (the list buyers can read too). */
export function useExportRestrictions() {
  return useQuery({
    queryKey: queryKeys.exportRestrictions,
    queryFn: () => api.get("/api/export-restrictions"),
  });
}

/** What a change of restrictions changes: the list itself, and every car's export status (the catalogue, orders). */
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.exportRestrictions }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cars.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  ]);

/** PUT /api/admin/export-restrictions/{country}: replaces one country's restrictions. */
export function useSaveExportRestrictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ country, body }: { country: string; body: ExportRestrictionsBody }) =>
      api.put("/api/admin/export-restrictions/{country}", { path: { country }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/admin/export-restrictions/{country}: every car may go there again. */
export function useDeleteExportRestrictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (country: string) => api.delete("/api/admin/export-restrictions/{country}", { path: { country } }),
    onSuccess: () => refresh(queryClient),
  });
}
