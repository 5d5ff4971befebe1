import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ImportRules } from "../../../../shared/api/import-rules";

export type { ImportRules };

export const importRulesQueryKey = ["import-rules"] as const;

/** GET /api/import-rules: every country's rules, by country (the same list buyers can read). */
export function useImportRules() {
  return useQuery({
    queryKey: importRulesQueryKey,
    queryFn: () => api.get<ImportRules[]>("/api/import-rules"),
  });
}
