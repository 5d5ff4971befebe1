import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminCarListItem, AdminCarDetail as AdminCar, CarStatus } from "../../../../shared/api/cars";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminCarListItem, AdminCar, CarStatus };

export interface AdminCarsQuery {
  q: string;
  status: "all" | CarStatus;
  page: number;
  pageSize: number;
}

export function useAdminCars(query: AdminCarsQuery) {
  return useQuery({
    queryKey: queryKeys.admin.cars.list(query),
    queryFn: () =>
      api.get("/api/admin/cars", {
        query: { q: query.q.trim(), status: query.status, page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCar(id: number) {
  return useQuery({
    queryKey: queryKeys.admin.cars.detail(id),
    queryFn: () => api.get("/api/admin/cars/{car_id}", { path: { car_id: id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
