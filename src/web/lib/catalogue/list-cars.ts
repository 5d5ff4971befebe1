import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import type { CarListQuery as CarFilters, CarListItem } from "../../../shared/api/cars";
import type { Page } from "../../../shared/api/common";

export const carsQueryKey = ["cars"] as const;

export function listCars(filters: CarFilters): Promise<Page<CarListItem>> {
  return api.get<Page<CarListItem>>("/api/cars", { query: { ...filters } });
}

/** GET /api/cars with the contract's filters, sort and paging. */
export function useCars(filters: CarFilters) {
  return useQuery({
    queryKey: [...carsQueryKey, "list", filters],
    queryFn: () => listCars(filters),
    placeholderData: keepPreviousData,
  });
}
