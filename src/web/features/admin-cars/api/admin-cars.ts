import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";
import type { AdminCarListItem, AdminCarDetail as AdminCar, CarStatus } from "../../../../shared/api/cars";

export type { AdminCarListItem, AdminCar, CarStatus };

export interface AdminCarsQuery {
  q: string;
  status: "all" | CarStatus;
  page: number;
  pageSize: number;
}

export const adminCarsQueryKey = ["admin", "cars"] as const;

export function useAdminCars(query: AdminCarsQuery) {
  return useQuery({
    queryKey: [...adminCarsQueryKey, "list", query],
    queryFn: () =>
      api.get<Page<AdminCarListItem>>("/api/admin/cars", {
        query: { q: query.q.trim(), status: query.status, page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCar(id: number) {
  return useQuery({
    queryKey: [...adminCarsQueryKey, "detail", id],
    queryFn: () => api.get<AdminCar>(`/api/admin/cars/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
