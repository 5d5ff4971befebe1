import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminCarListItem } from "../../../../shared/api/cars";
import type { Page } from "../../../../shared/api/common";

/** GET /api/admin/cars?q=: a few cars to preview the rules on (name, number or id). */
export function useCarSearch(q: string) {
  return useQuery({
    queryKey: ["admin", "cars", "list", "import-rules-preview", q],
    queryFn: () =>
      api.get<Page<AdminCarListItem>>("/api/admin/cars", {
        query: { q: q.trim(), status: "all", page: 1, page_size: 20 },
      }),
    placeholderData: keepPreviousData,
  });
}
