import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MakerCount, ModelCount } from "../types/car";
import { carsQueryKey } from "../../../lib/catalogue/list-cars";

/** Makers with their number of available cars (GET /api/cars/makers). */
export function useMakers() {
  return useQuery({
    queryKey: [...carsQueryKey, "makers"],
    queryFn: () => api.get<MakerCount[]>("/api/cars/makers"),
    staleTime: 5 * 60_000,
  });
}

/** Models of a maker (GET /api/cars/models?maker=); idle without a maker. */
export function useModels(maker: string | undefined) {
  return useQuery({
    queryKey: [...carsQueryKey, "models", maker],
    queryFn: () => api.get<ModelCount[]>("/api/cars/models", { query: { maker } }),
    enabled: !!maker,
    staleTime: 5 * 60_000,
  });
}
