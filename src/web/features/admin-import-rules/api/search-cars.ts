import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/admin/cars?q=: a few cars to preview the rules on (name, number or id). */
export function useCarSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.admin.cars.importRulesPreview(q),
    queryFn: () => api.get("/api/admin/cars", { query: { q: q.trim(), status: "all", page: 1, page_size: 20 } }),
    placeholderData: keepPreviousData,
  });
}
