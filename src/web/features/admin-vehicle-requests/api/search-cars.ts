import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminCarListItem } from "../../../../shared/api/cars";
import { queryKeys } from "../../../lib/query-keys";

/** A car of the admin Local Cars list (GET /api/admin/cars). */
export type AdminCarResult = AdminCarListItem;

/** The admin Local Cars list searched by name, number or id, for picking recommended cars. */
export function useCarSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.admin.cars.recommendSearch(q),
    queryFn: () => api.get("/api/admin/cars", { query: { q: q.trim(), page_size: 10, status: "active" } }),
    placeholderData: keepPreviousData,
  });
}
