import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { CarListItem } from "../../../../shared/api/cars";
import type { Page } from "../../../../shared/api/common";

export type AdminCarResult = CarListItem & { status: "active" | "sold_out"; car_number: string | null };

/** The admin Local Cars list searched by name, number or id, for picking recommended cars. */
export function useCarSearch(q: string) {
  return useQuery({
    queryKey: ["admin", "cars", "recommend-search", q],
    queryFn: () =>
      api.get<Page<AdminCarResult>>("/api/admin/cars", { query: { q: q.trim(), page_size: 10, status: "active" } }),
    placeholderData: keepPreviousData,
  });
}
