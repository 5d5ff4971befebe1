import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";
import type { RequestStatus } from "../../../../shared/api/constants";
import type { AdminVehicleRequest } from "../../../../shared/api/vehicle-requests";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminVehicleRequest };

export interface AdminRequestsQuery {
  status: RequestStatus | null;
  q: string;
  page: number;
  pageSize: number;
}

export function listAdminRequests(query: AdminRequestsQuery): Promise<Page<AdminVehicleRequest>> {
  return api.get("/api/admin/vehicle-requests", {
    query: { status: query.status, q: query.q.trim(), page: query.page, page_size: query.pageSize },
  });
}

export function useAdminRequests(query: AdminRequestsQuery) {
  return useQuery({
    queryKey: queryKeys.admin.vehicleRequests.list(query),
    queryFn: () => listAdminRequests(query),
    placeholderData: keepPreviousData,
  });
}
