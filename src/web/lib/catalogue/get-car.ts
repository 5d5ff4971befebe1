import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import type { CarDetail } from "../../../shared/api/cars";
import { carsQueryKey } from "./list-cars";

export function getCar(id: number): Promise<CarDetail> {
  return api.get<CarDetail>(`/api/cars/${id}`);
}

/** GET /api/cars/{car_id}; disabled for an id that is not a positive integer. */
export function useCar(id: number) {
  return useQuery({
    queryKey: [...carsQueryKey, "detail", id],
    queryFn: () => getCar(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
