import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ImportRules } from "../../../../shared/api/import-rules";
import { queryKeys } from "../../../lib/query-keys";

export type { ImportRules };

/** GET /api/import-rules: every country's rules, by country (the same list buyers can read). */
export function useImportRules() {
  return useQuery({
    queryKey: queryKeys.importRules,
    queryFn: () => api.get("/api/import-rules"),
  });
}
