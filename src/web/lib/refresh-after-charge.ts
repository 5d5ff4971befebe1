import type { QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "./session/get-session";
import { carsQueryKey } from "./catalogue/list-cars";

/** The credits feature's "my vehicles" list; kept here so that every CC charge can refresh it. */
export const myVehiclesQueryKey = ["credits", "my-vehicles"] as const;

/** After CC moved: the balance (auth/me, ledger), the car's access flag and my vehicles are stale. */
export function refreshAfterCharge(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["account", "credits"] }),
    queryClient.invalidateQueries({ queryKey: carsQueryKey }),
    queryClient.invalidateQueries({ queryKey: myVehiclesQueryKey }),
  ]);
}
