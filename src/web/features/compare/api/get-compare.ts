import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { carsQueryKey } from "../../../lib/catalogue/list-cars";
import type { CompareResult } from "../../../../shared/api/compare";

/** GET /api/cars/compare?ids=…: 2 to 4 cars as an anonymous visitor sees them; off for fewer than 2. */
export function useCompare(ids: number[]) {
  return useQuery({
    queryKey: [...carsQueryKey, "compare", ids],
    queryFn: () => api.get<CompareResult>("/api/cars/compare", { query: { ids: ids.join(",") } }),
    enabled: ids.length >= 2,
  });
}
