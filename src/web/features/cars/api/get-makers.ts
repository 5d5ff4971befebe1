import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Makers with their number of available cars (GET /api/cars/makers). */
export function useMakers() {
  return useQuery({
    queryKey: queryKeys.cars.makers,
    queryFn: () => api.get("/api/cars/makers"),
    staleTime: 5 * 60_000,
  });
}

/** Models of a maker (GET /api/cars/models?maker=); idle without a maker. */
export function useModels(maker: string | undefined) {
  return useQuery({
    queryKey: queryKeys.cars.models(maker),
    queryFn: () => api.get("/api/cars/models", { query: { maker: maker! } }),
    enabled: !!maker,
    staleTime: 5 * 60_000,
  });
}
