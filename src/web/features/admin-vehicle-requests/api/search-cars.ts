import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminCarListItem } from "../../../../shared/api/cars";
import type { Page } from "../../../../shared/api/common";

/** A car of the admin Local Cars list (GET /api/admin/cars). */
export type AdminCarResult = AdminCarListItem;

/** The admin Local Cars list searched by name, number or id, for picking recommended cars. */
export function useCarSearch(q: string) {
  return useQuery({
    queryKey: ["admin", "cars", "recommend-search", q],
    queryFn: () =>
      api.get<Page<AdminCarResult>>("/api/admin/cars", { query: { q: q.trim(), page_size: 10, status: "active" } }),
    placeholderData: keepPreviousData,
  });
}
