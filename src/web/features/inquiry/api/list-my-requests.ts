import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";
import type { MyVehicleRequest } from "../types/vehicle-request";
import { queryKeys } from "../../../lib/query-keys";

export function listMyRequests(page: number, pageSize = 10): Promise<Page<MyVehicleRequest>> {
  return api.get("/api/vehicle-requests/me", { query: { page, page_size: pageSize } });
}

export function useMyRequests(page: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.myVehicleRequests.list(page),
    queryFn: () => listMyRequests(page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
