import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import type { CarListQuery as CarFilters, CarListPage } from "../../../shared/api/cars";

export const carsQueryKey = ["cars"] as const;

/** A page of the public list (`total_capped`: more than `total` cars match, "10,000+"). */
export type { CarListPage };

export function listCars(filters: CarFilters): Promise<CarListPage> {
  return api.get<CarListPage>("/api/cars", { query: { ...filters } });
}

/** GET /api/cars with the contract's filters, sort and paging. */
export function useCars(filters: CarFilters) {
  return useQuery({
    queryKey: [...carsQueryKey, "list", filters],
    queryFn: () => listCars(filters),
    placeholderData: keepPreviousData,
  });
}
