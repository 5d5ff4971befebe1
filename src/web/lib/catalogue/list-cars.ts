import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { useChosenPort } from "../ports/ports";
import type { CarListQuery as CarFilters, CarListPage } from "../../../shared/api/cars";

export const carsQueryKey = ["cars"] as const;

/** A page of the public list (`total_capped`: more than `total` cars match, "10,000+"). */
export type { CarListPage };

export function listCars(filters: CarFilters): Promise<CarListPage> {
  return api.get<CarListPage>("/api/cars", { query: { ...filters } });
}

/** GET /api/cars with the contract's filters, sort and paging, at the buyer's port (landed_total_usd). */
export function useCars(filters: CarFilters) {
  const { portId, ready } = useChosenPort();
  const query = portId ? { ...filters, port_id: portId } : filters;
  return useQuery({
    queryKey: [...carsQueryKey, "list", query],
    queryFn: () => listCars(query),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
}
