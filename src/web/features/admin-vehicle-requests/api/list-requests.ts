import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../cars/types/car";
import type { RequestStatus, VehicleRequest } from "../../inquiry/types/vehicle-request";

/** An item of GET /api/admin/vehicle-requests: the request with its requester. */
export interface AdminVehicleRequest extends VehicleRequest {
  user_id: number;
  email: string;
  user_name: string;
  country: string;
}

export interface AdminRequestsQuery {
  status: RequestStatus | null;
  q: string;
  page: number;
  pageSize: number;
}

export const adminRequestsQueryKey = ["admin", "vehicle-requests"] as const;

export function listAdminRequests(query: AdminRequestsQuery): Promise<Page<AdminVehicleRequest>> {
  return api.get<Page<AdminVehicleRequest>>("/api/admin/vehicle-requests", {
    query: { status: query.status, q: query.q.trim(), page: query.page, page_size: query.pageSize },
  });
}

export function useAdminRequests(query: AdminRequestsQuery) {
  return useQuery({
    queryKey: [...adminRequestsQueryKey, query],
    queryFn: () => listAdminRequests(query),
    placeholderData: keepPreviousData,
  });
}
