import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { myVehiclesQueryKey } from "../../../lib/refresh-after-charge";
import type { MyVehicles } from "../types/credits";

export function getMyVehicles(): Promise<MyVehicles> {
  return api.get<MyVehicles>("/api/my-vehicles");
}

/** Recommended and directly purchased cars of the logged-in user. */
export function useMyVehicles(enabled = true) {
  return useQuery({ queryKey: myVehiclesQueryKey, queryFn: getMyVehicles, enabled });
}
