import type { QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "../../auth/api/get-me";
import { carsQueryKey } from "../../cars/api/list-cars";
import { myVehiclesQueryKey } from "./get-my-vehicles";

/** After CC moved: the balance (auth/me, ledger), the car's access flag and my vehicles are stale. */
export function refreshAfterCharge(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["account", "credits"] }),
    queryClient.invalidateQueries({ queryKey: carsQueryKey }),
    queryClient.invalidateQueries({ queryKey: myVehiclesQueryKey }),
  ]);
}
