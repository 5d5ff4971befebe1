import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { CarDetail, CarListItem, Page } from "../../cars/types/car";

export type CarStatus = "active" | "sold_out";

/** An item of GET /api/admin/cars: is_banner comes from the HeroBanner records. */
export interface AdminCarListItem extends CarListItem {
  status: CarStatus;
  banner_id: number | null;
  banner_position: number | null;
  car_number: string | null;
  source: string;
  created_at: string;
}

/** GET /api/admin/cars/{car_id}. */
export interface AdminCar extends CarDetail {
  dealer_comment: string | null;
  dealer_name: string | null;
  dealer_phone: string | null;
  status: CarStatus;
  soldout_at: string | null;
  source: string;
  upstream_key: string | null;
  banner: { id: number; position: number; is_active: boolean } | null;
  updated_at: string;
}

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
