import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";
import type { MyVehicleRequest } from "../types/vehicle-request";

export const myRequestsQueryKey = ["vehicle-requests", "me"] as const;

export function listMyRequests(page: number, pageSize = 10): Promise<Page<MyVehicleRequest>> {
  return api.get<Page<MyVehicleRequest>>("/api/vehicle-requests/me", { query: { page, page_size: pageSize } });
}

export function useMyRequests(page: number, enabled = true) {
  return useQuery({
    queryKey: [...myRequestsQueryKey, page],
    queryFn: () => listMyRequests(page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
