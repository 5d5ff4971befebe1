import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MyVehicles } from "../types/credits";
import { queryKeys } from "../../../lib/query-keys";

export function getMyVehicles(): Promise<MyVehicles> {
  return api.get("/api/my-vehicles");
}

/** Recommended and directly purchased cars of the logged-in user. */
export function useMyVehicles(enabled = true) {
  return useQuery({ queryKey: queryKeys.myVehicles, queryFn: getMyVehicles, enabled });
}
