import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";
import type { RequestStatus } from "../../../../shared/api/constants";
import type { AdminVehicleRequest } from "../../../../shared/api/vehicle-requests";

export type { AdminVehicleRequest };

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
